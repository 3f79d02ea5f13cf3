// While a customer's link is being followed or their quote fetched: a spinner that says what is happening.
import { Spinner } from '#frontend/components/ui/spinner';
import type { CoreKey } from '#frontend/i18n/use-core-t';
import { useCoreT } from '#frontend/i18n/use-core-t';

export const QuoteLoading = ({ message }: { message: CoreKey }) => {
  const t = useCoreT();
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-600"
      data-testid="customer-quote-loading"
    >
      <Spinner className="size-8 text-brand-700" />
      <p className="text-sm">{t(message)}</p>
    </div>
  );
};
