// Fixed-window counters (rate limits, failed sign-ins): one item per scope, key and window, with a TTL.
import { RateLimit } from './entities/rate-limit';

export interface RateWindow {
  scope: string;
  key: string;
  /** Epoch seconds. */
  windowStart: number;
}

// Adds one to a window's counter (one atomic ADD) and returns the new count.
export const countInWindow = async (window: RateWindow, expiresAt: number): Promise<number> => {
  const { data } = await RateLimit.upsert({ ...window, expiresAt })
    .add({ count: 1 })
    .go({ response: 'all_new' });
  return data?.count ?? 0;
};

// The counts of several windows (one batch read); a window never counted reads 0.
export const readWindowCounts = async (windows: readonly RateWindow[]): Promise<number[]> => {
  const { data } = await RateLimit.get([...windows]).go();
  return windows.map(
    ({ scope, key, windowStart }) =>
      data.find((item) => item.scope === scope && item.key === key && item.windowStart === windowStart)
        ?.count ?? 0,
  );
};
