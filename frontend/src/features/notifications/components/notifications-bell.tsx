// The notifications bell (SPEC §2): a count badge ('99+' above 99) and a popover listing the merged feeds
// newest first, with loading and empty states.
import { useNavigate } from '@tanstack/react-router';
import { Bell, CircleAlert, CircleCheck, CircleDollarSign, Flag, Info } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../../../components/ui/use-dismiss';
import { localeOf } from '../../../i18n/language';
import { type TFunction, useT } from '../../../i18n/use-t';
import { useNotifications } from '../api/use-notifications';
import { type AppNotification, type NotificationType, notificationTarget } from '../notification-sources';

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

const iconFor: Record<NotificationType, { Icon: typeof Bell; className: string }> = {
  overdue_deposit: { Icon: CircleAlert, className: 'text-red-600' },
  overdue_reminder: { Icon: CircleAlert, className: 'text-red-600' },
  payment_received: { Icon: CircleDollarSign, className: 'text-green-600' },
  quote_approved: { Icon: CircleCheck, className: 'text-green-600' },
  milestone_completed: { Icon: Flag, className: 'text-yellow-600' },
};

const relativeTime = (timestamp: string, t: TFunction): string => {
  const then = Date.parse(timestamp);
  if (Number.isNaN(then)) return t('notifications.recently');
  const seconds = Math.round((then - Date.now()) / 1000);
  const format = new Intl.RelativeTimeFormat(localeOf(t.lang), { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export const NotificationsBell = () => {
  const t = useT();
  const navigate = useNavigate();
  const { items, isLoading } = useNotifications();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);

  const openItem = (item: AppNotification) => {
    const target = notificationTarget(item);
    if (!target) return;
    close();
    void navigate({ to: target.to, params: { id: target.id } });
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-label={t('notifications.title')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        data-testid="notifications-bell"
      >
        <Bell aria-hidden="true" className="size-5" />
        {items.length > 0 ? (
          <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white">
            {badgeText(items.length)}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          role="dialog"
          aria-label={t('notifications.title')}
          className="fixed inset-x-2 top-14 z-50 rounded-xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <h2 className="font-semibold text-slate-900">{t('notifications.title')}</h2>
            {items.length > 0 ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                {t('notifications.newCount', { count: items.length })}
              </span>
            ) : null}
          </div>
          {isLoading ? (
            <p className="px-4 py-8 text-center text-sm text-slate-600">{t('notifications.loading')}</p>
          ) : items.length === 0 ? (
            <div className="px-4 py-8 text-center">
              <Bell aria-hidden="true" className="mx-auto size-8 text-slate-300" />
              <p className="mt-2 font-medium text-slate-800">{t('notifications.empty')}</p>
              <p className="text-sm text-slate-500">{t('notifications.allCaughtUp')}</p>
            </div>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {items.map((item) => {
                const { Icon, className } = iconFor[item.type] ?? { Icon: Info, className: 'text-slate-500' };
                return (
                  <li key={`${item.type}-${item.id}`}>
                    <button
                      type="button"
                      onClick={() => openItem(item)}
                      className="flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50"
                    >
                      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${className}`} />
                      <span className="min-w-0 flex-1">
                        <span className="block text-sm text-slate-900">{item.message}</span>
                        <span className="mt-0.5 block text-xs text-slate-500">
                          {[
                            relativeTime(item.timestamp, t),
                            item.amount !== undefined ? usd.format(item.amount) : null,
                            item.customerName,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
};
