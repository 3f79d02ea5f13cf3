// Dollars as typed in a money box and integer cents as the API stores them. An empty or unreadable box is
// "no amount" (NaN, which the shared schemas refuse), never a silent zero.
import { toCents, toDollars } from '#domain/money';

/** Cents as the text of a dollar input: 2500 → "25.00". */
export const centsToInput = (cents: number): string =>
  Number.isFinite(cents) ? toDollars(cents).toFixed(2) : '';

/** The text of a number input as a number; NaN when empty or unreadable. */
export const inputToNumber = (text: string): number => {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
};

/** The text of a dollar input as cents, rounded half away from zero; NaN when empty or unreadable. */
export const inputToCents = (text: string): number => {
  const dollars = inputToNumber(text);
  return Number.isNaN(dollars) ? Number.NaN : toCents(dollars);
};

/** A plain number (percent, factor, months) as input text. */
export const numberToInput = (value: number | undefined): string =>
  value === undefined || !Number.isFinite(value) ? '' : String(value);
