// How a quote is priced: chosen automatically, per foot, or from a catalog style (docs/pricing.md). Kept
// apart from the request schemas so the store can name the values without loading zod.
export const calculationMethods = ['auto', 'per_foot', 'style'] as const;
export type CalculationMethod = (typeof calculationMethods)[number];
