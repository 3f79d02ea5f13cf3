// Security monitoring's records: the alerts the rules raise and the requests rate limits refused.
import type { EntityItem } from 'electrodb';
import { heldCondition } from './conditional-failure';
import { RateLimitEvent } from './entities/rate-limit-event';
import { SecurityAlert } from './entities/security-alert';

export type SecurityAlertItem = EntityItem<typeof SecurityAlert>;
export type RateLimitEventItem = EntityItem<typeof RateLimitEvent>;

// Raises an alert once: false when the same rule already raised it for this subject and window.
export const createAlert = (alert: SecurityAlertItem): Promise<boolean> =>
  heldCondition(() => SecurityAlert.create(alert).go());

// The newest alerts, newest first.
export const listAlerts = async (limit: number): Promise<SecurityAlertItem[]> =>
  (await SecurityAlert.query.byId({}).go({ order: 'desc', limit })).data;

// Marks an alert acknowledged, once (the first administrator's name stays); the alert, or null when unknown.
export const acknowledgeAlert = async (
  alertId: string,
  acknowledgedBy: string,
  at: string,
): Promise<SecurityAlertItem | null> => {
  await heldCondition(() =>
    SecurityAlert.patch({ alertId })
      .set({ acknowledgedAt: at, acknowledgedBy })
      .where(({ acknowledgedAt }, { notExists }) => notExists(acknowledgedAt))
      .go(),
  );
  return (await SecurityAlert.get({ alertId }).go()).data;
};

// Keeps one refused request.
export const appendRateLimitEvent = async (event: RateLimitEventItem): Promise<void> => {
  await RateLimitEvent.create(event).go();
};

// The newest refused requests of one UTC day, newest first.
export const listRateLimitEventsOfDay = async (day: string, limit: number): Promise<RateLimitEventItem[]> =>
  (await RateLimitEvent.query.byDay({ day }).go({ order: 'desc', limit })).data;
