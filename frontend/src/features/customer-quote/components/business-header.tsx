// The contractor's letterhead on the customer quote: logo, business name and tagline on a band of their
// brand colour, then how to reach them (tap to call, write or visit) and their licence number.
import { Globe, Mail, Phone, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPhoneDisplay } from '#domain/phone';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import { phoneHref, websiteHref, websiteLabel } from '#frontend/lib/contact-links';
import type { CustomerQuoteContractor } from '../api/get-customer-quote';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 font-medium text-slate-900 underline-offset-2 hover:underline print:min-h-0';

const ContactItem = ({ children }: { children: ReactNode }) => (
  <li className="min-w-0 break-words">{children}</li>
);

export const BusinessHeader = ({ contractor }: { contractor: CustomerQuoteContractor }) => {
  const t = useCustomerQuoteT();
  const { businessName, phone, email, website, licenseNumber, branding } = contractor;
  return (
    <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white print:break-inside-avoid print:rounded-lg">
      <div className="flex items-center gap-4 bg-(--quote-accent) px-4 py-5 text-(--quote-on-accent) [print-color-adjust:exact] sm:px-6 print:py-3">
        {branding.logoUrl ? (
          <img
            src={branding.logoUrl}
            alt={t('customerQuote.logoAlt', { business: businessName })}
            className="size-14 shrink-0 rounded-xl bg-white object-contain p-1 sm:size-16"
          />
        ) : null}
        <div className="min-w-0">
          <p className="text-xl leading-tight font-bold break-words sm:text-2xl">{businessName}</p>
          {branding.tagline ? <p className="mt-1 text-sm opacity-90">{branding.tagline}</p> : null}
        </div>
      </div>
      <ul
        aria-label={t('customerQuote.contact.label', { business: businessName })}
        className="flex flex-col gap-x-5 px-4 py-2 text-sm sm:flex-row sm:flex-wrap sm:px-6 print:flex-row print:flex-wrap print:py-1"
      >
        {phone ? (
          <ContactItem>
            <a href={phoneHref(phone)} className={linkClass}>
              <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {formatPhoneDisplay(phone)}
            </a>
          </ContactItem>
        ) : null}
        {email ? (
          <ContactItem>
            <a href={`mailto:${email}`} className={linkClass}>
              <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {email}
            </a>
          </ContactItem>
        ) : null}
        {website ? (
          <ContactItem>
            <a href={websiteHref(website)} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <Globe aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {websiteLabel(website)}
            </a>
          </ContactItem>
        ) : null}
        {licenseNumber ? (
          <ContactItem>
            <span className="inline-flex min-h-11 items-center gap-1.5 text-slate-700 print:min-h-0">
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {t('customerQuote.contact.license', { number: licenseNumber })}
            </span>
          </ContactItem>
        ) : null}
      </ul>
    </header>
  );
};
