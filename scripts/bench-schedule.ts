// The schedule's month read at scale, beside its target: with 10,000 events stored over the years, a month
// view reads only that month's events through the date index — items read and whole-request time stay
// within 1.5× of an account with 1,000 (medians, same process). Seeds its own events straight into the store
// the bench points at (scripts/bench.ts: in-memory DynamoDB Local).

import { countLabel, medianMs, type ScaleSizes } from './bench-timing';

const targetRatio = 1.5;
const targetSizes: ScaleSizes = { small: 1_000, large: 10_000, runs: 30 };
const eventTypes = ['job', 'repair', 'quote', 'follow_up', 'appointment', 'reminder'] as const;

export const benchSchedule = async ({
  small: smallCount,
  large: largeCount,
  runs,
} = targetSizes): Promise<void> => {
  const { CalendarEvent } = await import('#functions/store/entities/calendar-event');
  const { listEventsStarting } = await import('#functions/store/calendar');
  const { addDays } = await import('#domain/calendar-dates');
  const { signUpContractor, startTestServer } = await import('#test/support/test-server');
  const server = await startTestServer();

  /** `count` events, one a day, centred on 2027-06-15: the same density a month whatever the total. */
  const seed = async (contractorId: string, userId: string, count: number) => {
    const dayOf = (index: number) => addDays('2027-06-15', index - Math.floor(count / 2));
    const items = Array.from({ length: count }, (_, index) => ({
      contractorId,
      eventId: `ev_bench${String(index).padStart(6, '0')}`,
      title: `Visit ${index}`,
      eventType: eventTypes[index % eventTypes.length] ?? 'job',
      status: 'scheduled' as const,
      startDate: dayOf(index),
      endDate: dayOf(index),
      isAnytime: true,
      linkedHomeownerId: '',
      assignedTo: userId,
    }));
    for (let start = 0; start < items.length; start += 25)
      await CalendarEvent.put(items.slice(start, start + 25)).go();
  };

  const time = (work: () => Promise<unknown>) => medianMs(runs, work);

  try {
    const started = Date.now();
    // The same month density in both: 1,000 events over ~2.7 years, 10,000 over ~27 years.
    const small = await signUpContractor(server.baseUrl);
    const large = await signUpContractor(server.baseUrl);
    await seed(small.user.contractor.id, small.user.id, smallCount);
    await seed(large.user.contractor.id, large.user.id, largeCount);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const [smallLabel, largeLabel] = [countLabel(smallCount), countLabel(largeCount)];
    console.log(`Schedule at scale (seeded ${smallLabel} and ${largeLabel} events in ${seconds} s):`);
    const month = (account: typeof small) =>
      account.browser.get('/api/calendar/events?start=2027-06-01&end=2027-06-30');
    const itemsRead = async (account: typeof small) =>
      (await listEventsStarting(account.user.contractor.id, addDays('2027-06-01', -14), '2027-07-01')).length;
    const [smallItems, largeItems] = [await itemsRead(small), await itemsRead(large)];
    await time(() => month(small));
    const smallMs = await time(() => month(small));
    const largeMs = await time(() => month(large));
    const ratio = largeMs / smallMs;
    console.log(
      `  month read, items read   ${smallLabel}: ${String(smallItems).padStart(5)}   ${largeLabel}: ${String(largeItems).padStart(5)}   ratio ${(largeItems / smallItems).toFixed(2)}   target ≤ ${targetRatio}   ${largeItems / smallItems <= targetRatio ? 'meets' : 'MISSES'}`,
    );
    console.log(
      `  month read, whole request ${smallLabel}: ${smallMs.toFixed(1).padStart(5)} ms   ${largeLabel}: ${largeMs.toFixed(1).padStart(5)} ms   ratio ${ratio.toFixed(2)}   target ≤ ${targetRatio}   ${ratio <= targetRatio ? 'meets' : 'MISSES'}`,
    );
  } finally {
    await server.close();
  }
};
