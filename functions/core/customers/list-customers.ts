// A contractor's customers a page at a time, newest first or by name; archived customers are left out.
// The name order comes from the sealed name chunks (name-order.ts). Both orders page by sealed cursors
// (page-cursor.ts); the name order's holds a name, one more reason it never leaves the server readable.
import { getCustomers, type HomeownerItem, listCustomersNewest } from '#functions/store/customers';
import { openCursor, sealCursor } from '../paging/page-cursor';
import { customerKeys } from '../ports/keys/customer-keys';
import { pageByName } from './name-order';

interface ListOptions {
  sort: 'newest' | 'name';
  /** One person's customers, newest first (the sort is then newest). */
  assignedTo?: string | undefined;
  cursor?: string;
  limit: number;
}

const listNewest = async (contractorId: string, options: ListOptions) => {
  const keys = await customerKeys();
  const binding = { contractorId, list: `customers?sort=newest&assignedTo=${options.assignedTo ?? ''}` };
  const page = await listCustomersNewest(contractorId, {
    limit: options.limit,
    ...(options.assignedTo ? { assignedTo: options.assignedTo } : {}),
    cursor: openCursor(options.cursor, keys, binding),
  });
  return { customers: page.customers, cursor: sealCursor(page.cursor, keys, binding) };
};

const listByName = async (contractorId: string, options: ListOptions) => {
  const keys = await customerKeys();
  const binding = { contractorId, list: 'customers?sort=name' };
  const after = openCursor(options.cursor, keys, binding);
  const { ids, lastKey } = await pageByName(contractorId, keys, { after, limit: options.limit });
  const byId = new Map((await getCustomers(contractorId, ids)).map((item) => [item.homeownerId, item]));
  const customers = ids
    .map((id) => byId.get(id))
    .filter((item): item is HomeownerItem => item !== undefined && !item.archivedAt);
  return { customers, cursor: sealCursor(lastKey, keys, binding) };
};

export const listCustomers = (contractorId: string, options: ListOptions) =>
  options.sort === 'name' && !options.assignedTo
    ? listByName(contractorId, options)
    : listNewest(contractorId, options);
