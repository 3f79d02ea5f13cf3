// Structured logs (JSON lines) through Powertools Logger. Entry points open a scope with the keys that
// identify the work (request id, area, route, contractor id; or the event or scheduled run), and every
// line logged inside it carries them. The scope lives in AsyncLocalStorage rather than in the logger's
// own keys because the local runtime serves many requests at once in one process: keys appended to a
// shared logger would leak from one request into another.
// Never log a customer's contact details: ids, codes and outcomes only.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';

type LogKeys = Record<string, string | number | boolean | undefined>;

const root = new Logger({ serviceName: 'picket' });
const scopes = new AsyncLocalStorage<Logger>();

const current = (): Logger => scopes.getStore() ?? root;

type Extra = Record<string, unknown> | Error;
type Level = 'debug' | 'info' | 'warn' | 'error';

const write = (level: Level, message: string, extra?: Extra) => {
  const target = current();
  if (extra === undefined) target[level](message);
  else if (extra instanceof Error) target[level](message, extra);
  else target[level](message, extra as Record<string, never>);
};

export const logger = {
  debug: (message: string, extra?: Extra) => write('debug', message, extra),
  info: (message: string, extra?: Extra) => write('info', message, extra),
  warn: (message: string, extra?: Extra) => write('warn', message, extra),
  error: (message: string, extra?: Extra) => write('error', message, extra),
};

/** Runs `work` with `keys` on every line it logs (nested scopes add to their parent's keys). */
export const withLogScope = <T>(keys: LogKeys, work: () => Promise<T>): Promise<T> => {
  const child = current().createChild();
  child.appendPersistentKeys(keys);
  return scopes.run(child, work);
};

/** Adds keys to the current scope once they are known (e.g. the contractor id after the session loads). */
export const addLogKeys = (keys: LogKeys): void => {
  scopes.getStore()?.appendPersistentKeys(keys);
};
