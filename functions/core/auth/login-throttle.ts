// Brute-force protection for sign-in: failed attempts are counted per account and per IP in fixed
// 15-minute windows. Over the limit the caller gets 429 until the window ends — never a lockout longer
// than 15 minutes, so an attacker cannot keep the real user out for long, and the per-IP limit stops one
// source from spraying many accounts.
import { rateLimitKeyOf } from '#functions/http/client-ip';
import { store } from '#functions/store/service';
import { windowOf } from '../rate-limit/consume-rate-limit';

export const loginThrottlePolicy = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 10,
  maxFailuresPerIp: 50,
} as const;

interface Counter {
  scope: 'login-account' | 'login-ip';
  key: string;
  limit: number;
}

const countersFor = (email: string, ip: string): Counter[] => [
  { scope: 'login-account', key: email, limit: loginThrottlePolicy.maxFailuresPerAccount },
  { scope: 'login-ip', key: rateLimitKeyOf(ip) || 'unknown', limit: loginThrottlePolicy.maxFailuresPerIp },
];

/** Seconds until the caller may try again, or 0 when sign-in attempts are allowed. */
export const loginRetryAfter = async (email: string, ip: string): Promise<number> => {
  const { windowStart, windowEnd, nowSeconds } = windowOf(loginThrottlePolicy.windowSeconds);
  const counters = countersFor(email, ip);
  const { data } = await store.entities.rateLimit
    .get(counters.map(({ scope, key }) => ({ scope, key, windowStart })))
    .go();
  const blocked = counters.some(({ scope, key, limit }) =>
    data.some((item) => item.scope === scope && item.key === key && item.count >= limit),
  );
  return blocked ? windowEnd - nowSeconds : 0;
};

export const recordLoginFailure = async (email: string, ip: string): Promise<void> => {
  const { windowStart, windowEnd: expiresAt } = windowOf(loginThrottlePolicy.windowSeconds);
  await Promise.all(
    countersFor(email, ip).map(({ scope, key }) =>
      store.entities.rateLimit.upsert({ scope, key, windowStart, expiresAt }).add({ count: 1 }).go(),
    ),
  );
};
