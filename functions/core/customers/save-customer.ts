// Creating, editing and archiving a customer. The record, its blind-index entries and its place in the
// name order are written in one transaction at creation; an edit moves the entries around the
// version-checked record write (core/search/replace-search-entries.ts), then its name-order place.

import { type NameEntry, nameSortKey } from '#domain/name-order';
import type { CustomerInput } from '#domain/schemas/customer';
import { DomainError, invalidFields } from '#functions/core/errors';
import {
  archiveCustomer as archiveRecord,
  createCustomer as createRecord,
  deleteSearchEntries,
  getCustomer,
  type HomeownerItem,
  type NewCustomer,
  type SearchEntryItem,
  saveCustomerFields,
  saveNameOrder,
} from '#functions/store/customers';
import { getCreatedReceipt, idempotencyClaim } from '#functions/store/idempotency';
import { checkAssignee, sellerRoles } from '../access/assignee';
import { replayedRecord } from '../idempotency/replayed-record';
import { customerKeys } from '../ports/keys/customer-keys';
import { replaceSearchEntries } from '../search/replace-search-entries';
import { newId } from '../tokens';
import { openCustomer, sealCustomer } from './customer-record';
import { loadNameOrder, nameOrderChange, withRetries } from './name-order';

export const customerNotFound = () => new DomainError('NOT_FOUND', 'customer.notFound');

/** The blind-index entry of one of a customer's tokens. */
export const searchEntryOf =
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

/** A new customer sealed and given its id, and its place in the name order as the order stands now. */
export const prepareNewCustomer = async (contractorId: string, input: CustomerInput, addedBy?: string) => {
  const keys = await customerKeys();
  const homeownerId = newId('h');
  const sortKey = nameSortKey(input.firstName, input.lastName, homeownerId);
  const customer = {
    contractorId,
    homeownerId,
    ...sealCustomer(contractorId, input, keys),
    // Whoever adds a customer looks after them; a homeowner's own lead waits for someone.
    ...(addedBy ? { createdByUserId: addedBy, assignedTo: addedBy } : {}),
  };
  return {
    homeownerId,
    /** Read afresh for every attempt: a concurrent change to the order fails the write, which retries. */
    withPlace: async (): Promise<NewCustomer> => ({
      customer,
      nameOrder: nameOrderChange(
        contractorId,
        await loadNameOrder(contractorId, [sortKey], keys),
        [],
        [[sortKey, homeownerId]],
        keys,
      ),
    }),
  };
};

/**
 * A new customer made from a contact someone else typed (a homeowner's lead, an old quote's copy): named as
 * typed — first word first name, the rest last name — at a ZIP, the address left for the contractor.
 */
export const prepareCustomerFromContact = (
  contractorId: string,
  contact: { name: string; phone: string; email: string; zipCode: string },
) => {
  const [firstName = '', ...rest] = contact.name.trim().split(/\s+/);
  return prepareNewCustomer(contractorId, {
    firstName,
    lastName: rest.join(' '),
    phone: contact.phone,
    email: contact.email,
    address: '',
    city: '',
    state: '',
    zipCode: contact.zipCode,
  });
};

/** A new customer; `addedBy` is the user adding them (left out: made by the system, looked after by nobody yet). */
/**
 * A new customer. With an idempotency key (`Idempotency-Key`: a retry, an offline queue syncing again), the
 * first request creates and every later one — even at the same moment — answers that customer.
 */
export const createCustomer = async (
  contractorId: string,
  customer: CustomerInput,
  addedBy?: string,
  idempotencyKey?: string,
): Promise<HomeownerItem> => {
  const earlier = idempotencyKey ? await getCreatedReceipt('customer', contractorId, idempotencyKey) : null;
  if (earlier) return loadCustomer(contractorId, earlier.recordId);
  const prepared = await prepareNewCustomer(contractorId, customer, addedBy);
  const claim = idempotencyKey
    ? idempotencyClaim('customer', contractorId, idempotencyKey, { recordId: prepared.homeownerId })
    : undefined;
  const outcome = await withRetries(async () => {
    const result = await createRecord(await prepared.withPlace(), claim);
    return result === 'conflict' ? 'conflict' : result;
  });
  if (outcome === 'replayed')
    return loadCustomer(contractorId, await replayedRecord('customer', contractorId, idempotencyKey));
  return loadCustomer(contractorId, prepared.homeownerId);
};

