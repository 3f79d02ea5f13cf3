// The homeowner flow checks answers and contact details with the shared zod schemas and shows their
// messages (homeowner-request.ts). zod is the largest library the public quote page would otherwise load
// before it can be used, so the checks load on the visitor's first input instead — every check follows
// one — and stay loaded; a failed load is tried again by the next check.
import type { MessageKey } from '#domain/messages';
import type { Lang } from '#frontend/i18n/core';

type HomeownerChecks = typeof import('./homeowner-request');

let loaded: HomeownerChecks | undefined;
let loading: Promise<HomeownerChecks> | undefined;

export const loadHomeownerChecks = (): Promise<HomeownerChecks> => {
  loading ??= import('./homeowner-request').then(
    (checks) => {
      loaded = checks;
      return checks;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/** Starts loading the checks ahead of the first one (on focus or touch); a failure waits for that check. */
export const preloadHomeownerChecks = (): void => {
  loadHomeownerChecks().catch(() => undefined);
};

/** A check's message in a language. Only a loaded check finds one, so its messages are there too. */
export const checkMessage = (key: MessageKey | undefined, lang: Lang): string | undefined =>
  key && loaded ? loaded.translate(key, lang) : undefined;
