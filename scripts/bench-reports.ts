// The dashboard and a 12-month report at scale, beside their targets: a contractor with 10,000 quotes makes
// the same number of DynamoDB calls as one with 100, and the whole request takes at most 1.2× as long
// (medians, same process). Seeds each contractor's quotes straight into the store the bench points at (copies
// of one real quote, spread over the past year in several states), then rebuilds their rollups from them.

import { countLabel, median, medianMs, type ScaleSizes } from './bench-timing';

const targetRatio = 1.2;
const targetSizes: ScaleSizes = { small: 100, large: 10_000, runs: 40 };

/** Items a call read from the table: a Query's scanned items (before any filter), a Get's one, a batch's. */
const itemsReadBy = (output: Record<string, unknown>): number => {
  if (typeof output.ScannedCount === 'number') return output.ScannedCount;
  if (output.Item) return 1;
  const responses = output.Responses as Record<string, unknown[]> | undefined;
  return responses ? Object.values(responses).reduce((sum, items) => sum + items.length, 0) : 0;
};

export const benchReports = async ({
  small: smallCount,
  large: largeCount,
  runs,
} = targetSizes): Promise<void> => {
  const { Quote } = await import('#functions/store/entities/quote');
  const { getQuote } = await import('#functions/store/quotes');
  const { dynamoClient } = await import('#functions/store/client');
  const { rebuildRollups } = await import('#functions/core/rollups/rebuild-rollups');
  const { signUpContractor, startTestServer } = await import('#test/support/test-server');
  const { fenceInput, newCustomerOf } = await import('#test/support/factories');
  const server = await startTestServer();

  const statuses = ['draft', 'sent', 'sent', 'approved', 'approved', 'lost'] as const;
  const materials = ['vinyl', 'cedar', 'chain_link', 'aluminum', 'pressure_treated'] as const;

  /** `count` quotes over the past 365 days, evenly, in a mix of states, sources and materials. */
  const seed = async (account: Awaited<ReturnType<typeof signUpContractor>>, count: number) => {
    const made = await account.browser.post('/api/quotes', {
      request: fenceInput(),
      newCustomer: newCustomerOf({}),
    });
    const model = await getQuote(account.user.contractor.id, made.body.id);
    if (!model) throw new Error('The model quote was not saved');
    const now = Date.now();
    const items = Array.from({ length: count }, (_, index) => {
      const createdAt = new Date(now - ((index * 365) / count) * 86_400_000 - 3_600_000).toISOString();
      const later = (hours: number) => new Date(Date.parse(createdAt) + hours * 3_600_000).toISOString();
      const status = statuses[index % statuses.length] ?? 'draft';
      return {
        ...model,
        quoteId: `q_bench${String(index).padStart(6, '0')}`,
        quoteNumber: 1000 + index,
        status,
        source: index % 3 === 0 ? ('homeowner' as const) : ('contractor' as const),
        fenceType: materials[index % materials.length] ?? 'vinyl',
        createdAt,
        updatedAt: later(30),
        ...(status === 'draft' ? {} : { sentAt: later(2), viewedAt: later(5) }),
        ...(status === 'approved' ? { approvedAt: later(26) } : {}),
        searchTokens: [],
      };
    });
    for (let start = 0; start < items.length; start += 25)
      await Quote.put(items.slice(start, start + 25)).go();
    await rebuildRollups(account.user.contractor.id);
  };

  interface Sample {
    calls: number;
    items: number;
    dynamoMs: number;
    ms: number;
  }

  /**
   * The DynamoDB calls one read makes, the items they read, and how long at least one of them was in flight
   * (the read sends several at once: their wall-clock time, not their sum).
   */
  const traceCalls = async (work: () => Promise<unknown>) => {
    const trace = { calls: 0, items: 0, dynamoMs: 0 };
    let inFlight = 0;
    let busySince = 0;
    const tracer =
      (next: (args: unknown) => Promise<{ output?: Record<string, unknown> }>) => async (args: unknown) => {
        if (inFlight++ === 0) busySince = performance.now();
        try {
          const result = await next(args);
          trace.calls += 1;
          trace.items += itemsReadBy(result.output ?? {});
          return result;
        } finally {
          if (--inFlight === 0) trace.dynamoMs += performance.now() - busySince;
        }
      };
    dynamoClient.middlewareStack.add(tracer as never, { step: 'initialize', name: 'benchReportCalls' });
    try {
      await work();
    } finally {
      dynamoClient.middlewareStack.remove('benchReportCalls');
    }
    return trace;
  };

  try {
    const started = Date.now();
    const small = await signUpContractor(server.baseUrl);
    const large = await signUpContractor(server.baseUrl);
    await seed(small, smallCount);
    await seed(large, largeCount);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const [smallLabel, largeLabel] = [countLabel(smallCount), countLabel(largeCount)];
    console.log(
      `Dashboard and reports at scale (seeded ${smallLabel} and ${largeLabel} quotes over a year in ${seconds} s):`,
    );
    const today = new Date().toISOString().slice(0, 10);
    // The last 12 months: eleven whole months before this one, and this one so far.
    const firstOfMonth = new Date();
    firstOfMonth.setUTCDate(1);
    firstOfMonth.setUTCMonth(firstOfMonth.getUTCMonth() - 11);
    const yearAgo = firstOfMonth.toISOString().slice(0, 10);
    const reads = {
      'GET /api/dashboard': (account: typeof small) => account.browser.get('/api/dashboard'),
      '12-month report': (account: typeof small) =>
        account.browser.get(`/api/reports/summary?from=${yearAgo}&to=${today}&groupBy=person`),
    };
    for (const [label, read] of Object.entries(reads)) {
      const sample = async (account: typeof small) => {
        const started = performance.now();
        const trace = await traceCalls(() => read(account));
        return { ...trace, ms: performance.now() - started };
      };
      const [smallFirst, largeFirst] = [await sample(small), await sample(large)];
      await medianMs(5, () => read(small));
      await medianMs(5, () => read(large));
      // Turn about, so a slower spell of the machine falls on both.
      const [smallSamples, largeSamples]: [Sample[], Sample[]] = [[], []];
      for (let run = 0; run < runs; run++) {
        smallSamples.push(await sample(small));
        largeSamples.push(await sample(large));
      }
      const [smallMs, largeMs] = [
        median(smallSamples.map(({ ms }) => ms)),
        median(largeSamples.map(({ ms }) => ms)),
      ];
      const [smallDynamoMs, largeDynamoMs] = [
        median(smallSamples.map(({ dynamoMs }) => dynamoMs)),
        median(largeSamples.map(({ dynamoMs }) => dynamoMs)),
      ];
      const ratio = largeMs / smallMs;
      console.log(
        `  ${label.padEnd(18)} DynamoDB calls   ${smallLabel}: ${String(smallFirst.calls).padStart(3)}   ${largeLabel}: ${String(largeFirst.calls).padStart(3)}   target: the same   ${smallFirst.calls === largeFirst.calls ? 'meets' : 'MISSES'}`,
      );
      console.log(
        `  ${label.padEnd(18)} items read       ${smallLabel}: ${String(smallFirst.items).padStart(3)}   ${largeLabel}: ${String(largeFirst.items).padStart(3)}   (each list reads at most its limit; a smaller business may have fewer)`,
      );
      console.log(
        `  ${label.padEnd(18)} whole request    ${smallLabel}: ${smallMs.toFixed(1).padStart(5)} ms   ${largeLabel}: ${largeMs.toFixed(1).padStart(5)} ms   ratio ${ratio.toFixed(2)}   target ≤ ${targetRatio}   ${ratio <= targetRatio ? 'meets' : 'MISSES'}`,
      );
      console.log(
        `  ${label.padEnd(18)}   of which DynamoDB Local  ${smallDynamoMs.toFixed(1).padStart(5)} ms   ${largeDynamoMs.toFixed(1).padStart(5)} ms   the rest ${(smallMs - smallDynamoMs).toFixed(1)} → ${(largeMs - largeDynamoMs).toFixed(1)} ms (median request time less its calls' time in flight)`,
      );
    }
  } finally {
    await server.close();
  }
};
