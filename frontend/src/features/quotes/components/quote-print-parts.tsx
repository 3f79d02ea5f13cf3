// The parts only the printed quote has (Print / Save as PDF from the contractor's view): the business name
// at the top, and at the end the terms of acceptance with a signature block — the approver's name and date
// once approved, blank lines to sign otherwise. On screen only the Print button shows.
import { Printer } from 'lucide-react';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { Button } from '#frontend/components/ui/button';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { Quote } from '../api/get-quote';

export const PrintQuoteButton = () => {
  const t = useT();
  return (
    <Button variant="secondary" onClick={() => window.print()} data-testid="print-quote">
      <Printer aria-hidden="true" className="size-4" />
      {t('print.button')}
    </Button>
  );
};

export const QuotePrintHeading = ({ businessName }: { businessName: string }) =>
  businessName ? (
    <p className="hidden border-b border-slate-300 pb-3 text-2xl font-bold text-slate-900 print:block">
      {businessName}
    </p>
  ) : null;

const SignatureLine = ({ label }: { label: string }) => (
  <div className="flex items-end gap-3">
    <span className="w-24 shrink-0 text-sm text-slate-600">{label}</span>
    <span className="h-8 flex-1 border-b border-slate-400" />
  </div>
);

export const QuoteTermsAndSignature = ({ quote, businessName }: { quote: Quote; businessName: string }) => {
  const t = useT();
  const approvedOn = quote.approvedAt
    ? new Intl.DateTimeFormat(localeOf(t.lang), { dateStyle: 'long' }).format(new Date(quote.approvedAt))
    : null;
  return (
    <section
      aria-labelledby="print-terms"
      className="hidden break-inside-avoid space-y-4 print:block"
      data-testid="print-terms"
    >
      <div>
        <h2 id="print-terms" className="mb-1 text-lg font-semibold text-slate-900">
          {t('print.terms')}
        </h2>
        <p className="text-sm text-slate-800">
          {t(businessName ? 'print.acceptance' : 'print.acceptanceNoName', {
            total: formatDollars(quote.totalCost),
            business: businessName,
          })}
        </p>
      </div>
      <div className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('print.signatureTitle')}</h2>
        {quote.approvedBy ? (
          <p className="text-sm text-slate-900" data-testid="print-approved-by">
            {approvedOn
              ? t('print.approvedOn', { name: quote.approvedBy, date: approvedOn })
              : t('print.approvedBy', { name: quote.approvedBy })}
            {quote.approvalMethod === 'online_signature'
              ? ` (${t('quoteSend.approvalMethod.online_signature')})`
              : ''}
          </p>
        ) : (
          <div className="space-y-4">
            <SignatureLine label={t('form.name')} />
            <SignatureLine label={t('print.signature')} />
            <SignatureLine label={t('form.date')} />
          </div>
        )}
      </div>
    </section>
  );
};
