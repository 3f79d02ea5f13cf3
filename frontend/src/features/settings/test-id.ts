// The test id of a settings box, made from its API path (`settings-pricing-pricePerFootCents-vinyl`).

export const testIdOf = (path: string) => `settings-${path.replaceAll('.', '-')}`;
