// The add/edit customer form's values: what each input keeps while typing (SPEC §5: phone as
// XXX-XXX-XXXX with at most 10 digits, state upper-cased and capped at 2, ZIP capped at 5) and how an
// address lookup result fills the address fields.

import type { AddressResult, CustomerInput } from '#domain/contract/customers';
import { formatPhoneInput } from '#domain/phone';

export const customerFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
] as const satisfies readonly (keyof CustomerInput)[];

export type CustomerField = (typeof customerFields)[number];
export type CustomerFormValues = Record<CustomerField, string>;

export const emptyCustomerValues: CustomerFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

export const STATE_LENGTH = 2;
export const ZIP_LENGTH = 5;

/** What an input keeps of what was typed or pasted into it. */
export const normaliseCustomerField = (field: CustomerField, raw: string): string => {
  switch (field) {
    case 'phone':
      return formatPhoneInput(raw);
    case 'state':
      return raw.toUpperCase().slice(0, STATE_LENGTH);
    case 'zipCode':
      return raw.replace(/\D/g, '').slice(0, ZIP_LENGTH);
    default:
      return raw;
  }
};

/** A stored customer as form values (the phone shown the way it is typed). */
export const customerValuesOf = (
  customer: Partial<Record<CustomerField, string | null>>,
): CustomerFormValues =>
  Object.fromEntries(
    customerFields.map((field) => [field, normaliseCustomerField(field, customer[field] ?? '')]),
  ) as CustomerFormValues;

/** What an address suggestion or lookup (SPEC §3) brings to the form. */
export type AddressParts = Pick<AddressResult, 'streetAddress' | 'city' | 'state' | 'zipCode'>;

/** The fields an address suggestion or lookup fills. */
export const addressFields = [
  'address',
  'city',
  'state',
  'zipCode',
] as const satisfies readonly CustomerField[];

/** An address suggestion or lookup fills street, city, state and ZIP; empty parts leave a field as it was. */
export const withAddress = (values: CustomerFormValues, address: AddressParts): CustomerFormValues => {
  const pick = (field: CustomerField, value: string) =>
    value.trim() ? normaliseCustomerField(field, value.trim()) : values[field];
  return {
    ...values,
    address: pick('address', address.streetAddress),
    city: pick('city', address.city),
    state: pick('state', address.state),
    zipCode: pick('zipCode', address.zipCode),
  };
};

/** SPEC §5 address lookup: geocoding by text runs only when the text is longer than 10 characters. */
export const GEOCODE_MIN_LENGTH = 10;
export const shouldGeocode = (text: string): boolean => text.trim().length > GEOCODE_MIN_LENGTH;
