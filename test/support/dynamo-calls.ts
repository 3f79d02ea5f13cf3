// Counts the DynamoDB calls each HTTP request of the local runtime makes (docs/api.md "DynamoDB calls per
// request"): an AWS SDK middleware on the store's client counts every command sent (GetItem, Query,
// TransactWriteItems, BatchGetItem, Scan, …) into the tally of the work it was sent for, which an
// AsyncLocalStorage scope opened around each request names. A call is one command as the code sends it:
// a BatchGetItem or a TransactWriteItems is one call whatever it holds, and the SDK's own retries are not
// counted. Work that is not the request's in AWS gets a tally of its own: the event consumers the local bus
// runs in process (their own Lambda behind EventBridge in AWS) and the local SMS and email outbox (SNS and
// SES in AWS). Test code installs it; the application never loads this module.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { dispatchEvent } from '#functions/core/events/dispatch';
import { setEventPublisher } from '#functions/core/ports/bus/bus';
import { setEmailSender } from '#functions/core/ports/email/email';
import { writeEmailToOutbox } from '#functions/core/ports/email/email-outbox';
import { setSmsSender } from '#functions/core/ports/sms/sms';
import { writeSmsToOutbox } from '#functions/core/ports/sms/sms-outbox';
import { routeKey } from '#functions/routes';
import { dynamoClient } from '#functions/store/client';
import { matchRoute } from '#infra/local/match-route';

/** The DynamoDB calls of one piece of work. */
export interface CallTally {
  /**
   * `request`: one HTTP request; `consumer`: one event's consumers; `outbox`: one message kept locally;
   * `outside`: the test's own calls (its setup, reading the outbox).
   */
  readonly kind: 'request' | 'consumer' | 'outbox' | 'outside';
  /** The route (`GET /api/jobs/{id}`) for a request, the event type for a consumer. */
  readonly name: string;
  /** The request as sent (`GET /api/jobs/j_123?status=open`), for messages. */
  readonly detail: string;
  /** Calls by command name (`GetItem`, `Query`, `TransactWriteItems`, …). */
  readonly commands: Record<string, number>;
  /** Each call in order: the command and the partition keys it names (what a failure shows). */
  readonly calls: string[];
  total: number;
}

const scope = new AsyncLocalStorage<CallTally>();
const tallies: CallTally[] = [];
/** Calls made outside any request, consumer or outbox: the test's own setup (e.g. createAccount). */
const outside: CallTally = {
  kind: 'outside',
  name: 'the test itself',
  detail: '',
  commands: {},
  calls: [],
  total: 0,
};

const newTally = (kind: CallTally['kind'], name: string, detail = name): CallTally => {
  const tally: CallTally = { kind, name, detail, commands: {}, calls: [], total: 0 };
  tallies.push(tally);
  return tally;
};

type Input = Record<string, any>;
/** The keys a call names (`pk`/`sk`, an index's `gsi1pk`…), ids and hashes shortened: to tell calls apart. */
const keysOf = (input: Input): string => {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    for (const [name, inner] of Object.entries(value)) {
      if (typeof inner === 'string' && /^:?(pk|sk\d?|gsi\d+(pk|sk))$/.test(name)) found.add(inner);
      else visit(inner, depth + 1);
    }
  };
  visit(input, 0);
  const short = (key: string) =>
    key.replace(/\b([a-z]{1,5}_)[\w-]{8,}/g, '$1…').replace(/([#:])[\w-]{20,}/g, '$1…');
  return [...new Set([...found].map(short))].join(' ');
};

let middlewareAdded = false;

const addCountingMiddleware = () => {
  if (middlewareAdded) return;
  middlewareAdded = true;
  // `initialize` runs once per command sent, before the SDK's retry loop: a retried call counts once. The
  // document client shares this client's stack, so ElectroDB's calls pass here too.
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      const tally = scope.getStore() ?? outside;
      const command = String(context.commandName ?? 'unknown').replace(/Command$/, '');
      tally.commands[command] = (tally.commands[command] ?? 0) + 1;
      tally.calls.push(`${command} ${keysOf((args as { input: Input }).input)}`.trim());
      tally.total += 1;
      return next(args);
    },
    { step: 'initialize', name: 'picketDynamoCallCounter', override: true },
  );
};

/** Runs each request the server answers in a tally of its own, named by its row of the route table. */
const countRequests = (server: Server) => {
  for (const listener of server.listeners('request') as RequestListener[]) {
    server.removeListener('request', listener);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      const match = url.pathname.startsWith('/api/') ? matchRoute(method, url.pathname) : null;
      const name = match ? routeKey(match.row) : `${method} ${url.pathname}`;
      scope.run(newTally('request', name, `${method} ${url.pathname}${url.search}`), () =>
        listener.call(server, request, response),
      );
    });
  }
};

/**
 * Installs the counter: the middleware on the store's client, and the bus and message ports that keep the
 * consumers' and the outbox's calls out of the request's tally (they run the same code as the ports would
 * pick). Answers `instrument`, to pass to the test server, and `restore`, which puts the ports back.
 */
export const installDynamoCallCounter = () => {
  addCountingMiddleware();
  setEventPublisher(async (events) => {
    for (const event of events)
      await scope.run(newTally('consumer', event.detailType), () =>
        dispatchEvent(event.detailType, event.detail),
      );
  });
  setSmsSender((message) => scope.run(newTally('outbox', 'sms'), () => writeSmsToOutbox(message)));
  setEmailSender((message) => scope.run(newTally('outbox', 'email'), () => writeEmailToOutbox(message)));
  return {
    instrument: countRequests,
    restore: () => {
      setEventPublisher(undefined);
      setSmsSender(undefined);
      setEmailSender(undefined);
    },
  };
};

/**
 * Runs `work` as one request named `name` — one that no route of the table answers, such as a page rendered
 * per request — and answers its result with its tally.
 */
export const countedRequest = async <T>(name: string, work: () => Promise<T>) => {
  const tally = newTally('request', name);
  return { result: await scope.run(tally, work), tally };
};

/** Every tally so far (requests, consumers, outbox), in the order the work started. */
export const dynamoCallTallies = (): readonly CallTally[] => [...tallies, outside];

/** The tallies of the requests served so far, by route. */
export const requestTallies = (): readonly CallTally[] => tallies.filter((tally) => tally.kind === 'request');
