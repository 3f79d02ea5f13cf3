// What the store-backed benches share: the median of samples, and the median time of a piece of async work.

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
