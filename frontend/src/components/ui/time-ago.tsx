// A time shown relative to now ("3 hours ago", 'Recently' when it cannot be computed, SPEC §8) with the
// exact date and time as its tooltip, in the page's language.
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatRelativeTime } from '#frontend/lib/relative-time';

const exactTime = (timestamp: string, locale: string): string | undefined => {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

interface TimeAgoProps {
  timestamp: string;
  /** Puts the relative time into a sentence, e.g. `(time) => t('quoteSend.viewed', { time })`. */
  format?: (relative: string) => string;
  className?: string;
  testId?: string;
}

export const TimeAgo = ({ timestamp, format, className, testId }: TimeAgoProps) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const relative = formatRelativeTime(timestamp, locale) ?? t('notifications.recently');
  return (
    <time
      dateTime={timestamp}
      title={exactTime(timestamp, locale)}
      className={className}
      data-testid={testId}
    >
      {format ? format(relative) : relative}
    </time>
  );
};
