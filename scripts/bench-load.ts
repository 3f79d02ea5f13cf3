// The API under load (`npm run bench -- load`): simulated contractors working at once against the local
// runtime (the built app as `npm start` runs it, DynamoDB Local; loopback only). Each signs up — the emailed
// link signs them in — once, then goes round: list their quotes, build and save a quote, text it, and (as the
// customer, from another address) open it. Latency per route with GET /api/health, polled during the same
// run, as the baseline. A bounded script: fixed users, fixed duration, then it waits for the rounds in flight.
import {
  BenchClient,
  type BenchResponse,
  loadedMachineNote,
  quantile,
  quoteBody,
  signUpContractor,
  startBenchApp,
  verdict,
} from './bench-app';

/** How long the load runs; `PICKET_BENCH_LOAD_SECONDS` shortens it while developing. */
const loadSeconds = 60;
/** Contractors working at once; `PICKET_BENCH_LOAD_USERS` lowers it while developing. */
const concurrentContractors = 50;
/**
 * A contractor may text 30 customers an hour (functions/core/rate-limit/text-limits.ts), so in a run each starts
 * at most 30 rounds: a round starts no sooner than (run length ÷ 30) after the previous one began.
 */
const textsPerContractorPerHour = 30;
/** The baseline: one more client asks GET /api/health this often all through the run. */
const healthEveryMs = 50;

const seconds = Number(process.env.PICKET_BENCH_LOAD_SECONDS) || loadSeconds;
const users = Number(process.env.PICKET_BENCH_LOAD_USERS) || concurrentContractors;

const routes = [
  'GET /api/contractors/{id}/quotes',
  'POST /api/quotes',
  'POST /api/quotes/{id}/send',
  'GET /api/customer/quotes/{id}',
] as const;
type Route = (typeof routes)[number] | 'GET /api/health';

interface Tally {
  times: number[];
  errors: Map<string, number>;
}

/** A loopback address per simulated person: 127.<block>.<n / 250>.<n % 250 + 2>. */
const addressOf = (block: number, n: number) => `127.${block}.${Math.floor(n / 250)}.${(n % 250) + 2}`;

