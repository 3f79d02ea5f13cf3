// "Subscribe": the user's secret calendar address, which Google Calendar or Apple Calendar follows (their
// own events, read-only). Making a new address ends the old one; turning it off ends it.
import { useQuery } from '@tanstack/react-query';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import { calendarFeedQueryOptions, useFeedWrites } from '../api/calendar-feed';

export const CalendarFeedDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useT();
  const feed = useQuery({ ...calendarFeedQueryOptions(), enabled: open });
  const { renew, end } = useFeedWrites();
  const url = feed.data?.url ?? null;
  const run = (write: typeof renew) => () =>
    void write
      .mutateAsync()
      .catch((error: unknown) => toast(failureToast(error, t, t('schedule.feedFailed'))));
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('schedule.feedCopied') });
    } catch {
      toast({ title: t('schedule.feedCopyManually') });
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('schedule.feedTitle')}
      description={t('schedule.feedDescription')}
      testId="calendar-feed-dialog"
    >
      <div className="space-y-4">
        {url ? (
          <>
            <input
              readOnly
              value={url}
              aria-label={t('schedule.feedUrl')}
              onFocus={(event) => event.currentTarget.select()}
              className="h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-xs"
              data-testid="calendar-feed-url"
            />
            <p className="text-sm text-slate-600">{t('schedule.feedHint')}</p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void copy()} data-testid="calendar-feed-copy">
                {t('schedule.feedCopy')}
              </Button>
              <Button
                variant="secondary"
                onClick={run(renew)}
                disabled={renew.isPending}
                data-testid="calendar-feed-renew"
              >
                {t('schedule.feedRenew')}
              </Button>
              <Button
                variant="ghost"
                onClick={run(end)}
                disabled={end.isPending}
                data-testid="calendar-feed-end"
              >
                {t('schedule.feedEnd')}
              </Button>
            </div>
          </>
        ) : (
          <Button
            onClick={run(renew)}
            disabled={feed.isPending || renew.isPending}
            data-testid="calendar-feed-create"
          >
            {t('schedule.feedCreate')}
          </Button>
        )}
      </div>
    </Dialog>
  );
};
