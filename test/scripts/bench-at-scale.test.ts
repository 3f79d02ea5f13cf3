// The benches at scale (`npm run bench -- customers reminders schedule reports`) write their records straight
// into the store, so a change to an entity can break one and nothing else notices (one did: the reminder bench
// stopped with an ElectroDB error, and the parts after it never ran). Here each runs at a few records, on a
// table of its own, and must print every one of its figures beside its target with a verdict.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localDynamoClient } from '#infra/local/dynamodb-local';
import { ensureTable } from '#infra/local/ensure-table';
import { benchCustomers } from '#scripts/bench-customers';
import { benchReminders } from '#scripts/bench-reminders';
import { benchReports } from '#scripts/bench-reports';
import { benchSchedule } from '#scripts/bench-schedule';

// The reminder run reads every due milestone in its table, and the benches leave thousands of records
// behind at full size: they get a table of their own. The store reads the name when it is first imported,
// which the benches do inside their run.
const workerTable = process.env.TABLE_NAME;
const benchTable = `picket-bench-${process.env.VITEST_POOL_ID ?? '1'}`;

beforeAll(async () => {
  process.env.TABLE_NAME = benchTable;
  const client = localDynamoClient(process.env.DYNAMODB_ENDPOINT ?? '');
  try {
    await ensureTable(client, benchTable);
  } finally {
    client.destroy();
  }
});

afterAll(() => {
  process.env.TABLE_NAME = workerTable;
});

/** The lines a bench prints to the console. */
const printedBy = async (bench: () => Promise<void>): Promise<string[]> => {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
  try {
    await bench();
  } finally {
    log.mockRestore();
  }
  return lines;
};

/** The figures printed with a target: each must end in its verdict. */
const figuresOf = (lines: string[]) => lines.filter((line) => line.includes('target'));

describe('the benches at scale, run small', () => {
  it('customers: search and list at both sizes, five figures', async () => {
    const lines = await printedBy(() => benchCustomers({ small: 3, large: 6, runs: 1 }));
    expect(lines[0]).toContain('seeded 3 and 6 customers');
    const figures = figuresOf(lines);
    expect(figures.map((line) => line.trim().split(/\s{2,}/)[0])).toEqual([
      'search "ana0 garcia"',
      'search "garcia"',
      'search phone "3121000"',
      'list first page (25)',
      'list by name, page 1 (25)',
    ]);
    for (const line of figures) expect(line).toMatch(/target ≤ 1\.5 {3}(meets|MISSES)$/);
  });

  it('reminders: each run reads only the due milestones, and its time ratio has a verdict', async () => {
    const lines = await printedBy(() => benchReminders({ small: 4, large: 8, runs: 2, due: 3 }));
    expect(lines[0]).toBe('Payment-reminder run (3 due milestones beside 4 vs 8 not yet due):');
    expect(lines.join('\n')).toMatch(/milestones read per run +3 at 4 +3 at 8/);
    const figures = figuresOf(lines);
    expect(figures).toHaveLength(1);
    expect(figures[0]).toMatch(/run time \(median\).*target ≤ 1\.5 {3}(meets|MISSES)$/);
  });

  it('schedule: items read and the whole request for a month, each with a verdict', async () => {
    const lines = await printedBy(() => benchSchedule({ small: 10, large: 20, runs: 1 }));
    const figures = figuresOf(lines);
    expect(figures).toHaveLength(2);
    expect(figures[0]).toMatch(/month read, items read {3}10: +\d+ {3}20: +\d+ .*(meets|MISSES)$/);
    expect(figures[1]).toMatch(/month read, whole request 10: .*(meets|MISSES)$/);
  });

  it('reports: the same DynamoDB calls at both sizes, and each read timed, with verdicts', async () => {
    const lines = await printedBy(() => benchReports({ small: 6, large: 12, runs: 1 }));
    expect(lines[0]).toContain('seeded 6 and 12 quotes over a year');
    const figures = figuresOf(lines);
    expect(figures).toHaveLength(4);
    for (const line of figures.filter((figure) => figure.includes('DynamoDB calls')))
      expect(line).toMatch(/target: the same {3}meets$/);
    for (const line of figures) expect(line).toMatch(/(meets|MISSES)$/);
  });
});