/** Creates a prepared new customer, retrying around concurrent changes to the name order. */
export const createCustomerRecord = (withPlace: () => Promise<NewCustomer>) =>
  withRetries(async () => ((await createRecord(await withPlace())) === 'conflict' ? 'conflict' : true));

/** How a record that copies a customer's contact (a quote) names them. */
const contactOf = (customer: CustomerInput) => ({
  customerName: `${customer.firstName} ${customer.lastName}`.trim(),
  phone: customer.phone,
  email: customer.email,
});

const addressOf = (customer: CustomerInput) => ({
  street: customer.address,
  city: customer.city,
  state: customer.state,
  zipCode: customer.zipCode,
});

export interface CustomerOfRecord {
  homeownerId: string;
  contact: ReturnType<typeof contactOf>;
  /** Their address: where the fence goes unless the quote names another site. */
  address: { street: string; city: string; state: string; zipCode: string };
  /** For a new person: the customer to create in the same transaction as the record. */
  create?: () => Promise<NewCustomer>;
}

/**
 * The customer a quote is for: an active customer of this contractor by id, or a new person to create with
 * it. Refuses, naming `homeownerId`, an id that is unknown here (another contractor's included) or archived.
 */
export const customerOfRecord = async (
  contractorId: string,
  choice: { homeownerId?: string | undefined; newCustomer?: CustomerInput | undefined },
  addedBy?: string,
): Promise<CustomerOfRecord> => {
  if (choice.homeownerId) {
    const item = await getCustomer(contractorId, choice.homeownerId);
    if (!item) throw invalidFields({ homeownerId: 'customer.notFound' });
    if (item.archivedAt) throw invalidFields({ homeownerId: 'customer.archived' });
    const customer = openCustomer(item, await customerKeys());
    return { homeownerId: item.homeownerId, contact: contactOf(customer), address: addressOf(customer) };
  }
  if (!choice.newCustomer) throw invalidFields({ homeownerId: 'customer.required' });
  const prepared = await prepareNewCustomer(contractorId, choice.newCustomer, addedBy);
  return {
    homeownerId: prepared.homeownerId,
    contact: contactOf(choice.newCustomer),
    address: addressOf(choice.newCustomer),
    create: prepared.withPlace,
  };
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
  assignedTo?: string,
): Promise<HomeownerItem> => {
  const current = await loadCustomer(contractorId, homeownerId);
  if (current.archivedAt) throw new DomainError('ARCHIVED', 'customer.archived');
  if (current.version !== version) throw new DomainError('STALE_VERSION', 'customer.stale');
  const reassigned = assignedTo !== undefined && assignedTo !== current.assignedTo;
  if (reassigned) await checkAssignee(contractorId, assignedTo, sellerRoles);
  const keys = await customerKeys();
  const sealed = sealCustomer(contractorId, customer, keys);
  await replaceSearchEntries(
    {
      before: current.searchTokens ?? [],
      after: sealed.searchTokens,
      toEntry: searchEntryOf(contractorId, homeownerId),
    },
    async () => {
      const reassign = reassigned ? { assignedTo, createdAt: current.createdAt } : undefined;
      if (!(await saveCustomerFields(contractorId, homeownerId, sealed, version, reassign)))
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
  await deleteSearchEntries((current.searchTokens ?? []).map(searchEntryOf(contractorId, homeownerId)));
  const { firstName, lastName } = openCustomer(current, await customerKeys());
  await changeNameOrder(contractorId, [[nameSortKey(firstName, lastName, homeownerId), homeownerId]], []);
};
