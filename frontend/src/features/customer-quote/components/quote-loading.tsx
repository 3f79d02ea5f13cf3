// While a customer's link is being followed or their quote fetched: a spinner that says what is happening.
import { Spinner } from '../../../components/ui/spinner';
import type { TranslationKey } from '../../../i18n/en';
import { useT } from '../../../i18n/use-t';

export const QuoteLoading = ({ message }: { message: TranslationKey }) => {
  const t = useT();
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