export const benchLoad = async (): Promise<void> => {
  const app = await startBenchApp();
  const tallies = new Map<Route, Tally>(
    [...routes, 'GET /api/health' as const].map((route) => [route, { times: [], errors: new Map() }]),
  );
  let deadline = Number.POSITIVE_INFINITY;
  const record = async <T>(route: Route, call: () => Promise<BenchResponse<T>>, expected: number) => {
    const tally = tallies.get(route) as Tally;
    const begun = performance.now();
    try {
      const response = await call();
      // Timed while the load lasts: what starts after the deadline meets a lighter load, so it is not counted.
      if (begun <= deadline) tally.times.push(response.ms);
      if (response.status !== expected) {
        const code = (response.body as { code?: string } | undefined)?.code;
        const key = `${response.status}${code ? ` ${code}` : ''}`;
        tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
        return undefined;
      }
      return response;
    } catch (error) {
      const key = (error as Error).message.slice(0, 60);
      tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
      return undefined;
    }
  };

  const contractors: { client: BenchClient; customer: BenchClient; contractorId: string }[] = [];
  const health = new BenchClient(app.baseUrl, addressOf(64, 0));
  try {
    // Sign-ups two at a time (each hashes a password), before the clock starts.
    const setupStarted = performance.now();
    for (let first = 0; first < users; first += 2) {
      const batch = Array.from({ length: Math.min(2, users - first) }, (_, offset) => first + offset);
      contractors.push(
        ...(await Promise.all(
          batch.map(async (n) => {
            const client = new BenchClient(app.baseUrl, addressOf(62, n));
            const contractorId = await signUpContractor(client);
            return { client, customer: new BenchClient(app.baseUrl, addressOf(63, n)), contractorId };
          }),
        )),
      );
    }
    // One round first, untimed, so the first timed ones do not pay for code the runtime loads on first use.
    const [first] = contractors;
    if (first) {
      const warmUp = await first.client.request<{ id: string }>('POST', '/api/quotes', quoteBody());
      await first.client.request('POST', `/api/quotes/${warmUp.body.id}/send`, {});
    }
    // The warm-up's text counts against the first contractor's allowance too.
    const roundEveryMs = (seconds * 1000) / (textsPerContractorPerHour - 1);
    console.log(
      `API under load: ${users} contractors for ${seconds} s against the local runtime (signed up in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s beforehand; a round — list, save, text, customer view — starts at most every ${(roundEveryMs / 1000).toFixed(1)} s per contractor, their texting allowance):`,
    );
    console.log(loadedMachineNote);

    const started = performance.now();
    deadline = started + seconds * 1000;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
    const work = contractors.map(async ({ client, customer, contractorId }, n) => {
      // Their first rounds spread over one round's time, rather than all at the same instant.
      await pause((n * roundEveryMs) / contractors.length);
      while (performance.now() < deadline) {
        const roundStarted = performance.now();
        await record(
          'GET /api/contractors/{id}/quotes',
          () => client.request('GET', `/api/contractors/${contractorId}/quotes?limit=25`),
          200,
        );
        const saved = await record(
          'POST /api/quotes',
          () => client.request<{ id: string }>('POST', '/api/quotes', quoteBody()),
          201,
        );
        const quoteId = saved?.body.id;
        if (quoteId) {
          const sent = await record(
            'POST /api/quotes/{id}/send',
            () => client.request('POST', `/api/quotes/${quoteId}/send`, {}),
            200,
          );
          if (sent)
            await record(
              'GET /api/customer/quotes/{id}',
              () => customer.request('GET', `/api/customer/quotes/${quoteId}`),
              200,
            );
        }
        await pause(roundStarted + roundEveryMs - performance.now());
      }
    });
    const baseline = (async () => {
      while (performance.now() < deadline) {
        await record('GET /api/health', () => health.request('GET', '/api/health'), 200);
        await pause(healthEveryMs);
      }
    })();
    await Promise.all([...work, baseline]);
    const elapsed = (performance.now() - started) / 1000;

    const healthTimes = [...(tallies.get('GET /api/health') as Tally).times].sort((a, b) => a - b);
    const healthP95 = quantile(healthTimes, 0.95);
    let requests = 0;
    for (const route of ['GET /api/health', ...routes] as const) {
      const { times, errors } = tallies.get(route) as Tally;
      const sorted = [...times].sort((a, b) => a - b);
      requests += sorted.length;
      const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
      const ms = (p: number) => `${quantile(sorted, p).toFixed(0).padStart(5)} ms`;
      const ratio =
        route === 'GET /api/health'
          ? 'baseline'
          : sorted.length && healthP95
            ? `p95 ${(quantile(sorted, 0.95) / healthP95).toFixed(1)}× health`
            : 'none timed';
      console.log(
        `  ${route.padEnd(32)} ${String(sorted.length).padStart(5)} calls   p50 ${ms(0.5)}   p95 ${ms(0.95)}   p99 ${ms(0.99)}   ${ratio.padEnd(18)} errors ${String(errorCount).padStart(3)} (target 0) ${verdict(errorCount === 0)}`,
      );
      for (const [what, count] of errors) console.log(`      ${count} × ${what}`);
    }
    console.log(
      `  ${requests} timed requests in ${elapsed.toFixed(0)} s (${(requests / elapsed).toFixed(0)}/s)`,
    );
    const resent = [health, ...contractors.flatMap(({ client, customer }) => [client, customer])].reduce(
      (sum, client) => sum + client.resentReads,
      0,
    );
    if (resent)
      console.log(
        `  ${resent} GET(s) sent again on a new connection, as a browser does: the runtime had closed the idle kept-alive one as they were sent`,
      );
  } finally {
    health.close();
    for (const { client, customer } of contractors) {
      client.close();
      customer.close();
    }
    await app.stop();
  }
};
