// Creating, editing and archiving a customer. The record, its blind-index entries and its place in the
// name order are written in one transaction at creation; an edit moves the entries around the
// version-checked record write (core/search/replace-search-entries.ts), then its name-order place.
import { type NameEntry, nameSortKey } from '#domain/name-order';
import type { CustomerInput } from '#domain/schemas/customer';
import { DomainError } from '#functions/core/errors';
import {
  archiveCustomer as archiveRecord,
  createCustomer as createRecord,
  deleteSearchEntries,
  getCustomer,
  type HomeownerItem,
  type SearchEntryItem,
  saveCustomerFields,
  saveNameOrder,
} from '#functions/store/customers';
import { customerKeys } from '../ports/keys/customer-keys';
import { replaceSearchEntries } from '../search/replace-search-entries';
import { newId } from '../tokens';
import { openCustomer, sealCustomer } from './customer-record';
import { loadNameOrder, nameOrderChange, withRetries } from './name-order';

export const customerNotFound = () => new DomainError('NOT_FOUND', 'customer.notFound');

const entry =
  (contractorId: string, homeownerId: string) =>
  (token: string): SearchEntryItem => ({
    contractorId,
    token,
    targetType: 'homeowner' as const,
    targetId: homeownerId,
  });

export const loadCustomer = async (contractorId: string, homeownerId: string): Promise<HomeownerItem> => {
  if (homeownerId.length > 64) throw customerNotFound();
  const customer = await getCustomer(contractorId, homeownerId);
  if (!customer) throw customerNotFound();
  return customer;
};

export const createCustomer = async (
  contractorId: string,
  customer: CustomerInput,
): Promise<HomeownerItem> => {
  const keys = await customerKeys();
  const sealed = sealCustomer(contractorId, customer, keys);
  return withRetries(async () => {
    const homeownerId = newId('h');
    const sortKey = nameSortKey(customer.firstName, customer.lastName, homeownerId);
    const order = await loadNameOrder(contractorId, [sortKey], keys);
    const outcome = await createRecord(
      { contractorId, homeownerId, ...sealed },
      nameOrderChange(contractorId, order, [], [[sortKey, homeownerId]], keys),
    );
    if (outcome === 'conflict') return 'conflict';
    return loadCustomer(contractorId, homeownerId);
  });
};

/** Moves a customer within (or out of) the name order, retrying around concurrent edits. */
const changeNameOrder = (contractorId: string, removals: NameEntry[], additions: NameEntry[]) =>
  withRetries(async () => {
    const keys = await customerKeys();
    const order = await loadNameOrder(
      contractorId,
      [...removals, ...additions].map(([key]) => key),
      keys,
    );
    const outcome = await saveNameOrder(nameOrderChange(contractorId, order, removals, additions, keys));
    return outcome === 'conflict' ? 'conflict' : true;
  });

export const updateCustomer = async (
  contractorId: string,
  homeownerId: string,
  customer: CustomerInput,
  version: number,
): Promise<HomeownerItem> => {
  const current = await loadCustomer(contractorId, homeownerId);
  if (current.archivedAt) throw new DomainError('ARCHIVED', 'customer.archived');
  if (current.version !== version) throw new DomainError('STALE_VERSION', 'customer.stale');
  const keys = await customerKeys();
  const sealed = sealCustomer(contractorId, customer, keys);
  await replaceSearchEntries(
    {
      before: current.searchTokens ?? [],
      after: sealed.searchTokens,
      toEntry: entry(contractorId, homeownerId),
    },
    async () => {
      if (!(await saveCustomerFields(contractorId, homeownerId, sealed, version)))
        throw new DomainError('STALE_VERSION', 'customer.stale');
    },
  );
  const before = openCustomer(current, keys);
  const oldKey = nameSortKey(before.firstName, before.lastName, homeownerId);
  const newKey = nameSortKey(customer.firstName, customer.lastName, homeownerId);
  if (oldKey !== newKey)
    await changeNameOrder(contractorId, [[oldKey, homeownerId]], [[newKey, homeownerId]]);
  return loadCustomer(contractorId, homeownerId);
};

/**
 * "Deleting" a customer archives it: it leaves lists and search, and can no longer be edited, but quotes,
 * jobs and visits that point at it still resolve. Archiving twice is harmless.
 */
export const archiveCustomer = async (contractorId: string, homeownerId: string): Promise<void> => {
  const current = await loadCustomer(contractorId, homeownerId);
  if (current.archivedAt) return;
  await archiveRecord(contractorId, homeownerId, new Date().toISOString());
  await deleteSearchEntries((current.searchTokens ?? []).map(entry(contractorId, homeownerId)));
  const { firstName, lastName } = openCustomer(current, await customerKeys());
  await changeNameOrder(contractorId, [[nameSortKey(firstName, lastName, homeownerId), homeownerId]], []);
};
