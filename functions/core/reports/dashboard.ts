// The dashboard every owner and rep lands on (GET /api/dashboard): today's and tomorrow's schedule, payments to
// chase, quotes waiting for an answer, new leads, and this month against last — the business's for an owner,
// their own for a rep. A fixed number of DynamoDB calls whatever the history: the contractor, one Query of
// the two months' rollups, one of the schedule, one of what is owed, at most two each for waiting quotes and
// leads, and the team's names.

import { addDays } from '#domain/calendar-dates';
import type { Dashboard } from '#domain/contract/reports';
import type { Language } from '#domain/messages';
import { listAllOwedMilestones } from '#functions/store/jobs';
import { listNewLeads, listWaitingQuotes } from '#functions/store/quotes';
import { listRollups } from '#functions/store/rollups';
import type { Actor } from '../access/actor';
import { listEvents } from '../calendar/calendar-events';
import { presentCalendarEvent } from '../calendar/present-calendar-event';
import { contractorCalendar } from '../jobs/contractor-payment-settings';
import { presentReminder } from '../notifications/present-reminder';
import { customerKeys } from '../ports/keys/customer-keys';
import { presentQuoteSummary } from '../quotes/present-quote';
import { teamNames } from '../team/team-members';
import { previousMonth } from './period-rollups';
import { owedCentsOf } from './receivables';
import { figuresOf, sumBucket } from './report-figures';

/** Payments due within this many days show beside the overdue ones. */
const dueSoonDays = 7;
/** Quotes sent longer ago than this have gone cold: the list shows the ones still worth a call. */
const waitingWithinDays = 60;
const listLimit = 10;

export const viewDashboard = async (actor: Actor, language: Language): Promise<Dashboard> => {
  const { contractorId } = actor;
  const mine = actor.role !== 'owner';
  const calendar = await contractorCalendar(contractorId);
  const { today } = calendar;
  const tomorrow = addDays(today, 1);
  const thisMonth = today.slice(0, 7);
  const lastMonth = previousMonth(thisMonth);
  const since = new Date(Date.now() - waitingWithinDays * 86_400_000).toISOString();
  const [rollups, events, owed, waiting, leads, names, keys] = await Promise.all([
    listRollups(contractorId, 'M', lastMonth, thisMonth),
    listEvents(actor, { start: today, end: tomorrow, ...(mine ? { assignedTo: actor.userId } : {}) }),
    listAllOwedMilestones(contractorId),
    listWaitingQuotes(contractorId, since, listLimit, mine ? actor.userId : undefined),
    listNewLeads(contractorId, listLimit),
    teamNames(contractorId),
    customerKeys(),
  ]);
  const bucket = mine ? `person#${actor.userId}` : 'all';
  const monthFigures = (month: string) =>
    figuresOf(
      sumBucket(
        rollups.filter((item) => item.period === month),
        bucket,
      ),
    );
  const onDay = (day: string) =>
    events
      .filter((event) => event.startDate <= day && (event.endDate ?? event.startDate) >= day)
      .sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? ''))
      .map((event) => presentCalendarEvent(event, keys));
  const reader = { today, language, keys };
  return {
    scope: mine ? 'mine' : 'business',
    timeZone: calendar.timezone,
    today,
    schedule: { today: onDay(today), tomorrow: onDay(tomorrow) },
    payments: owed
      .filter((milestone) => (milestone.dueDate ?? today) <= addDays(today, dueSoonDays))
      .map((milestone) => presentReminder(milestone, reader))
      .sort((a, b) => a.daysUntilDue - b.daysUntilDue),
    quotesWaiting: waiting.map((quote) => ({
      ...presentQuoteSummary(quote, keys, names),
      sentAt: quote.sentAt ?? null,
      viewedAt: quote.viewedAt ?? null,
    })),
    newLeads: leads.map((quote) => presentQuoteSummary(quote, keys, names)),
    thisMonth: monthFigures(thisMonth),
    lastMonth: monthFigures(lastMonth),
    balanceOwedCents: owed.reduce((sum, milestone) => sum + owedCentsOf(milestone), 0),
  };
};
