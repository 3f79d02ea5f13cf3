// One customer in the customer list: name, phone (XXX-XXX-XXXX when it has 10 digits, SPEC §5), email and
// city; the whole row opens the customer.
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { formatPhoneDisplay } from '#domain/phone';
import { useT } from '#frontend/i18n/use-t';

export interface CustomerRowData {
  id: string;
  name: string;
  phone: string;
  email: string;
  /** Undefined while unknown (search results carry no city; it arrives with the customer). */
  city: string | undefined;
}

export const customerColumnsClass =
  'md:grid md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)_1rem] md:items-center md:gap-4';

export const CustomerRow = ({ customer }: { customer: CustomerRowData }) => {
  const t = useT();
  const phone = formatPhoneDisplay(customer.phone);
  return (
    <li>
      <Link
        to="/customers/$customerId"
        params={{ customerId: customer.id }}
        className={`relative block px-4 py-3 pr-10 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 md:pr-4 ${customerColumnsClass}`}
        data-testid="customer-row"
      >
        <span className="block truncate font-semibold text-slate-900" data-testid="customer-row-name">
          {customer.name || t('search.unknown')}
        </span>
        <span className="block text-sm text-slate-700 tabular-nums" data-testid="customer-row-phone">
          {phone}
        </span>
        <span
          className={`block truncate text-sm ${customer.email ? 'text-slate-700' : 'text-slate-400'}`}
          data-testid="customer-row-email"
        >
          {customer.email || t('customers.noEmail')}
        </span>
        <span
          className="block truncate text-sm text-slate-500 md:text-slate-700"
          data-testid="customer-row-city"
        >
          {customer.city === undefined ? '\u00a0' : customer.city || t('customers.noCity')}
        </span>
        <ChevronRight
          aria-hidden="true"
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400 md:static md:translate-y-0"
        />
      </Link>
    </li>
  );
};

export const CustomerColumnsHeader = () => {
  const t = useT();
  return (
    <div
      aria-hidden="true"
      className={`hidden border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase ${customerColumnsClass}`}
    >
      <span>{t('form.name')}</span>
      <span>{t('form.phone')}</span>
      <span>{t('form.emailColumn')}</span>
      <span>{t('form.city')}</span>
      <span />
    </div>
  );
};
