// Brute-force protection for sign-in that cannot be turned against the account's owner. Failed attempts
// are counted in fixed 15-minute windows:
// - per account *and* IP: 10 failures and that IP gets 429 for that account until the window ends, while
//   the owner, signing in from anywhere else, is not affected;
// - per IP: 50 failures across accounts and the IP gets 429 (one source spraying many accounts);
// - per account from all IPs: past 20 failures every further attempt on the account is slowed (up to 3 s
//   before the password is checked), never refused, so a distributed guesser is slowed to a crawl and
//   the owner with the right password still gets in.
import { countInWindow, readWindowCounts } from '#functions/store/rate-limits';
import { windowOf } from '../rate-limit/consume-rate-limit';
import { rateLimitKeyOf } from '../rate-limit/rate-limit-key';
import { checkFailedLogins } from '../security/security-alerts';

export const loginThrottlePolicy = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccountAndIp: 10,
  maxFailuresPerIp: 50,
  /** Failures on one account, from all IPs, after which attempts are slowed. */
  slowAfterAccountFailures: 20,
  slowdownStepMs: 150,
  maxSlowdownMs: 3000,
} as const;

interface Counter {
  scope: 'login-account-ip' | 'login-ip' | 'login-account';
  key: string;
  /** Failures that refuse further attempts; none for the account-wide counter, which only slows. */
  limit?: number;
}

const countersFor = (email: string, ip: string): Counter[] => {
  const ipKey = rateLimitKeyOf(ip) || 'unknown';
  return [
    {
      scope: 'login-account-ip',
      key: `${email}|${ipKey}`,
      limit: loginThrottlePolicy.maxFailuresPerAccountAndIp,
    },
    { scope: 'login-ip', key: ipKey, limit: loginThrottlePolicy.maxFailuresPerIp },
    { scope: 'login-account', key: email },
  ];
};

export interface LoginGate {
  /** Seconds until this caller may try again; 0 when it may try now. */
  retryAfterSeconds: number;
  /** How long to hold this attempt before checking the password. */
  slowdownMs: number;
}

/** One read of the three counters: may this caller try, and how slowly. */
export const loginGate = async (email: string, ip: string): Promise<LoginGate> => {
  const { windowStart, windowEnd, nowSeconds } = windowOf(loginThrottlePolicy.windowSeconds);
  const counters = countersFor(email, ip);
  const counts = await readWindowCounts(counters.map(({ scope, key }) => ({ scope, key, windowStart })));
  const blocked = counters.some(({ limit }, index) => limit !== undefined && (counts[index] ?? 0) >= limit);
  const accountFailures = counts[2] ?? 0;
  const overCeiling = accountFailures - loginThrottlePolicy.slowAfterAccountFailures;
  return {
    retryAfterSeconds: blocked ? windowEnd - nowSeconds : 0,
    slowdownMs:
      overCeiling > 0
        ? Math.min(loginThrottlePolicy.maxSlowdownMs, overCeiling * loginThrottlePolicy.slowdownStepMs)
        : 0,
  };
};

/** Counts a failed sign-in, and raises the alerts of many failures for one account or from one IP. */
export const recordLoginFailure = async (email: string, ip: string): Promise<void> => {
  const { windowStart, windowEnd: expiresAt } = windowOf(loginThrottlePolicy.windowSeconds);
  const [, ipCount = 0, accountCount = 0] = await Promise.all(
    countersFor(email, ip).map(({ scope, key }) => countInWindow({ scope, key, windowStart }, expiresAt)),
  );
  await checkFailedLogins({ email, ip, windowStart }, { account: accountCount, ip: ipCount });
};
