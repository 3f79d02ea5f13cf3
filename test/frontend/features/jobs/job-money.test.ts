// Job money crosses the API in dollars and is added in cents, so a schedule meets the job total exactly.
import { describe, expect, it } from 'vitest';
import {
  dollarsToInput,
  moneyInputToCents,
  moneyInputToDollars,
  remainingCents,
  sumCents,
} from '#frontend/features/jobs/job-money';

describe('job money boxes', () => {
  it('show API dollars with two decimals', () => {
    expect(dollarsToInput(1234.5)).toBe('1234.50');
    expect(dollarsToInput(0)).toBe('0.00');
    expect(dollarsToInput(0.1 + 0.2)).toBe('0.30');
  });

  it('read what people type, with or without "$" and thousands commas', () => {
    expect(moneyInputToCents('$1,234.50')).toBe(123450);
    expect(moneyInputToCents(' 19.995 ')).toBe(2000);
    expect(moneyInputToDollars('1,000')).toBe(1000);
    expect(moneyInputToDollars('33.333')).toBe(33.33);
  });

  it('read an empty or unreadable box as no amount, never as zero', () => {
    expect(moneyInputToCents('')).toBeNaN();
    expect(moneyInputToCents('abc')).toBeNaN();
    expect(moneyInputToDollars('$')).toBeNaN();
  });

  it('round-trip every cent amount', () => {
    for (const cents of [0, 1, 99, 100, 12345, 9_999_999]) {
      expect(moneyInputToCents(dollarsToInput(cents / 100))).toBe(cents);
    }
  });
});

describe('milestone balances', () => {
  it('are what is still due, in cents, never below zero', () => {
    expect(remainingCents({ amount: 1500, paidAmount: 499.99 })).toBe(100001);
    expect(remainingCents({ amount: 0.3, paidAmount: 0.1 })).toBe(20);
    expect(remainingCents({ amount: 100, paidAmount: 100 })).toBe(0);
    expect(remainingCents({ amount: 100, paidAmount: 120 })).toBe(0);
  });

  it('add dollar amounts without float drift', () => {
    expect(sumCents([0.1, 0.2])).toBe(30);
    expect(sumCents([3333.33, 3333.33, 3333.34])).toBe(1_000_000);
    expect(sumCents([])).toBe(0);
  });
});
