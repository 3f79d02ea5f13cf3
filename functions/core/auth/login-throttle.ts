// Brute-force protection for sign-in: failed attempts are counted per account and per IP in fixed
// 15-minute windows. Over the limit the caller gets 429 until the window ends — never a lockout longer
// than 15 minutes, so an attacker cannot keep the real user out for long, and the per-IP limit stops one
// source from spraying many accounts.
import { countInWindow, readWindowCounts } from '#functions/store/rate-limits';
import { windowOf } from '../rate-limit/consume-rate-limit';
import { rateLimitKeyOf } from '../rate-limit/rate-limit-key';

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
  const counts = await readWindowCounts(counters.map(({ scope, key }) => ({ scope, key, windowStart })));
  const blocked = counters.some(({ limit }, index) => (counts[index] ?? 0) >= limit);
  return blocked ? windowEnd - nowSeconds : 0;
};

export const recordLoginFailure = async (email: string, ip: string): Promise<void> => {
  const { windowStart, windowEnd: expiresAt } = windowOf(loginThrottlePolicy.windowSeconds);
  await Promise.all(
    countersFor(email, ip).map(({ scope, key }) => countInWindow({ scope, key, windowStart }, expiresAt)),
  );
};
