// The platform's figures for administrators (GET /api/admin/platform-figures): the platform's rollups —
// every contractor's figures added up by the same transactions that count them, and the sign-ups — over its
// whole history and month by month for the last year. One Query (store/rollups.ts listPlatformRollups).

import { todayIn } from '#domain/calendar-dates';
import type { PlatformFigures } from '#domain/contract/admin';
import { contractorDefaults } from '#domain/contractor-defaults';
import { listPlatformRollups } from '#functions/store/rollups';
import { previousMonth } from '../reports/period-rollups';
import { addCounters, type Counters, figuresOf, noCounters } from '../reports/report-figures';

const monthsShown = 12;

export const platformFigures = async (now = new Date()): Promise<PlatformFigures> => {
  const byMonth = new Map<string, { counters: Counters; joined: number }>();
  const total = { counters: noCounters(), joined: 0 };
  for (const item of await listPlatformRollups()) {
    const month = byMonth.get(item.month) ?? { counters: noCounters(), joined: 0 };
    byMonth.set(item.month, month);
    for (const sum of [month, total]) {
      addCounters(sum.counters, item);
      sum.joined += item.contractorsJoined ?? 0;
    }
  }
  const months: string[] = [todayIn(contractorDefaults.timezone, now).slice(0, 7)];
  while (months.length < monthsShown) months.push(previousMonth(months.at(-1) as string));
  return {
    totals: { contractorsJoined: total.joined, figures: figuresOf(total.counters) },
    months: months.map((month) => {
      const sum = byMonth.get(month) ?? { counters: noCounters(), joined: 0 };
      return { month, contractorsJoined: sum.joined, figures: figuresOf(sum.counters) };
    }),
  };
};
