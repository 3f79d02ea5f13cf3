// The add and edit dialogs' duplicate warning: before saving, the phone and email typed are looked up among
// the contractor's other active customers; a match stops the save once and shows who it is, with Open and
// "Add anyway" (or "Save anyway"), which saves without asking again until the phone or email changes.
import { useState } from 'react';
import { type CustomerMatch, findCustomerMatches } from './api/customer-matches';
import type { CustomerFormValues } from './customer-form-values';

const contactOf = (values: Pick<CustomerFormValues, 'phone' | 'email'>) =>
  `${values.phone.replace(/\D/g, '')}|${values.email.trim().toLowerCase()}`;

export const useDuplicateCheck = (excludeId?: string) => {
  const [match, setMatch] = useState<CustomerMatch | null>(null);
  // The contact the user chose to save anyway: another phone or email is checked again.
  const [accepted, setAccepted] = useState<string | null>(null);

  /** True when the save may go ahead; false when it stopped to show a match. */
  const clear = async (values: CustomerFormValues): Promise<boolean> => {
    if (accepted === contactOf(values)) return true;
    const [first] = await findCustomerMatches({ phone: values.phone, email: values.email, excludeId });
    setMatch(first ?? null);
    return !first;
  };

  return {
    match,
    clear,
    /** "Add anyway": remember this contact as accepted; the caller then submits again. */
    accept: (values: CustomerFormValues) => {
      setAccepted(contactOf(values));
      setMatch(null);
    },
    reset: () => {
      setMatch(null);
      setAccepted(null);
    },
  };
};
