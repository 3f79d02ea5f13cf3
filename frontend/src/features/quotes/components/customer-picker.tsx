// Who the quote is for (every quote is for a customer): one of the contractor's customers, found by name,
// phone or email through the header search's API, or a new person typed in with the Add New Customer
// fields, whom the server creates with the quote in one transaction.
import { useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { emailInput } from '#frontend/components/fields/input-presets';
import { TextField } from '#frontend/components/fields/text-field';
import { zipAsTyped } from '#frontend/components/form/reformat-as-typed';
import { phoneEntry, TextFieldList } from '#frontend/components/form/text-field-list';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { customerQueryOptions } from '#frontend/lib/customer-record';
import { type CustomerSearchResult, SEARCH_DEBOUNCE_MS, useSearch } from '#frontend/lib/search';
import { useDebouncedValue } from '#frontend/lib/use-debounced-value';
import { customerLabelOf } from '../builder-values';
import type { BuilderForm } from '../use-quote-builder';

/** The picked customer, with the way back to choosing another. */
const PickedCustomer = ({ form, label }: { form: BuilderForm; label: string }) => {
  const t = useT();
  const clear = () => {
    form.setFieldValue('homeownerId', '');
    form.setFieldValue('customerLabel', '');
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span>{t('quote.builder.quoteFor')}</span>
        <span className="truncate font-semibold text-slate-900" data-testid="builder-picked-customer">
          {label}
        </span>
      </p>
      <Button variant="secondary" size="sm" onClick={clear}>
        {t('quote.builder.changeCustomer')}
      </Button>
    </div>
  );
};

/** Searching the contractor's customers; picking one also sets the job-site ZIP when none is typed yet. */
const CustomerSearch = ({ form }: { form: BuilderForm }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const results = useSearch(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const customers = (results.data ?? []).filter(
    (result): result is CustomerSearchResult => result.type === 'customer',
  );
  const pick = async (customer: CustomerSearchResult) => {
    form.setFieldValue('homeownerId', customer.id);
    form.setFieldValue('customerLabel', customerLabelOf(customer));
    const record = await queryClient.fetchQuery(customerQueryOptions(customer.id)).catch(() => undefined);
    if (!record) return;
    const zip = form.getFieldValue('zipCode').trim();
    if (zip === '') form.setFieldValue('zipCode', record.zipCode);
    // The fence is at the customer's unless another site is typed (or the quote is for another ZIP).
    if (form.getFieldValue('site.street').trim() === '' && (zip === '' || zip === record.zipCode))
      form.setFieldValue('site', { street: record.address, city: record.city, state: record.state });
  };
  const searched = results.isSuccess && text.trim().length >= 2;
  return (
    <div className="space-y-2">
      <TextField
        label={t('quote.builder.findCustomer')}
        hint={t('quote.builder.findCustomerHint')}
        type="search"
        autoComplete="off"
        value={text}
        onValueChange={setText}
        data-testid="builder-customer-search"
      />
      {results.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('search.failed')}
        </p>
      ) : searched && customers.length === 0 ? (
        <p role="status" className="text-sm text-slate-600">
          {t('quote.builder.noCustomerFound')}
        </p>
      ) : customers.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {customers.map((customer) => (
            <li key={customer.id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
                onClick={() => void pick(customer)}
                data-testid="builder-customer-result"
              >
                <span className="font-medium text-slate-900">{customer.name}</span>
                <span className="truncate text-slate-600">{customer.email || customer.phone}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};

/** A new person: the Add New Customer dialog's fields, checked with its messages (SPEC §5). */
const NewCustomerFields = ({ form }: { form: BuilderForm }) => {
  const t = useT();
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-slate-900">{t('quote.builder.newCustomer')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFieldList
          form={form}
          testIdPrefix="builder-new-customer"
          fields={[
            { name: 'newCustomer.firstName', label: t('form.firstName'), autoComplete: 'off' },
            { name: 'newCustomer.lastName', label: t('form.lastName'), autoComplete: 'off' },
            { name: 'newCustomer.phone', label: t('customerForm.phone'), ...phoneEntry, autoComplete: 'off' },
            { name: 'newCustomer.email', label: t('form.email'), ...emailInput, autoComplete: 'off' },
            {
              name: 'newCustomer.address',
              label: t('form.address'),
              autoComplete: 'off',
              className: 'sm:col-span-2',
            },
            { name: 'newCustomer.city', label: t('form.city'), autoComplete: 'off' },
            { name: 'newCustomer.state', label: t('form.state'), autoComplete: 'off', maxLength: 2 },
            {
              name: 'newCustomer.zipCode',
              label: t('common.zipCode'),
              inputMode: 'numeric',
              autoComplete: 'off',
              maxLength: 5,
              listeners: zipAsTyped,
            },
          ]}
        />
      </div>
    </fieldset>
  );
};

export const CustomerPicker = ({ form }: { form: BuilderForm }) => {
  // Each selects one string, so an edit elsewhere in the form redraws none of this.
  const homeownerId = useStore(form.store, (state) => state.values.homeownerId);
  const label = useStore(form.store, (state) => state.values.customerLabel);
  return homeownerId ? (
    <PickedCustomer form={form} label={label} />
  ) : (
    <div className="space-y-5">
      <CustomerSearch form={form} />
      <NewCustomerFields form={form} />
    </div>
  );
};
