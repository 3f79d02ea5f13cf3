// Creates a contractor business and its first user in one transaction, together with the email's
// uniqueness item and the live "active contractors" counter: either all of it exists or none of it. The
// business starts with the SPEC §9 settings, its shipping and tax as the administrators last set them for new
// contractors (one read of the platform settings).
import { contractorDefaults, trialDays } from '#domain/contractor-defaults';
import { defaultContractorSettings } from '#domain/contractor-settings';
import type { Language } from '#domain/messages';
import { DomainError } from '#functions/core/errors';
import { createContractorWithOwner } from '#functions/store/contractors';
import { newContractorSettings } from '../platform/platform-defaults';
import { newId } from '../tokens';
import { hashPassword } from './password';

export interface NewAccount {
  businessName: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The password, or its hash when it was hashed earlier (a confirmed sign-up). */
  password: string | { hash: string };
  phone: string;
  /** Ids chosen earlier (a confirmed sign-up's); new ones otherwise. */
  ids?: { contractorId: string; userId: string };
  isAdmin?: boolean;
  /** Seeded demo accounts and admins skip onboarding. */
  onboardingComplete?: boolean;
  /** The language the owner signed up in, kept as theirs (what is written to them is in it). */
  language?: Language;
}

export const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', 'auth.emailTaken', { fields: { email: 'auth.emailTaken' } });

export const createAccount = async (account: NewAccount) => {
  const contractorId = account.ids?.contractorId ?? newId('c');
  const userId = account.ids?.userId ?? newId('u');
  const email = account.email.trim().toLowerCase();
  const passwordHash =
    typeof account.password === 'string' ? await hashPassword(account.password) : account.password.hash;
  const trialEndsAt = new Date(Date.now() + trialDays * 86_400_000).toISOString();
  const { pricing, shipping } = await newContractorSettings();
  const outcome = await createContractorWithOwner(
    {
      contractorId,
      businessName: account.businessName,
      contactName: `${account.firstName} ${account.lastName}`.trim(),
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      email,
      onboardingComplete: account.onboardingComplete ?? false,
      trialEndsAt,
      // A new contractor starts with the SPEC §9 settings, shipping and tax as the platform's settings say.
      ...defaultContractorSettings,
      pricing,
      shipping,
      financePartner: contractorDefaults.financePartner,
    },
    {
      contractorId,
      userId,
      email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      role: 'owner',
      isAdmin: account.isAdmin ?? false,
      active: true,
      // Created as they sign up: active now.
      lastActiveAt: new Date().toISOString(),
      ...(account.language ? { language: account.language } : {}),
    },
    // Admin-only organisations are not contractors in the public count.
    { countsAsContractor: !account.isAdmin },
  );
  if (outcome === 'email_taken') throw emailTaken();
  return { contractorId, userId };
};
