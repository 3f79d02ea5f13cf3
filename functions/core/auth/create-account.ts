// Creates a contractor business and its first user in one transaction, together with the email's
// uniqueness item and the live "active contractors" counter: either all of it exists or none of it.
import { contractorDefaults, trialDays } from '#domain/contractor-defaults';
import { DomainError } from '#functions/core/errors';
import { store } from '#functions/store/service';
import { newId } from '../tokens';
import { hashPassword } from './password';

export interface NewAccount {
  businessName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  isAdmin?: boolean;
  /** Seeded demo accounts and admins skip onboarding. */
  onboardingComplete?: boolean;
}

export const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', 'auth.emailTaken', { fields: { email: 'auth.emailTaken' } });

export const createAccount = async (account: NewAccount) => {
  const contractorId = newId('c');
  const userId = newId('u');
  const email = account.email.trim().toLowerCase();
  const passwordHash = await hashPassword(account.password);
  const trialEndsAt = new Date(Date.now() + trialDays * 86_400_000).toISOString();
  const { canceled, data } = await store.transaction
    .write(({ contractor, user, userEmail, siteStats }) => [
      userEmail.create({ email, contractorId, userId }).commit(),
      contractor
        .create({
          contractorId,
          businessName: account.businessName,
          contactName: `${account.firstName} ${account.lastName}`.trim(),
          firstName: account.firstName,
          lastName: account.lastName,
          phone: account.phone,
          email,
          onboardingComplete: account.onboardingComplete ?? false,
          trialEndsAt,
          timezone: contractorDefaults.timezone,
          financePartner: contractorDefaults.financePartner,
          branding: contractorDefaults.branding,
          pricing: contractorDefaults.pricing,
          payment: contractorDefaults.payment,
          shipping: contractorDefaults.shipping,
        })
        .commit(),
      user
        .create({
          contractorId,
          userId,
          email,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          role: 'owner',
          isAdmin: account.isAdmin ?? false,
        })
        .commit(),
      // Admin-only organisations are not contractors in the public count.
      ...(account.isAdmin ? [] : [siteStats.upsert({}).add({ activeContractors: 1 }).commit()]),
    ])
    .go();
  if (canceled) {
    if (data[0]?.rejected) throw emailTaken();
    throw new Error(`Account transaction canceled: ${data.map((item) => item.code).join(', ')}`);
  }
  return { contractorId, userId };
};
