// Creating, editing and archiving a customer. The record, its blind-index entries and its place in the
// name order are written in one transaction at creation; an edit moves the entries around the
// version-checked record write (functions/search/replace-search-entries.ts), then its name-order place.
import { type NameEntry, nameSortKey } from '#domain/name-order';
import type { CustomerInput } from '#domain/schemas/customer';
import { DomainError } from '#functions/core/errors';
import { isConditionalFailure } from '#functions/store/conditional-failure';
import { store } from '#functions/store/service';
import { customerKeys } from '../ports/keys/customer-keys';
import { replaceSearchEntries } from '../search/replace-search-entries';
import { newId } from '../tokens';
import { type HomeownerItem, openCustomer, sealCustomer } from './customer-record';
import { loadNameOrder, nameOrderWrites, withRetries } from './name-order';

export const customerNotFound = () => new DomainError('NOT_FOUND', 'customer.notFound');

const entry = (contractorId: string, homeownerId: string) => (token: string) => ({
  contractorId,
  token,
  targetType: 'homeowner' as const,
  targetId: homeownerId,
});

export const loadCustomer = async (contractorId: string, homeownerId: string): Promise<HomeownerItem> => {
  if (homeownerId.length > 64) throw customerNotFound();
  const { data } = await store.entities.homeowner.get({ contractorId, homeownerId }).go();
  if (!data) throw customerNotFound();
  return data;
};

const isCanceledByConflict = (data: Array<{ rejected: boolean; code: string }>) =>
  data.some((result) => result.code === 'ConditionalCheckFailed' || result.code === 'TransactionConflict');

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
    const orderWrites = nameOrderWrites(contractorId, order, [], [[sortKey, homeownerId]], keys);
    const toEntry = entry(contractorId, homeownerId);
    const { canceled, data } = await store.transaction
      .write((entities) => [
        entities.homeowner.create({ contractorId, homeownerId, ...sealed }).commit(),
        ...sealed.searchTokens.map((token) => entities.searchEntry.put(toEntry(token)).commit()),
        ...orderWrites(entities),
      ])
      .go();
    if (canceled) {
      if (isCanceledByConflict(data)) return 'conflict';
      throw new Error(`Customer transaction canceled: ${data.map((result) => result.code).join(', ')}`);
    }
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
    const writes = nameOrderWrites(contractorId, order, removals, additions, keys);
    const { canceled, data } = await store.transaction.write((entities) => writes(entities)).go();
    const results = data as Array<{ rejected: boolean; code: string }>;
    if (canceled) {
      if (isCanceledByConflict(results)) return 'conflict';
      throw new Error(`Name order transaction canceled: ${results.map((result) => result.code).join(', ')}`);
    }
    return true;
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
      try {
        await store.entities.homeowner
          .patch({ contractorId, homeownerId })
          .set({ ...sealed, version: version + 1 })
          .where(({ version: stored }, { eq }) => eq(stored, version))
          .go();
      } catch (error) {
        if (isConditionalFailure(error)) throw new DomainError('STALE_VERSION', 'customer.stale');
        throw error;
      }
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
  await store.entities.homeowner
    .patch({ contractorId, homeownerId })
    .set({ archivedAt: new Date().toISOString(), searchTokens: [] })
    .go();
  const toEntry = entry(contractorId, homeownerId);
  if (current.searchTokens?.length)
    await store.entities.searchEntry.delete(current.searchTokens.map(toEntry)).go();
  const { firstName, lastName } = openCustomer(current, await customerKeys());
  await changeNameOrder(contractorId, [[nameSortKey(firstName, lastName, homeownerId), homeownerId]], []);
};
