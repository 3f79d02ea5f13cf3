// Material delivery: the fee of the order's value tier (distance bracket, flat fee, per-mile rate or
// free), tapered at tier edges so that a bigger order never costs less in total than a smaller one.
import { percentOfCents, roundCents } from './rounding';
import type { ShippingSettings } from './settings';

export interface ShippingQuote {
  feeCents: number;
  /** 1, 2 or 3: the order-value tier of the goods. */
  tier: 1 | 2 | 3;
}

const perMileCents = (miles: number, shipping: ShippingSettings) =>
  Math.max(roundCents(miles * shipping.perMileRateCents), shipping.perMileMinimumCents);

/** The distance bracket's fee; past the last bracket, the per-mile rate with its minimum. */
export const distanceFeeCents = (miles: number, shipping: ShippingSettings): number =>
  shipping.distanceBrackets.find((bracket) => miles <= bracket.maxMiles)?.feeCents ??
  perMileCents(miles, shipping);

const tierFees = (miles: number, shipping: ShippingSettings): [number, number, number] => {
  const flat = shipping.tierTwoFlatFeeCents;
  const [one, two] =
    shipping.method === 'tiered'
      ? [distanceFeeCents(miles, shipping), flat]
      : shipping.method === 'flat'
        ? [flat, flat]
        : [perMileCents(miles, shipping), perMileCents(miles, shipping)];
  return [one, two, shipping.tierThreeFree ? 0 : two];
};

/**
 * Shipping for goods worth `goodsCents` delivered `miles` from the warehouse. Near the top of a tier the
 * fee is capped at what is left to reach the next tier plus that tier's fee, so crossing into a cheaper
 * tier (e.g. free shipping from $5,000) never makes a larger order cheaper than a smaller one.
 */
export const shippingFor = (goodsCents: number, miles: number, shipping: ShippingSettings): ShippingQuote => {
  const fees = tierFees(miles, shipping);
  const starts = [0, shipping.tierOneMaxCents + 1, shipping.tierTwoMaxCents + 1];
  const tier = goodsCents >= (starts[2] ?? 0) ? 3 : goodsCents >= (starts[1] ?? 0) ? 2 : 1;
  let fee = Number.POSITIVE_INFINITY;
  for (let next = tier - 1; next < 3; next++) {
    fee = Math.min(fee, Math.max(0, (starts[next] ?? 0) - goodsCents) + (fees[next] ?? 0));
  }
  const discount = shipping.discountEnabled ? (shipping.discountPercent ?? 0) : 0;
  return { feeCents: Math.max(0, fee - percentOfCents(fee, discount)), tier };
};
