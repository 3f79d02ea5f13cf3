// Page cursors leave the server sealed. The store's cursor (ElectroDB's, which spells out the table's
// keys) is encrypted and authenticated with the server's data key and bound to the contractor and to the
// list it pages, filters included; the client gets an opaque `v1:…` token. A token that was edited, made
// up, or taken from another list or contractor does not open, and the caller gets 400 INVALID_CURSOR
// before any read.
import { DomainError } from '#functions/core/errors';
import { decryptField, encryptField } from '../crypto/field-cipher';
import type { CustomerKeys } from '../ports/keys/customer-keys';

export interface CursorBinding {
  contractorId: string;
  /** Which list, with every filter that shapes it, e.g. `quotes?status=draft&source=`. */
  list: string;
}

const contextOf = ({ contractorId, list }: CursorBinding) => ({ contractorId, field: `cursor:${list}` });

export const invalidCursor = () =>
  new DomainError('INVALID_CURSOR', 'cursor.invalid', { fields: { cursor: 'cursor.invalid' } });

export const sealCursor = (
  storeCursor: string | null | undefined,
  keys: Pick<CustomerKeys, 'dataKey'>,
  binding: CursorBinding,
): string | null => (storeCursor ? encryptField(storeCursor, keys.dataKey, contextOf(binding)) : null);

/** The store's cursor inside a client's token; undefined for the first page. */
export const openCursor = (
  token: string | undefined,
  keys: Pick<CustomerKeys, 'dataKey'>,
  binding: CursorBinding,
): string | undefined => {
  if (token === undefined || token === '') return undefined;
  try {
    return decryptField(token, keys.dataKey, contextOf(binding));
  } catch {
    throw invalidCursor();
  }
};
