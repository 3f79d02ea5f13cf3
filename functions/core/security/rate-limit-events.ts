// Requests that rate limits refused, for the administrators' security view: the first refusal of each
// limit's window is kept (90 days), so a client hammering a limit costs one write per window.
import { logger } from '#functions/core/logger';
import { appendRateLimitEvent, listRateLimitEventsOfDay } from '#functions/store/security';
import { newestByDay } from '../paging/newest-by-day';
import { newId } from '../tokens';

const retentionSeconds = 90 * 24 * 60 * 60;

/** Keeps that `scope` refused `subject`; never throws (the request is refused either way). */
export const recordRateLimited = async (scope: string, subject: string): Promise<void> => {
  const now = new Date();
  const at = now.toISOString();
  try {
    await appendRateLimitEvent({
      day: at.slice(0, 10),
      at,
      eventId: newId('rl'),
      scope,
      subject: subject.slice(0, 256),
      expiresAt: Math.floor(now.getTime() / 1000) + retentionSeconds,
    });
  } catch (error) {
    logger.error('Rate-limit event not recorded', { scope, error });
  }
};

/** The newest refused requests, reading back day by day (at most 7 queries). */
export const recentRateLimitEvents = async (limit = 100, maxDays = 7) =>
  (await newestByDay(listRateLimitEventsOfDay, { limit, maxDays })).map((event) => ({
    id: event.eventId,
    scope: event.scope,
    subject: event.subject,
    at: event.at,
  }));
