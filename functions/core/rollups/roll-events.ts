// The event consumer that keeps the contractor's rollups (store/rollups.ts): each event adds its figures
// (rollup-facts.ts) to the day it happened on in the business's time zone — a payment at 23:30 in Chicago on
// the 31st belongs to that month — and to that day's month. Once per event, however often it is delivered.
import { todayIn } from '#domain/calendar-dates';
import { contractorDefaults } from '#domain/contractor-defaults';
import type { DomainEvent } from '#domain/events';
import { getContractor } from '#functions/store/contractors';
import { applyRollupOnce } from '#functions/store/rollups';
import { rollupFactOf } from './rollup-facts';

/** The contractor's time zone (the default for a contractor not found). */
export const timeZoneOf = async (contractorId: string): Promise<string> =>
  (await getContractor(contractorId))?.timezone ?? contractorDefaults.timezone;

export const rollEvent = async (event: DomainEvent): Promise<void> => {
  const fact = rollupFactOf(event);
  if (!fact) return;
  const { contractorId, eventId } = event.detail;
  const day = todayIn(await timeZoneOf(contractorId), new Date(fact.at));
  await applyRollupOnce(contractorId, eventId, day, fact.buckets, fact.counts);
};
