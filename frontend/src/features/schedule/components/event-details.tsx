// An event read, not edited: what a crew member sees when they open one of their events (they work the
// schedule the office plans). Only what the event says is listed; empty parts are left out.
import type { CalendarEvent } from '#domain/contract/customers';
import { useT } from '#frontend/i18n/use-t';
import { eventStatusLabel, eventTypeLabel } from '../event-labels';

const Row = ({ label, value }: { label: string; value: string }) =>
  value ? (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="whitespace-pre-line break-words text-slate-900">{value}</dd>
    </div>
  ) : null;

export const EventDetails = ({ event }: { event: CalendarEvent }) => {
  const t = useT();
  const time =
    event.isAnytime || !event.startTime
      ? t('form.anytime')
      : `${event.startTime}${event.endTime ? `–${event.endTime}` : ''}`;
  return (
    <dl className="divide-y divide-slate-100 text-sm" data-testid="event-details">
      <Row label={t('schedule.eventTitle')} value={event.title} />
      <Row label={t('settings.hardware.type')} value={t(eventTypeLabel[event.eventType])} />
      <Row label={t('form.status')} value={t(eventStatusLabel[event.status])} />
      <Row label={t('form.date')} value={event.startDate} />
      <Row label={t('form.startTime')} value={time} />
      <Row label={t('schedule.customerName')} value={event.customerName} />
      <Row label={t('form.phone')} value={event.customerPhone} />
      <Row label={t('form.address')} value={event.address} />
      <Row label={t('schedule.visitInstructions')} value={event.visitInstructions} />
      <Row label={t('jobs.schedule.description')} value={event.description} />
    </dl>
  );
};
