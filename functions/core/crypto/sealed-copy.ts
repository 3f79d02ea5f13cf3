// Copies of a customer's contact details on other records — the name, phone and email on quotes, jobs,
// milestones and notifications, the typed signature, the texts and emails sent — sealed with the customer key
// like the customer record itself. The field name is the cipher's context, shared by every record that holds
// such a copy, so a sealed value moves from a quote to its job or from an event to a notification as it is,
// by code that holds no key. Values written before sealing are clear text (no `v1:` prefix): `openCopy` reads
// them as they are until the reseal migration (./reseal.ts) seals them.
import type { Sealed } from '#functions/store/attributes';
import type { CustomerKeys } from '../ports/keys/customer-keys';
import { decryptField, encryptField, isCiphertext } from './field-cipher';

export type { Sealed };

/** What a sealed copy is: the cipher's field context. */
export type CopyField =
  | 'customerName'
  | 'customerPhone'
  | 'customerEmail'
  | 'customerAddress'
  | 'signatureName'
  | 'messageText'
  | 'recipient';

/** The contractor context of the local outbox's rows, which belong to the deployment, not a contractor. */
export const outboxContext = 'outbox';

export const sealCopy = (keys: CustomerKeys, contractorId: string, field: CopyField, value: string): Sealed =>
  (value ? encryptField(value, keys.dataKey, { contractorId, field }) : '') as Sealed;

export const openCopy = (
  keys: CustomerKeys,
  contractorId: string,
  field: CopyField,
  stored: string | null | undefined,
): string => {
  if (!stored) return '';
  if (!isCiphertext(stored)) return stored;
  return decryptField(stored, keys.dataKey, { contractorId, field });
};

/** A stored copy that is still clear text, sealed; an already sealed one as it is (the migration's step). */
export const resealCopy = (
  keys: CustomerKeys,
  contractorId: string,
  field: CopyField,
  stored: string | null | undefined,
): Sealed | undefined =>
  stored && !isCiphertext(stored) ? sealCopy(keys, contractorId, field, stored) : undefined;

/** Who a quote is for, as typed: its name, phone and email. */
export interface QuoteContact {
  customerName: string;
  phone: string;
  email: string;
}

/** A quote's contact copies, sealed for the quote item. */
export const sealQuoteContact = (keys: CustomerKeys, contractorId: string, contact: QuoteContact) => ({
  customerName: sealCopy(keys, contractorId, 'customerName', contact.customerName),
  phone: sealCopy(keys, contractorId, 'customerPhone', contact.phone),
  email: sealCopy(keys, contractorId, 'customerEmail', contact.email),
});

/** A quote item's contact copies, opened. */
export const openQuoteContact = (
  keys: CustomerKeys,
  quote: { contractorId: string } & Partial<QuoteContact>,
): QuoteContact => ({
  customerName: openCopy(keys, quote.contractorId, 'customerName', quote.customerName),
  phone: openCopy(keys, quote.contractorId, 'customerPhone', quote.phone),
  email: openCopy(keys, quote.contractorId, 'customerEmail', quote.email),
});

/** A stored copy carried onto another record: sealed as it was, or sealed now when it was still clear text. */
export const carryCopy = (
  keys: CustomerKeys,
  contractorId: string,
  field: CopyField,
  stored: string | null | undefined,
): Sealed => resealCopy(keys, contractorId, field, stored) ?? ((stored ?? '') as Sealed);

/** A job's contact copies, sealed for the job item. */
export const sealJobContact = (keys: CustomerKeys, contractorId: string, contact: QuoteContact) => {
  const sealed = sealQuoteContact(keys, contractorId, contact);
  return { customerName: sealed.customerName, customerPhone: sealed.phone, customerEmail: sealed.email };
};

/** A job item's contact copies, opened. */
export const openJobContact = (
  keys: CustomerKeys,
  job: { contractorId: string; customerName?: string; customerPhone?: string; customerEmail?: string },
): QuoteContact =>
  openQuoteContact(keys, {
    contractorId: job.contractorId,
    customerName: job.customerName,
    phone: job.customerPhone,
    email: job.customerEmail,
  });

/** A copy that arrives already sealed (a domain event's detail carries its copies sealed). */
export const arrivedSealed = (value: string): Sealed => value as Sealed;
