// The `Idempotency-Key` header a client sends with a creating request it may repeat (a retry, the offline
// queue syncing): 1–128 letters, digits and `-_.:` — a UUID fits. Absent: the request is not idempotent.
import * as z from 'zod/mini';
import { message } from './message';

export const idempotencyKeyHeader = 'idempotency-key';

export const idempotencyKeySchema = z
  .string(message('idempotencyKey.invalid'))
  .check(z.regex(/^[A-Za-z0-9_.:-]{1,128}$/, message('idempotencyKey.invalid')));
