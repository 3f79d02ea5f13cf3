// Job money at the edges: the API sends and takes dollars, the forms hold dollar text, and every sum or
// comparison is done in integer cents (domain/money.ts) so a schedule adds up to the job total exactly.
import { toCents, toDollars } from '#domain/money';
import { centsToInput, inputToCents } from '#frontend/lib/money-input';

/** API dollars as the text of a money box: 1234.5 → "1234.50". */
export const dollarsToInput = (dollars: number): string => centsToInput(toCents(dollars));

/** Dollar text without "$" or thousands commas, so "$1,234.50" reads as people mean it. */
const plainNumber = (text: string): string => text.replace(/[$,\s]/g, '');

/** The text of a money box as whole cents; NaN when empty or unreadable. */
export const moneyInputToCents = (text: string): number => inputToCents(plainNumber(text));

/** The text of a money box as dollars rounded to the cent, for the API; NaN when empty or unreadable. */
export const moneyInputToDollars = (text: string): number => {
  const cents = moneyInputToCents(text);
  return Number.isNaN(cents) ? Number.NaN : toDollars(cents);
};

/** What is still due on a milestone, in cents (never below zero). */
export const remainingCents = (milestone: { amount: number; paidAmount: number }): number =>
  Math.max(0, toCents(milestone.amount) - toCents(milestone.paidAmount));

/** Sum of dollar amounts, added in cents. */
export const sumCents = (dollarAmounts: readonly number[]): number =>
  dollarAmounts.reduce((sum, amount) => sum + toCents(amount), 0);
