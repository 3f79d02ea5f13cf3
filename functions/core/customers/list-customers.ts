// A contractor's customers a page at a time, newest first or by name; archived customers are left out.
// The name order comes from the sealed name chunks (name-order.ts); its cursor is sealed too, since it
// holds a name.
import { DomainError } from '#functions/core/errors';
import { getCustomers, type HomeownerItem, listCustomersNewest } from '#functions/store/customers';
import { decryptField, encryptField } from '../crypto/field-cipher';
import { customerKeys } from '../ports/keys/customer-keys';
import { pageByName } from './name-order';

interface ListOptions {
  sort: 'newest' | 'name';
  cursor?: string;
  limit: number;
}

const listNewest = (contractorId: string, options: ListOptions) => listCustomersNewest(contractorId, options);

const listByName = async (contractorId: string, options: ListOptions) => {
  const keys = await customerKeys();
  const context = { contractorId, field: 'nameCursor' };
  let after: string | undefined;
  try {
    after = options.cursor ? decryptField(options.cursor, keys.dataKey, context) : undefined;
  } catch {
    throw new DomainError('VALIDATION_FAILED', 'request.invalid', { fields: { cursor: 'field.invalid' } });
  }
  const { ids, lastKey } = await pageByName(contractorId, keys, { after, limit: options.limit });
  const byId = new Map((await getCustomers(contractorId, ids)).map((item) => [item.homeownerId, item]));
  const customers = ids
    .map((id) => byId.get(id))
    .filter((item): item is HomeownerItem => item !== undefined && !item.archivedAt);
  return { customers, cursor: lastKey ? encryptField(lastKey, keys.dataKey, context) : null };
};

export const listCustomers = (contractorId: string, options: ListOptions) =>
  options.sort === 'name' ? listByName(contractorId, options) : listNewest(contractorId, options);
