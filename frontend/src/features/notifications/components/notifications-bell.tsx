// The notifications bell (SPEC §2, §4, §9): a badge counting new items ('99+' above 99) and a popover
// listing the 20 newest of every feed: icon and colour by type, the message, relative time ('Recently'
// when it cannot be computed), the amount in dollars and the customer; a click opens the quote (approvals,
// leads, discounts to review) or the job. A feed's own action (e.g. Send Reminder) shows under its items; the
// bell knows no feed. It reads only the feeds the member's role may: crew have none, and no bell.
import { useNavigate } from '@tanstack/react-router';
import {
  BadgePercent,
  Bell,
  CircleAlert,
  CircleCheck,
  CircleDollarSign,
  Flag,
  Info,
  UserPlus,
} from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import type { UserRole } from '#domain/vocabularies';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { useDismiss } from '#frontend/components/ui/use-dismiss';
import { useT } from '#frontend/i18n/use-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import { useNotifications } from '../api/use-notifications';
import {
  badgeText,
  formatNotificationAmount,
  type NotificationTone,
  notificationTone,
} from '../notification-display';
import {
  type AppNotification,
  type NotificationEntry,
  notificationTarget,
  visibleNotifications,
} from '../notification-model';
import { notificationSourcesFor } from '../notification-sources';
import { notificationKey } from '../unseen-notifications';
import { useSeenNotifications } from '../use-seen-notifications';

const toneClass: Record<NotificationTone, string> = {
  red: 'bg-red-50 text-red-600',
  green: 'bg-green-50 text-green-600',
  yellow: 'bg-yellow-50 text-yellow-600',
  grey: 'bg-slate-100 text-slate-500',
};

const iconFor = (type: string): typeof Bell => {
  switch (type) {
    case 'overdue_deposit':
    case 'overdue_reminder':
      return CircleAlert;
    case 'payment_received':
      return CircleDollarSign;
    case 'quote_approved':
      return CircleCheck;
    case 'milestone_completed':
      return Flag;
    case 'new_lead':
      return UserPlus;
    case 'discount_review':
      return BadgePercent;
    default:
      return Info;
  }
};

interface ItemProps {
  entry: NotificationEntry;
  isNew: boolean;
  onOpen: (item: AppNotification) => void;
}

const NotificationItem = ({ entry, isNew, onOpen }: ItemProps) => {
  const t = useT();
  const { notification: item, source } = entry;
  const Icon = iconFor(item.type);
  const Action = source.ItemAction;
  const details = [formatNotificationAmount(item.amount), item.customerName].filter(Boolean).join(' · ');
  return (
    <li data-testid="notification-item" data-type={item.type} className={isNew ? 'bg-brand-50/50' : ''}>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className="flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50"
      >
        <span
          className={`flex size-8 shrink-0 items-center justify-center rounded-full ${toneClass[notificationTone(item.type)]}`}
        >
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm text-slate-900">
            {item.text ? t(item.text.key, item.text.vars) : t.localize(item.message)}
          </span>
          {details ? <span className="block text-sm text-slate-600">{details}</span> : null}
          {item.showTime === false ? null : (
            <TimeAgo timestamp={item.timestamp} className="mt-0.5 block text-xs text-slate-500" />
          )}
        </span>
        {isNew ? (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
            <span className="sr-only">{t('notifications.newItem')}</span>
          </span>
        ) : null}
      </button>
      {Action ? (
        <div className="px-4 pb-3 pl-15">
          <Action notification={item} />
        </div>
      ) : null}
    </li>
  );
};

const BellForUser = ({ userId, role }: { userId: string; role: UserRole }) => {
  const t = useT();
  const navigate = useNavigate();
  const { entries, isLoading, isError } = useNotifications(role);
  const all = entries.map((entry) => entry.notification);
  const seen = useSeenNotifications(userId, all);
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);
  const shown = visibleNotifications(entries);

  const toggle = () => {
    if (!open) seen.markAllSeen();
    setOpen(!open);
  };

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
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={toggle}
        className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        data-testid="notifications-bell"
      >
        <Bell aria-hidden="true" className="size-5" />
        {/* Named by its content: "Notifications" and the count the badge shows (WCAG 2.5.3 label in name). */}
        <span className="sr-only">{t('notifications.title')}</span>
        {seen.unseenCount > 0 ? (
          <span
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
            data-testid="notifications-badge"
          >
            {badgeText(seen.unseenCount)}
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
            {seen.newAtOpenCount > 0 ? (
              <span className="flex items-center gap-2">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                  {t('notifications.newCount', { count: seen.newAtOpenCount })}
                </span>
                <button
                  type="button"
                  onClick={seen.markAllRead}
                  className="rounded text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  data-testid="notifications-mark-all-read"
                >
                  {t('notifications.markAllRead')}
                </button>
              </span>
            ) : null}
          </div>
          {isError ? (
            <p role="alert" className="border-b border-slate-100 px-4 py-2 text-xs text-red-700">
              {t('notifications.loadFailed')}
            </p>
          ) : null}
          {isLoading && shown.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-600">{t('notifications.loading')}</p>
          ) : shown.length === 0 ? (
            <div className="px-4 py-8 text-center">
              <Bell aria-hidden="true" className="mx-auto size-8 text-slate-300" />
              <p className="mt-2 font-medium text-slate-800">{t('notifications.empty')}</p>
              <p className="text-sm text-slate-500">{t('notifications.allCaughtUp')}</p>
            </div>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {shown.map((entry) => (
                <NotificationItem
                  key={notificationKey(entry.notification)}
                  entry={entry}
                  isNew={seen.isNewAtOpen(entry.notification)}
                  onOpen={openItem}
                />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
};

export const NotificationsBell = () => {
  const user = useCurrentUser().data;
  // No feed this role may read (crew), or nobody signed in: no bell.
  if (!user || notificationSourcesFor(user.role).length === 0) return null;
  // Keyed by user and role so a different sign-in (or a new role) starts from that user's seen items and feeds.
  return <BellForUser key={`${user.id}:${user.role}`} userId={user.id} role={user.role} />;
};
