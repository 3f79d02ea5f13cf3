// The reminder run at scale, beside its target: with 10,000 unpaid milestones of which 100 are due, one
// run reads on the order of the 100 (through the due index), and its time with 10,000 not-yet-due
// milestones is at most 1.5× its time with 1,000 (medians, same process). Seeds its own data.

import { contractorDefaults } from '#domain/contractor-defaults';
import { directoryKeyOf } from '#domain/search-tokens';
import type { Sealed } from '#functions/store/attributes';
import { countLabel, median, type ScaleSizes } from './bench-timing';

const targetRatio = 1.5;
/** Not-yet-due milestones in the small and large case; each run finds `due` newly due ones. */
const targetSizes: ScaleSizes & { due: number } = { small: 1_000, large: 10_000, runs: 9, due: 100 };
const contractors = 10;
/** The clock the runs use: the due milestones fall before it, the rest years after. */
const now = new Date('2026-06-15T15:00:00Z');

export const benchReminders = async ({
  small: smallCount,
  large: largeCount,
  runs,
  due: dueCount,
} = targetSizes): Promise<void> => {
  const { store } = await import('#functions/store/service');
  const { dueShardOf } = await import('#functions/store/entities/milestone');
  const { runReminders } = await import('#functions/core/reminders/run-reminders');

  const contractorIds = Array.from({ length: contractors }, (_, index) => `c_bench_reminders_${index}`);
  for (const contractorId of contractorIds) {
    const businessName = `Bench Fence ${contractorId.slice(-1)}`;
    await store.entities.contractor
      .put({
        contractorId,
        businessName,
        // The admins' directory index keys each business by its name's words, as a sign-up writes it.
        searchName: directoryKeyOf(businessName),
        branding: contractorDefaults.branding,
        pricing: contractorDefaults.pricing,
        // Automatic reminders off: every run does the same reading and judging, and sends nothing.
        payment: { ...contractorDefaults.payment, remindersEnabled: false },
        shipping: contractorDefaults.shipping,
      })
      .go();
  }

  let seeded = 0;
  const seed = async (count: number, dueDate: (index: number) => string) => {
    const items = Array.from({ length: count }, (_, offset) => {
      const index = seeded + offset;
      const milestoneId = `ms_bench_${index}`;
      return {
        contractorId: contractorIds[index % contractors] ?? 'c_bench',
        jobId: `job_bench_${Math.floor(index / 2)}`,
        milestoneId,
        dueShard: dueShardOf(milestoneId),
        name: 'Deposit',
        percentage: 50,
        amountCents: 100_000,
        paidCents: 0,
        status: 'pending' as const,
        dueDate: dueDate(index),
        sequenceOrder: index % 2,
        milestoneType: 'deposit' as const,
        jobNumber: `JOB-${String(index).padStart(5, '0')}`,
        customerName: '' as Sealed,
      };
    });
    await store.entities.milestone.put(items).go({ concurrency: 8 });
    seeded += count;
  };

  // Each measured run finds `dueCount` newly due milestones (seeded untimed just before it), does their work — the
  // overdue notice, and finishing them — and must not read the thousands that are not due.
  const measure = async () => {
    const times: number[] = [];
    let read = 0;
    for (let run = 0; run < runs; run++) {
      await seed(dueCount, (index) => `2026-06-${String(1 + (index % 14)).padStart(2, '0')}`);
      const started = performance.now();
      const report = await runReminders(now);
      times.push(performance.now() - started);
      read = report.milestonesRead;
    }
    return { ms: median(times), read };
  };

  await seed(smallCount, (index) => `2031-0${1 + (index % 9)}-15`);
  const small = await measure();
  await seed(largeCount - smallCount, (index) => `2031-0${1 + (index % 9)}-15`);
  const large = await measure();

  const ratio = large.ms / small.ms;
  const [smallLabel, largeLabel] = [countLabel(smallCount), countLabel(largeCount)];
  console.log(
    `Payment-reminder run (${countLabel(dueCount)} due milestones beside ${smallLabel} vs ${largeLabel} not yet due):`,
  );
  console.log(
    `  milestones read per run   ${String(small.read).padStart(6)} at ${smallLabel}   ${String(large.read).padStart(6)} at ${largeLabel}`,
  );
  console.log(
    `  run time (median)         ${small.ms.toFixed(1).padStart(6)} ms at ${smallLabel}   ${large.ms.toFixed(1).padStart(6)} ms at ${largeLabel}   ratio ${ratio.toFixed(2)}   target ≤ ${targetRatio}   ${ratio <= targetRatio ? 'meets' : 'MISSES'}`,
  );
};
