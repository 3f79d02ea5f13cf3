// "A customer with this phone already exists": the active customers of this contractor whose phone or email
// is exactly the one typed, found through the blind index (the full phone digits and the full email are
// indexed terms), so nothing is decrypted beyond the few candidates. Two index reads and one batch read.
import { isValidPhone, phoneDigits } from '#domain/phone';
import { findByToken, getCustomers } from '#functions/store/customers';
import { blindToken } from '../crypto/blind-index';
import { customerKeys } from '../ports/keys/customer-keys';
import { openCustomer } from './customer-record';

/** Candidates read per term: an exact phone or email rarely belongs to more than a handful of customers. */
const candidates = 10;

export interface CustomerMatch {
  field: 'phone' | 'email';
  customerId: string;
  name: string;
}

export const findCustomerMatches = async (
  contractorId: string,
  typed: { phone?: string | undefined; email?: string | undefined; excludeId?: string | undefined },
): Promise<CustomerMatch[]> => {
  const phone = typed.phone && isValidPhone(typed.phone) ? phoneDigits(typed.phone) : '';
  const email = typed.email?.includes('@') ? typed.email.trim().toLowerCase() : '';
  if (!phone && !email) return [];
  const keys = await customerKeys();
  const idsOf = (kind: 'phone' | 'email', value: string) =>
    value
      ? findByToken(
          contractorId,
          blindToken(keys.indexKey, contractorId, { kind, value }),
          'homeowner',
          candidates,
        )
      : [];
  const [byPhone, byEmail] = await Promise.all([idsOf('phone', phone), idsOf('email', email)]);
  const ids = [...new Set([...byPhone, ...byEmail])].filter((id) => id !== typed.excludeId);
  const matches: CustomerMatch[] = [];
  for (const item of await getCustomers(contractorId, ids)) {
    if (item.archivedAt) continue;
    const customer = openCustomer(item, keys);
    const name = `${customer.firstName} ${customer.lastName}`.trim();
    if (phone && customer.phone === phone)
      matches.push({ field: 'phone', customerId: item.homeownerId, name });
    else if (email && customer.email.toLowerCase() === email)
      matches.push({ field: 'email', customerId: item.homeownerId, name });
  }
  // A phone match first: it is the stronger sign of the same person.
  return matches.sort((a, b) => (a.field === b.field ? 0 : a.field === 'phone' ? -1 : 1));
};
