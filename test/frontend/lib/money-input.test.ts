// The settings screen shows money in dollars and saves integer cents; an empty box is no amount, not $0.
import { describe, expect, it } from 'vitest';
import { centsToInput, inputToCents, inputToNumber, numberToInput } from '#frontend/lib/money-input';

describe('money boxes', () => {
  it('show cents as dollars with two decimals', () => {
    expect(centsToInput(2500)).toBe('25.00');
    expect(centsToInput(199999)).toBe('1999.99');
    expect(centsToInput(5)).toBe('0.05');
    expect(centsToInput(0)).toBe('0.00');
  });

  it('read typed dollars as cents, rounding half a cent away from zero', () => {
    expect(inputToCents('31.5')).toBe(3150);
    expect(inputToCents(' 19.995 ')).toBe(2000);
    expect(inputToCents('0.1')).toBe(10);
    expect(inputToCents('-5')).toBe(-500);
  });

  it('read an empty or unreadable box as no amount', () => {
    expect(inputToCents('')).toBeNaN();
    expect(inputToCents('  ')).toBeNaN();
    expect(inputToCents('abc')).toBeNaN();
    expect(inputToNumber('')).toBeNaN();
    expect(inputToNumber('1e999')).toBeNaN();
  });

  it('round-trip every cent amount', () => {
    for (const cents of [0, 1, 99, 100, 12345, 9_999_999, 10_000_000]) {
      expect(inputToCents(centsToInput(cents))).toBe(cents);
    }
  });

  it('show plain numbers as typed and leave missing ones empty', () => {
    expect(numberToInput(9.99)).toBe('9.99');
    expect(numberToInput(undefined)).toBe('');
    expect(inputToNumber('1.15')).toBe(1.15);
  });
});
