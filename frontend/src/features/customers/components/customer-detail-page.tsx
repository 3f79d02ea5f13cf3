// One customer (/customers/$customerId): contact details, Edit, Delete (archives), Schedule Visit, a New
// Quote for them and their quotes. A deleted customer is still shown, read-only, since quotes link to it.
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CalendarPlus, FilePlus2, Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatPhoneDisplay, phoneDigits } from '#domain/phone';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { useCustomer } from '../api/get-customer';
import type { Customer } from '../api/get-customers';
import { CustomerQuotes } from './customer-quotes';
import { DeleteCustomerDialog } from './delete-customer-dialog';
import { EditCustomerDialog } from './edit-customer-dialog';
import { ScheduleVisitDialog } from './schedule-visit-dialog';

type OpenDialog = 'edit' | 'delete' | 'visit' | null;

const BackLink = () => {
  const t = useT();
  return (
    <Link
      to="/customers"
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:underline"
      data-testid="customer-back"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('customer.back')}
    </Link>
  );
};

const DetailRow = ({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Phone;
  label: string;
  children: ReactNode;
}) => (
  <div className="flex gap-3 py-3">
    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  </div>
);

const CustomerDetails = ({
  customer,
  onReload,
}: {
  customer: Customer;
  onReload: () => Promise<Customer | undefined>;
}) => {
  const t = useT();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const phone = formatPhoneDisplay(customer.phone);
  const since = new Date(customer.createdAt);
  const sinceText = Number.isNaN(since.getTime())
    ? null
    : new Intl.DateTimeFormat(localeOf(t.lang), { dateStyle: 'long' }).format(since);
  const cityLine = [customer.city, [customer.state, customer.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8">
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1
            className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
            data-testid="customer-name"
          >
            {customer.name}
          </h1>
          {sinceText ? (
            <p className="mt-1 text-sm text-slate-600">
              {t('customer.since')} {sinceText}
            </p>
          ) : null}
        </div>
        {customer.archived ? null : (
          <div className="flex flex-wrap gap-2">
            <Link
              to="/contractor/quote"
              // The builder starts the quote for this customer. The phone goes dashed: a digits-only string
              // would be JSON-quoted in the URL.
              search={{ customerName: customer.name, phone }}
              className={buttonClasses('primary')}
              data-testid="customer-new-quote"
            >
              <FilePlus2 aria-hidden="true" className="size-4" />
              {t('customer.newQuote')}
            </Link>
            <Button
              variant="secondary"
              onClick={() => setDialog('visit')}
              data-testid="customer-schedule-visit"
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('customer.scheduleVisit')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('edit')} data-testid="customer-edit">
              <Pencil aria-hidden="true" className="size-4" />
              {t('customer.edit')}
            </Button>
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              onClick={() => setDialog('delete')}
              data-testid="customer-delete"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('customer.delete')}
            </Button>
          </div>
        )}
      </header>

      {customer.archived ? (
        <div data-testid="customer-archived">
          <AlertBanner tone="info" title={t('customer.archived')}>
            {t('customer.archivedDetail')}
          </AlertBanner>
        </div>
      ) : null}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-labelledby="customer-contact-title"
          className="rounded-2xl border border-slate-200 bg-white px-5 py-4"
        >
          <h2 id="customer-contact-title" className="font-semibold text-slate-900">
            {t('customer.contact')}
          </h2>
          <dl className="divide-y divide-slate-100">
            <DetailRow icon={Phone} label={t('customer.phone')}>
              <a
                href={`tel:+1${phoneDigits(customer.phone)}`}
                className="text-brand-700 tabular-nums hover:underline"
                data-testid="customer-phone"
              >
                {phone}
              </a>
            </DetailRow>
            <DetailRow icon={Mail} label={t('customer.email')}>
              {customer.email ? (
                <a
                  href={`mailto:${customer.email}`}
                  className="text-brand-700 hover:underline"
                  data-testid="customer-email"
                >
                  {customer.email}
                </a>
              ) : (
                <span className="text-slate-500">{t('customer.noEmail')}</span>
              )}
            </DetailRow>
            <DetailRow icon={MapPin} label={t('customer.address')}>
              <span data-testid="customer-address">
                {customer.address}
                <br />
                {cityLine}
              </span>
            </DetailRow>
          </dl>
        </section>
        <CustomerQuotes customer={customer} />
      </div>

      {/* Kept mounted when the customer turns archived: the delete dialog still has to finish its work. */}
      <EditCustomerDialog
        open={dialog === 'edit' && !customer.archived}
        customer={customer}
        onClose={close}
        onReload={onReload}
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

export const CustomerDetailPage = ({ customerId }: { customerId: string }) => {
  const t = useT();
  const customer = useCustomer(customerId);
  useDocumentMeta(pageTitle(customer.data?.name || t('customer.contact')));

  if (customer.isPending) return <PageSpinner />;
  if (customer.isError) {
    const notFound = customer.error instanceof ApiError && customer.error.status === 404;
    return (
      <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8" data-testid="customer-error">
        <BackLink />
        <AlertBanner title={notFound ? t('customer.notFound') : t('customer.loadFailed')}>
          <p>{notFound ? t('customer.notFoundDetail') : t.localize(customer.error.message)}</p>
          {notFound ? null : (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void customer.refetch()}>
              {t('error.retry')}
            </Button>
          )}
        </AlertBanner>
      </div>
    );
  }
  return (
    <CustomerDetails
      customer={customer.data}
      onReload={() => customer.refetch().then((result) => result.data)}
    />
  );
};
