// The quote's history: every status move, oldest first, with its date and time in the page's language.
import { useT } from '#frontend/i18n/use-t';
import { useQuoteActivity } from '../api/get-quote-activity';
import { formatActivityTime, statusChanges } from '../quote-status-moves';
import { LoadedList } from './loaded-list';
import { QuoteSection } from './quote-section';

export const QuoteHistory = ({ id }: { id: string }) => {
  const t = useT();
  const activity = useQuoteActivity(id);
  const changes = activity.data ? statusChanges(activity.data.events) : [];

  return (
    <QuoteSection headingId="view-history" title={t('quote.history.title')} card headingClassName="mb-3">
      <LoadedList
        query={activity}
        failed={t('quote.history.failed')}
        empty={t('quote.history.empty')}
        isEmpty={changes.length === 0}
      >
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
      </LoadedList>
    </QuoteSection>
  );
};
