// Creating, editing and archiving a customer. The record and its blind-index entries are written in one
// transaction at creation; an edit moves the entries around the version-checked record write
// (functions/search/replace-search-entries.ts).
import type { CustomerInput } from '../../domain/schemas/customer';
import { customerKeys } from '../crypto/customer-keys';
import { HttpError } from '../http/http-error';
import { newId } from '../http/tokens';
import { replaceSearchEntries } from '../search/replace-search-entries';
import { isConditionalFailure } from '../store/conditional-failure';
import { store } from '../store/service';
import { type HomeownerItem, sealCustomer } from './customer-record';

export const customerNotFound = () => new HttpError(404, 'NOT_FOUND', 'customer.notFound');

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

export const createCustomer = async (
  contractorId: string,
  customer: CustomerInput,
): Promise<HomeownerItem> => {
  const keys = await customerKeys();
  const homeownerId = newId('h');
  const sealed = sealCustomer(contractorId, customer, keys);
  const toEntry = entry(contractorId, homeownerId);
  const { canceled, data } = await store.transaction
    .write(({ homeowner, searchEntry }) => [
      homeowner.create({ contractorId, homeownerId, ...sealed }).commit(),
      ...sealed.searchTokens.map((token) => searchEntry.put(toEntry(token)).commit()),
    ])
    .go();
  if (canceled)
    throw new Error(`Customer transaction canceled: ${data.map((result) => result.code).join(', ')}`);
  return loadCustomer(contractorId, homeownerId);
};

export const updateCustomer = async (
  contractorId: string,
  homeownerId: string,
  customer: CustomerInput,
  version: number,
): Promise<HomeownerItem> => {
  const current = await loadCustomer(contractorId, homeownerId);
  if (current.archivedAt) throw new HttpError(409, 'ARCHIVED', 'customer.archived');
  if (current.version !== version) throw new HttpError(409, 'STALE_VERSION', 'customer.stale');
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
        if (isConditionalFailure(error)) throw new HttpError(409, 'STALE_VERSION', 'customer.stale');
        throw error;
      }
    },
  );
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
};
