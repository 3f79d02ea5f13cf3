// The `Idempotency-Key` header of a creating request (POST /api/quotes, POST /api/homeowners, a quote's send):
// absent means the request is not idempotent; a malformed one is a 400 naming the header.
import { idempotencyKeyHeader, idempotencyKeySchema } from '#domain/schemas/idempotency-key';
import { invalidFields } from '#functions/core/errors';
import type { ApiRequest } from './api-request';

export const idempotencyKeyOf = (request: ApiRequest): string | undefined => {
  const headers = request.event.headers ?? {};
  const raw = headers[idempotencyKeyHeader] ?? headers['Idempotency-Key'];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw.trim());
  if (!parsed.success) throw invalidFields({ 'Idempotency-Key': 'idempotencyKey.invalid' });
  return parsed.data;
};
