// Between a customer as people see it and as it is stored: personal fields sealed with AES-GCM, the
// blind-index tokens it is found by, and back again for the few records a request actually shows.

import type { CustomerInput } from '#domain/schemas/customer';
import { customerSearchTerms } from '#domain/search-tokens';
import type { HomeownerItem, SealedCustomer } from '#functions/store/customers';
import { personOf } from '../access/people';
import { blindToken } from '../crypto/blind-index';
import { decryptField, encryptField } from '../crypto/field-cipher';
import type { CustomerKeys } from '../ports/keys/customer-keys';

const sealedFields = ['firstName', 'lastName', 'email', 'phone', 'address'] as const;

export const sealCustomer = (
  contractorId: string,
  customer: CustomerInput,
  keys: CustomerKeys,
): SealedCustomer & { searchTokens: string[] } => {
  const seal = (field: (typeof sealedFields)[number]) =>
    encryptField(customer[field], keys.dataKey, { contractorId, field });
  return {
    firstNameEnc: seal('firstName'),
    lastNameEnc: seal('lastName'),
    emailEnc: seal('email'),
    phoneEnc: seal('phone'),
    addressEnc: seal('address'),
    city: customer.city,
    state: customer.state,
    zipCode: customer.zipCode,
    searchTokens: customerSearchTerms(customer).map((term) => blindToken(keys.indexKey, contractorId, term)),
  };
};

export const openCustomer = (item: HomeownerItem, keys: CustomerKeys): CustomerInput => {
  const open = (field: (typeof sealedFields)[number], stored: string) =>
    decryptField(stored, keys.dataKey, { contractorId: item.contractorId, field });
  return {
    firstName: open('firstName', item.firstNameEnc),
    lastName: open('lastName', item.lastNameEnc),
    email: open('email', item.emailEnc),
    phone: open('phone', item.phoneEnc),
    address: open('address', item.addressEnc),
    city: item.city,
    state: item.state,
    zipCode: item.zipCode,
  };
};

/** The API's customer (SPEC §3 Homeowner), decrypted. */
export const presentCustomer = (
  item: HomeownerItem,
  keys: CustomerKeys,
  names: ReadonlyMap<string, string>,
) => {
  const customer = openCustomer(item, keys);
  return {
    id: item.homeownerId,
    contractorId: item.contractorId,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    ...customer,
    /** Who looks after them (null for a homeowner's lead nobody has taken, and customers from before teams). */
    assignedTo: personOf(item.assignedTo, names),
    version: item.version,
    archived: Boolean(item.archivedAt),
    createdAt: item.createdAt,
  };
};
