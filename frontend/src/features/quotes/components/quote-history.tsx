// The quote's history: every status move, oldest first, with its date and time in the page's language.
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';
import { useQuoteActivity } from '../api/get-quote-activity';
import { formatActivityTime, statusChanges } from '../quote-status-moves';

export const QuoteHistory = ({ id }: { id: string }) => {
  const t = useT();
  const activity = useQuoteActivity(id);
  const changes = activity.data ? statusChanges(activity.data.events) : [];

  return (
    <section aria-labelledby="view-history" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="view-history" className="mb-3 text-lg font-semibold text-slate-900">
        {t('quote.history.title')}
      </h2>
      {activity.isPending ? (
        <Spinner className="size-5" />
      ) : activity.isError ? (
        <p className="text-sm text-red-700" role="alert">
          {t('quote.history.failed')}
        </p>
      ) : changes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('quote.history.empty')}</p>
      ) : (
        <ol className="divide-y divide-slate-100 text-sm" data-testid="quote-history">
          {changes.map((change) => (
            <li key={change.id} className="py-2 text-slate-900" data-testid="quote-history-entry">
              {t('quote.history.change', {
                from: t(`quoteStatus.${change.from}`),
                to: t(`quoteStatus.${change.to}`),
              })}
              <span className="text-slate-500">
                {' · '}
                <time dateTime={change.at}>{formatActivityTime(change.at, t.lang)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
