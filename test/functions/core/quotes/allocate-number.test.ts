// Quote numbers: unique per contractor even when many creates race.
import { describe, expect, it } from 'vitest';
import { allocateNumber } from '#functions/core/quotes/allocate-number';
import { consumeRateLimit } from '#functions/core/rate-limit/consume-rate-limit';
import { newId } from '#functions/core/tokens';
import { renderError } from '#functions/http/render-error';

describe('allocateNumber', () => {
  it('gives 50 concurrent callers 50 distinct numbers, 1 to 50', async () => {
    const contractorId = newId('c');
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => allocateNumber(contractorId, 'quote')),
    );
    expect(new Set(numbers).size).toBe(50);
    expect(Math.min(...numbers)).toBe(1);
    expect(Math.max(...numbers)).toBe(50);
  });

  it('keeps each contractor and each sequence separate', async () => {
    const first = newId('c');
    const second = newId('c');
    expect(await allocateNumber(first, 'quote')).toBe(1);
    expect(await allocateNumber(second, 'quote')).toBe(1);
    expect(await allocateNumber(first, 'job')).toBe(1);
    expect(await allocateNumber(first, 'quote')).toBe(2);
  });
});

describe('consumeRateLimit', () => {
  it('lets exactly `limit` concurrent requests through and answers the rest 429 with Retry-After', async () => {
    const rule = { scope: 'test', limit: 5, windowSeconds: 600 };
    const key = newId('ip');
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => consumeRateLimit(rule, key)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(3);
    // What the caller gets over HTTP: the use case's error as the HTTP layer answers it.
    const answer = renderError((refused[0] as PromiseRejectedResult).reason, 'en');
    expect(answer.status).toBe(429);
    expect(Number(answer.headers?.['retry-after'])).toBeGreaterThan(0);
  });
});
