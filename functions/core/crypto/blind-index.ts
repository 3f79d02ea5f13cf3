// Keyed blind-index tokens: HMAC-SHA256 under a key separate from the encryption key, over the contractor,
// the kind of term and the term. Equal terms give equal tokens (so search works by key lookup); without
// the index key a token reveals nothing, and the same name at two contractors gives unrelated tokens.
import { createHmac } from 'node:crypto';
import type { SearchTerm } from '#domain/search-tokens';

/** 128 bits: collisions are negligible, and any would be filtered out after decryption anyway. */
export const blindToken = (indexKey: Buffer, contractorId: string, term: SearchTerm): string =>
  createHmac('sha256', indexKey)
    .update(`${contractorId}\u0000${term.kind}\u0000${term.value}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
