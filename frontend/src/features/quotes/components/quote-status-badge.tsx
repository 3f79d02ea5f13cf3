// A quote's status as a badge (SPEC §4): 'approved' in the success style, every other status secondary.
import type { QuoteStatus } from '#domain/quote-status';
import { useT } from '#frontend/i18n/use-t';

export const QuoteStatusBadge = ({ status }: { status: QuoteStatus }) => {
  const t = useT();
  const success = status === 'approved';
  return (
    <span
      data-testid="quote-status"
      data-variant={success ? 'success' : 'secondary'}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        success ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {t(`quoteStatus.${status}`)}
    </span>
  );
};
