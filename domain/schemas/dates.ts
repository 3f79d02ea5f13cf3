// Calendar dates (YYYY-MM-DD) and clock times (HH:MM or HH:MM:SS, SPEC §5) as every schema accepts them.
import * as z from 'zod/mini';
import { message } from './message';

export const isRealDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const dateSchema = z
  .string(message('date.invalid'))
  .check(z.refine(isRealDate, message('date.invalid')));

export const timeSchema = z
  .string(message('time.invalid'))
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, message('time.invalid')));
