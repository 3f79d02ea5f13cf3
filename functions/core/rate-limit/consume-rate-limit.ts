// Fixed-window rate limits: one atomic ADD per request returns the window's count, so concurrent callers
// cannot slip past the limit between a read and a write. Over the limit → 429 with Retry-After.
import type { MessageKey } from '#domain/messages';
import { DomainError } from '#functions/core/errors';
import { countInWindow } from '#functions/store/rate-limits';
import { recordRateLimited } from '../security/rate-limit-events';

export interface RateLimitRule {
  scope: string;
  limit: number;
  windowSeconds: number;
  messageKey?: MessageKey;
}

export const windowOf = (windowSeconds: number, nowSeconds = Math.floor(Date.now() / 1000)) => {
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  return { windowStart, windowEnd: windowStart + windowSeconds, nowSeconds };
};

/** Counts one request for `key`; throws 429 when the window already holds `limit` of them. */
export const consumeRateLimit = async (rule: RateLimitRule, key: string): Promise<void> => {
  const { windowStart, windowEnd, nowSeconds } = windowOf(rule.windowSeconds);
  const count = await countInWindow({ scope: rule.scope, key: key || 'unknown', windowStart }, windowEnd);
  if (count > rule.limit) {
    // The window's first refusal is kept for the administrators' security view.
    if (count === rule.limit + 1) await recordRateLimited(rule.scope, key || 'unknown');
    throw new DomainError('RATE_LIMITED', rule.messageKey ?? 'request.rateLimited', {
      retryAfterSeconds: windowEnd - nowSeconds,
    });
  }
};
