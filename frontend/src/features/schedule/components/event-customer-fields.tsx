// Who an event is for (SPEC §2): a quote visit's customer — picked from the records, with an optional link
// to one of their quotes, or added inline — and a job's or repair's name, phone and address as typed.

import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { withForm } from '#frontend/components/form/app-form';
import { CustomerPicker } from '#frontend/components/search/customer-picker';
import { formatUsd } from '#frontend/components/search/search-result-text';
import { useT } from '#frontend/i18n/use-t';
import { quoteLinkQueryOptions } from '../api/event-links';
import type { EventFormValues } from '../event-form';
import { NewCustomerFields } from './new-customer-fields';

const fieldsetClass = 'space-y-3 rounded-lg border border-slate-200 p-3';
const legendClass = 'px-1 text-sm font-medium text-slate-800';

const useQuoteLinkChoices = (customerId: string) => {
  const t = useT();
  const quotes = useQuery(quoteLinkQueryOptions(customerId));
  return [
    { value: '', label: t('schedule.noQuote') },
    ...(quotes.data ?? []).map((quote) => ({
      value: quote.id,
      label: t('schedule.quoteChoice', { number: String(quote.number), total: formatUsd(quote.totalCost) }),
    })),
  ];
};

export const QuoteVisitCustomer = withForm({
  defaultValues: {} as EventFormValues,
  props: { disabled: false },
  render: function QuoteVisitCustomer({ form, disabled }) {
    const t = useT();
    const customerMode = useStore(form.store, (state) => state.values.customerMode);
    const customerId = useStore(form.store, (state) => state.values.linkedHomeownerId);
    const choices = useQuoteLinkChoices(customerMode === 'existing' ? customerId : '');
    return (
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('createJob.customer')}</legend>
        {customerMode === 'existing' ? (
          <form.AppField name="linkedHomeownerId">
            {() => <CustomerPicker disabled={disabled} />}
          </form.AppField>
        ) : (
          <NewCustomerFields form={form} disabled={disabled} />
        )}
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => {
            form.setFieldValue('customerMode', customerMode === 'existing' ? 'new' : 'existing');
            form.setErrorMap({ onSubmit: { fields: {} } });
          }}
          disabled={disabled}
          data-testid="event-customer-mode"
        >
          {t(customerMode === 'existing' ? 'schedule.addNewCustomer' : 'schedule.pickCustomer')}
        </button>
        {customerMode === 'existing' && customerId ? (
          <form.AppField name="linkedQuoteId">
            {(field) => (
              <field.SelectField
                label={t('schedule.quoteLink')}
                options={choices}
                disabled={disabled}
                data-testid="event-quote"
              />
            )}
          </form.AppField>
        ) : null}
      </fieldset>
    );
  },
});

export const CustomerDetails = withForm({
  defaultValues: {} as EventFormValues,
  props: { disabled: false },
  render: function CustomerDetails({ form, disabled }) {
    const t = useT();
    return (
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t('createJob.customer')}</legend>
        <form.AppField name="customerName">
          {(field) => (
            <field.TextField
              label={t('schedule.customerName')}
              maxLength={200}
              disabled={disabled}
              data-testid="event-customer-name"
            />
          )}
        </form.AppField>
        <form.AppField name="customerPhone">
          {(field) => (
            <field.TextField
              label={t('form.phone')}
              type="tel"
              maxLength={40}
              disabled={disabled}
              data-testid="event-customer-phone"
            />
          )}
        </form.AppField>
        <form.AppField name="address">
          {(field) => (
            <field.TextField
              label={t('form.address')}
              maxLength={300}
              disabled={disabled}
              data-testid="event-address"
            />
          )}
        </form.AppField>
      </fieldset>
    );
  },
});
