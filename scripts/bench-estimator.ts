// The estimator's speed, beside its target: the median time to price a realistic 6-side quote (gates,
// style, caps, hardware, removal, shipping, tax, financing), measured run by run after a warm-up.
import { pathToFileURL } from 'node:url';
import { estimateFence } from '#domain/pricing/estimate';
import { estimateRequestSchema } from '#domain/pricing/schemas';
import { defaultEstimatorSettings, type EstimatorSettings } from '#domain/pricing/settings';

const targetMicros = 50;
const warmUpRuns = 2_000;
const measuredRuns = 20_000;

const settings: EstimatorSettings = {
  ...defaultEstimatorSettings,
  pricing: {
    ...defaultEstimatorSettings.pricing,
    taxRatePercent: 8.25,
    financing: { enabled: true, aprPercent: 9.99, termMonths: 60, programFeePercent: 6 },
  },
};

const sixSideQuote = {
  zipCode: '78701',
  material: 'vinyl',
  styleId: 'vinyl-privacy',
  heightFt: 6,
  sides: [
    { lengthFt: 62.5, gates: [{ widthFt: 4 }] },
    { lengthFt: 118, gates: [] },
    { lengthFt: 40, gates: [{ widthFt: 12, offsetFt: 14 }] },
    { lengthFt: 35, gates: [], turnDegrees: -90 },
    { lengthFt: 80, gates: [{ widthFt: 5 }, { widthFt: 4 }] },
    { lengthFt: 24, gates: [] },
  ],
  capId: 'vinyl-new-england-cap',
  hardware: [{ hardwareId: 'vinyl-hinge-set' }, { hardwareId: 'vinyl-latch' }, { hardwareId: 'drop-rod' }],
  removal: { material: 'chain_link' },
  adjustments: [{ label: 'Repeat customer', value: -150, reason: 'Second fence for this household' }],
  shippingDistanceMiles: 38,
  financed: true,
};

const medianMicros = (run: () => unknown): number => {
  for (let i = 0; i < warmUpRuns; i++) run();
  const times = new Float64Array(measuredRuns);
  for (let i = 0; i < measuredRuns; i++) {
    const started = performance.now();
    run();
    times[i] = performance.now() - started;
  }
  times.sort();
  return (times[measuredRuns >> 1] ?? 0) * 1000;
};

export const benchEstimator = async (): Promise<void> => {
  const request = estimateRequestSchema.parse(sixSideQuote);
  const price = medianMicros(() => estimateFence(request, settings));
  const parseAndPrice = medianMicros(() =>
    estimateFence(estimateRequestSchema.parse(sixSideQuote), settings),
  );
  const verdict = price <= targetMicros ? 'meets' : 'MISSES';
  console.log(`Fence estimator (6 sides, style, gates, caps, hardware, removal, shipping, tax, financing):`);
  console.log(
    `  price a quote          median ${price.toFixed(1).padStart(6)} µs   target ≤ ${targetMicros} µs median   ${verdict}   (${measuredRuns} runs)`,
  );
  console.log(
    `  validate + price       median ${parseAndPrice.toFixed(1).padStart(6)} µs   (zod parse of the request included)`,
  );
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchEstimator();
