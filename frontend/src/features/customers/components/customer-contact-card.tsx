// A customer's contact details: phone (a tel link, XXX-XXX-XXXX), email (a mail link, or a note that there
// is none), the address on two lines, and who on the team looks after them.
import { Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Customer } from '#domain/contract/customers';
import { formatPhoneDisplay, phoneDigits } from '#domain/phone';
import { useT } from '#frontend/i18n/use-t';

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

export const CustomerContactCard = ({ customer }: { customer: Customer }) => {
  const t = useT();
  const cityLine = [customer.city, [customer.state, customer.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <section
      aria-labelledby="customer-contact-title"
      className="rounded-2xl border border-slate-200 bg-white px-5 py-4"
    >
      <h2 id="customer-contact-title" className="font-semibold text-slate-900">
        {t('customer.contact')}
      </h2>
      <dl className="divide-y divide-slate-100">
        <DetailRow icon={Phone} label={t('form.phone')}>
          <a
            href={`tel:+1${phoneDigits(customer.phone)}`}
            className="text-brand-700 tabular-nums hover:underline"
            data-testid="customer-phone"
          >
            {formatPhoneDisplay(customer.phone)}
          </a>
        </DetailRow>
        <DetailRow icon={Mail} label={t('form.email')}>
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
        <DetailRow icon={MapPin} label={t('form.address')}>
          <span data-testid="customer-address">
            {customer.address}
            <br />
            {cityLine}
          </span>
        </DetailRow>
        <DetailRow icon={UserRound} label={t('customer.lookedAfterBy')}>
          <span data-testid="customer-assignee">{customer.assignedTo?.name || t('schedule.unassigned')}</span>
        </DetailRow>
      </dl>
    </section>
  );
};
