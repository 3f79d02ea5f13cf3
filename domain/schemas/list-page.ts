// The query fields every list of a company's records shares (quotes, customers, jobs): one person's records,
// the page to continue from and the page size. Anything malformed reads as `field.invalid`.
import * as z from 'zod/mini';
import { message } from './message';

const invalid = message('field.invalid');

export const listPageFields = {
  /** One person's records (a user id). */
  assignedTo: z.optional(z.string(invalid).check(z.minLength(1, invalid), z.maxLength(64, invalid))),
  cursor: z.optional(z.string(invalid).check(z.maxLength(2048, invalid))),
  limit: z._default(z.coerce.number(invalid).check(z.int(invalid), z.gte(1), z.lte(100)), 25),
};
