// Rounding of money math to whole cents: half away from zero, after dropping binary noise (as money.ts),
// so 0.5 of a cent computed as 0.49999999999 still rounds the way a person checking the quote expects.

/** A fractional number of cents to whole cents. */
export const roundCents = (cents: number): number => {
  const magnitude = Math.abs(cents);
  const fraction = magnitude - Math.floor(magnitude);
  // Only values within noise of a half cent need the (slower) decimal clean-up.
  const cleaned = Math.abs(fraction - 0.5) < 1e-6 ? Number(magnitude.toPrecision(12)) : magnitude;
  return Math.sign(cents) * Math.round(cleaned) || 0;
};

/** `percent` % of an amount of cents, in whole cents. */
export const percentOfCents = (cents: number, percent: number): number => roundCents((cents * percent) / 100);

/** Feet to the hundredth, as quantities are shown and priced. */
export const roundFeet = (feet: number): number => Math.round(Number((feet * 100).toPrecision(12))) / 100;
