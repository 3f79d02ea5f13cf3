// One customer (/customers/$customerId): contact details, Edit, Delete (archives), Schedule Visit, a New
// Quote for them and their quotes. A deleted customer is still shown, read-only, since quotes link to it.
// The route's loader has the customer ready; "not found" and load failures are the route's error view.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { customerQueryOptions } from '../api/get-customer';
import { CustomerActions, type CustomerDialog } from './customer-actions';
import { CustomerBackLink } from './customer-back-link';
import { CustomerContactCard } from './customer-contact-card';
import { CustomerQuotes } from './customer-quotes';
import { CustomerTimeline } from './customer-timeline';
import { DeleteCustomerDialog } from './delete-customer-dialog';
import { EditCustomerDialog } from './edit-customer-dialog';
import { ScheduleVisitDialog } from './schedule-visit-dialog';

const sinceText = (createdAt: string, locale: string) => {
  const since = new Date(createdAt);
  return Number.isNaN(since.getTime())
    ? null
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(since);
};

export const CustomerDetailPage = ({ customerId }: { customerId: string }) => {
  const t = useT();
  const query = useSuspenseQuery(customerQueryOptions(customerId));
  const customer = query.data;
  useDocumentMeta(pageTitle(customer.name || t('customer.contact')));
  const [dialog, setDialog] = useState<CustomerDialog | null>(null);
  const close = () => setDialog(null);
  const since = sinceText(customer.createdAt, localeOf(t.lang));
  const reload = () => query.refetch().then((result) => result.data);

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8">
      <CustomerBackLink />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1
            className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
            data-testid="customer-name"
          >
            {customer.name}
          </h1>
          {since ? (
            <p className="mt-1 text-sm text-slate-600">
              {t('customer.since')} {since}
            </p>
          ) : null}
        </div>
        {customer.archived ? null : <CustomerActions customer={customer} onOpen={setDialog} />}
      </header>

      {customer.textingOptedOutAt && !customer.archived ? (
        <div data-testid="customer-texting-opted-out">
          <AlertBanner tone="info" title={t('customer.textingOptedOutTitle')}>
            {t('customer.textingOptedOutDetail', {
              date: new Intl.DateTimeFormat(localeOf(t.lang), { dateStyle: 'long' }).format(
                new Date(customer.textingOptedOutAt),
              ),
            })}
          </AlertBanner>
        </div>
      ) : null}

      {customer.archived ? (
        <div data-testid="customer-archived">
          <AlertBanner tone="info" title={t('customer.archivedTitle')}>
            {t('customer.archivedDetail')}
          </AlertBanner>
        </div>
      ) : null}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CustomerContactCard customer={customer} />
        <div className="space-y-5">
          <CustomerTimeline customer={customer} />
          <CustomerQuotes customer={customer} />
        </div>
      </div>

      {/* Kept mounted when the customer turns archived: the delete dialog still has to finish its work. */}
      <EditCustomerDialog
        open={dialog === 'edit' && !customer.archived}
        customer={customer}
        onClose={close}
        onReload={reload}
      />
      <DeleteCustomerDialog open={dialog === 'delete'} customer={customer} onClose={close} />
      <ScheduleVisitDialog
        open={dialog === 'visit' && !customer.archived}
        customer={customer}
        onClose={close}
      />
    </div>
  );
};
