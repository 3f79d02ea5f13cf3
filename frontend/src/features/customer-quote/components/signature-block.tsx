// The approval block at the foot of the printed quote: the online signature (name and date) once the
// customer approved it here, otherwise blank lines to sign by hand. Paper only; the screen shows the
// approve form or the approved state instead.
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';
import type { CustomerQuote } from '../api/get-customer-quote';
import { formatQuoteDate } from '../quote-dates';
import { responseStateOf } from '../response-state';

const SignatureLine = ({
  label,
  value,
  signature = false,
}: {
  label: string;
  value?: string;
  signature?: boolean;
}) => (
  <div className="min-w-0">
    <p
      className={`flex h-9 items-end border-b border-slate-500 pb-0.5 ${signature ? 'font-serif text-lg italic' : 'text-sm'}`}
    >
      {value ?? ''}
    </p>
    <p className="mt-0.5 text-[10px] tracking-wide text-slate-600 uppercase">{label}</p>
  </div>
);

export const SignatureBlock = ({ quote }: { quote: CustomerQuote }) => {
  const t = useCustomerQuoteT();
  const state = responseStateOf(quote);
  // Only an online signature fills the lines; an approval the contractor recorded leaves them to sign.
  const signed = state.kind === 'approved' && state.signedBy ? state : null;
  return (
    <section className="hidden break-inside-avoid print:block" data-testid="customer-quote-signature">
      <h2 className="mb-1 text-base font-semibold text-slate-900">{t('print.signatureTitle')}</h2>
      <p className="mb-3 text-xs text-slate-700">{t('customerQuote.approve.consent')}</p>
      <div className="grid grid-cols-[2fr_2fr_1fr] gap-4">
        <SignatureLine label={t('print.signature')} value={signed?.signedBy ?? undefined} signature />
        <SignatureLine label={t('customerQuote.signature.name')} value={signed?.signedBy ?? undefined} />
        <SignatureLine
          label={t('form.date')}
          value={signed ? formatQuoteDate(signed.signedAt, t.lang, quote.contractor.timeZone) : undefined}
        />
      </div>
      {signed ? (
        <p className="mt-2 text-xs text-slate-600">{t('customerQuote.signature.signedOnline')}</p>
      ) : null}
    </section>
  );
};
