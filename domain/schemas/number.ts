// Every number a request may carry is read through this schema. DynamoDB refuses numbers whose magnitude is
// below 1e-130 (1e-200, 5e-324 underflow) or above 9.99e125, after validation had already passed; no
// fence, price, rate or percentage needs more than nine decimals or fifteen digits, so values outside
// that band are refused here with the field's own message.
import * as z from 'zod/mini';
import type { MessageKey } from '../messages';
import { message } from './message';

const smallest = 1e-9;
const largest = 1e15;

export const isStorableNumber = (value: number): boolean =>
  value === 0 || (Math.abs(value) >= smallest && Math.abs(value) <= largest);

/** A finite number within the storable band; `key` is the message for anything else. */
export const numberField = (key: MessageKey) =>
  z.number(message(key)).check(z.refine(isStorableNumber, message(key)));
