// Every number a request carries goes through numberField, so none the table cannot store gets past
// validation (DynamoDB underflows below 1e-130 and overflows above 9.99e125).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStorableNumber, numberField } from '#domain/schemas/number';

describe('numberField', () => {
  it('takes zero and everyday values, refuses what DynamoDB cannot store, with the field message', () => {
    for (const value of [0, -0, 1, 0.01, 1e-9, -180, 99_999_999, 1e15])
      expect(isStorableNumber(value)).toBe(true);
    for (const value of [1e-200, 5e-324, -1e-131, 1e-10, 1e16, 1e300, Number.MAX_VALUE])
      expect(isStorableNumber(value)).toBe(false);
    const result = numberField('percentage.invalid').safeParse(1e-200);
    expect(result.error?.issues[0]?.message).toBe('percentage.invalid');
    expect(numberField('percentage.invalid').safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });

  it('is how every request schema reads a number', () => {
    const schemaFiles = [
      ...readdirSync('domain/schemas').map((name) => join('domain/schemas', name)),
      'domain/pricing/schemas.ts',
    ].filter((file) => file.endsWith('.ts') && !file.endsWith('number.ts'));
    for (const file of schemaFiles) expect(readFileSync(file, 'utf8'), file).not.toMatch(/z\s*\.number\(/);
  });
});
