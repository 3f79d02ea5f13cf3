// Users: the people who sign in, each belonging to one contractor, and the email item that makes a login
// email unique across the system and leads from it to its user.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import type { Language } from '#domain/messages';
import type { UserRole } from '#domain/vocabularies';
import { canceledByConflict, cancellationCodes, heldCondition } from './conditional-failure';
import { User } from './entities/user';
import { UserEmail } from './entities/user-email';

export type UserItem = EntityItem<typeof User>;

// One user of a contractor.
export const getUser = async (contractorId: string, userId: string): Promise<UserItem | null> =>
  (await User.get({ contractorId, userId }).go()).data;

// The user a (normalised, lower-case) login email belongs to.
export const findUserIdByEmail = async (
  email: string,
): Promise<{ contractorId: string; userId: string } | null> => {
  const { data } = await UserEmail.get({ email }).go();
  return data ? { contractorId: data.contractorId, userId: data.userId } : null;
};

// Every user of a contractor (the team is one partition).
export const listUsers = async (contractorId: string): Promise<UserItem[]> =>
  (await User.query.byId({ contractorId }).go({ pages: 'all' })).data;

// Stamps a successful sign-in (also the last time the user was active) and the language it was made in.
export const recordSignIn = async (
  contractorId: string,
  userId: string,
  at: string,
  language: Language,
): Promise<void> => {
  await User.patch({ contractorId, userId }).set({ lastLoginAt: at, lastActiveAt: at, language }).go();
};

// Stamps when a user was last active, and in which language; false when the user does not exist.
export const recordActivity = async (
  contractorId: string,
  userId: string,
  at: string,
  language: Language,
): Promise<boolean> =>
  heldCondition(() => User.patch({ contractorId, userId }).set({ lastActiveAt: at, language }).go());

// Sets a user's own name and phone; false when the user does not exist.
export const saveUserDetails = async (
  contractorId: string,
  userId: string,
  details: { firstName: string; lastName: string; phone: string },
): Promise<boolean> => heldCondition(() => User.patch({ contractorId, userId }).set(details).go());

// Replaces a user's password hash, provided it is still `previousHash` (a concurrent change wins once).
export const replacePasswordHash = async (
  contractorId: string,
  userId: string,
  previousHash: string,
  passwordHash: string,
): Promise<boolean> =>
  heldCondition(() =>
    User.patch({ contractorId, userId })
      .set({ passwordHash })
      .where(({ passwordHash: stored }, { eq }) => eq(stored, previousHash))
      .go(),
  );

/** What an owner may change of a member. */
export interface MemberState {
  role: UserRole;
  active: boolean;
}

/**
 * Sets a member's role and status, provided they are still `previous` and, when `keptOwnerId` is given,
 * that user is still an active owner (checked in the same transaction, so two owners demoting each other
 * at once cannot leave the business without one). 'changed' when written; 'conflict' when something read
 * changed meanwhile (read again and retry).
 */
export const changeMemberState = async (
  contractorId: string,
  userId: string,
  previous: MemberState,
  next: MemberState,
  keptOwnerId: string | undefined,
): Promise<'changed' | 'conflict'> => {
  const { canceled, data } = await createWriteTransaction({ user: User }, ({ user }) => [
    user
      .patch({ contractorId, userId })
      .set(next)
      .where(({ role, active }, { eq }) => `${eq(role, previous.role)} AND ${eq(active, previous.active)}`)
      .commit(),
    ...(keptOwnerId
      ? [
          user
            .check({ contractorId, userId: keptOwnerId })
            .where(({ role, active }, { eq }) => `${eq(role, 'owner')} AND ${eq(active, true)}`)
            .commit(),
        ]
      : []),
  ]).go();
  if (!canceled) return 'changed';
  if (canceledByConflict(data)) return 'conflict';
  throw new Error(`Member change canceled: ${cancellationCodes(data)}`);
};

// Marks a user inactive: their sign-ins and sessions stop working.
export const deactivateUser = async (contractorId: string, userId: string): Promise<void> => {
  await User.patch({ contractorId, userId }).set({ active: false }).go();
};
