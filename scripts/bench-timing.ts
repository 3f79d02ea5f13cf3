// What the store-backed benches share: the median of samples, the median time of a piece of async work, and
// the sizes a bench at scale compares.

/**
 * A bench at scale compares an account of `small` records with one of `large`, over `runs` timed runs each.
 * `npm run bench` uses each bench's own sizes (its target's); a test runs them small to see every figure print.
 */
export interface ScaleSizes {
  small: number;
  large: number;
  runs: number;
}

/** 10000 → "10,000", as the figures are labelled. */
export const countLabel = (count: number): string => count.toLocaleString('en-US');

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The median wall-clock time of `runs` sequential runs of `work`, in milliseconds. */
export const medianMs = async (runs: number, work: () => Promise<unknown>): Promise<number> => {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return median(samples);
};
