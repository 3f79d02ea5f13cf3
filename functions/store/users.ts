// Users: the people who sign in, each belonging to one contractor, and the email item that makes a login
// email unique across the system and leads from it to its user.
import type { EntityItem } from 'electrodb';
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

// Stamps a successful sign-in.
export const recordSignIn = async (contractorId: string, userId: string, at: string): Promise<void> => {
  await User.patch({ contractorId, userId }).set({ lastLoginAt: at }).go();
};

// Marks a user inactive: their sign-ins and sessions stop working.
export const deactivateUser = async (contractorId: string, userId: string): Promise<void> => {
  await User.patch({ contractorId, userId }).set({ active: false }).go();
};
