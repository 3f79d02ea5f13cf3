// The administrators' directory: businesses by name and users by email (each one partition of gsi1, so a
// search is one Query of a name's or an email's start), the administrators (gsi2, sparse), and the writes
// an administrator makes to a business or a user. Never a customer's details.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { canceledByConflict, cancellationCodes, heldCondition } from './conditional-failure';
import { Contractor } from './entities/contractor';
import { User } from './entities/user';
import { UserEmail } from './entities/user-email';
import type { UserItem } from './users';

/** What the directory shows of a business: never its settings, logo or customers. */
const directoryAttributes = [
  'contractorId',
  'businessName',
  'contactName',
  'email',
  'isActive',
  'onboardingComplete',
  'trialEndsAt',
  'createdAt',
] as const;

export type DirectoryContractor = Pick<EntityItem<typeof Contractor>, (typeof directoryAttributes)[number]>;

// Businesses whose directory key starts with `prefix` ('' for all), by name: at most `limit`.
export const listContractorsByName = async (
  prefix: string,
  limit: number,
): Promise<DirectoryContractor[]> => {
  const query = Contractor.query.directory({});
  const { data } = await (prefix ? query.begins({ searchName: prefix }) : query).go({
    limit,
    attributes: [...directoryAttributes],
  });
  return data;
};

// Several businesses by id (one batch read of the directory's attributes); unknown ids are left out.
export const getDirectoryContractors = async (
  contractorIds: readonly string[],
): Promise<DirectoryContractor[]> => {
  if (contractorIds.length === 0) return [];
  const { data } = await Contractor.get(contractorIds.map((contractorId) => ({ contractorId }))).go({
    attributes: [...directoryAttributes],
  });
  return data;
};

// Login emails that start with `prefix`, in order, with whose they are: at most `limit`.
export const listEmailsStartingWith = async (
  prefix: string,
  limit: number,
): Promise<Array<{ email: string; contractorId: string; userId: string }>> => {
  const query = UserEmail.query.directory({});
  const { data } = await (prefix ? query.begins({ email: prefix }) : query).go({ limit });
  return data;
};

// Several users by their business and id (one batch read); unknown ones are left out.
export const getUsers = async (
  keys: ReadonlyArray<{ contractorId: string; userId: string }>,
): Promise<UserItem[]> => {
  if (keys.length === 0) return [];
  const { data } = await User.get([...keys]).go();
  return data;
};

// Every administrator (the sparse admins index; a handful of users).
export const listAdmins = async (): Promise<UserItem[]> =>
  (await User.query.admins({ isAdmin: true }).go({ pages: 'all' })).data;

// Sets whether a business is active; false when it does not exist.
export const setContractorActive = (contractorId: string, isActive: boolean): Promise<boolean> =>
  heldCondition(() => Contractor.patch({ contractorId }).set({ isActive }).go());

// Sets when a business's trial ends, provided it still ends when it was read (two extensions at once add up
// on retry instead of one overwriting the other); false when it changed meanwhile or does not exist.
export const setTrialEnd = (contractorId: string, previous: string | undefined, trialEndsAt: string) =>
  heldCondition(() =>
    Contractor.patch({ contractorId })
      .set({ trialEndsAt })
      .where((attributes, { eq, notExists }) =>
        previous === undefined ? notExists(attributes.trialEndsAt) : eq(attributes.trialEndsAt, previous),
      )
      .go(),
  );

// Suspends or restores every listed user of a business (its deactivation); each user keeps their own status.
export const setUsersSuspended = async (
  users: ReadonlyArray<{ contractorId: string; userId: string }>,
  suspended: boolean,
): Promise<void> => {
  await Promise.all(
    users.map(({ contractorId, userId }) =>
      heldCondition(() => User.patch({ contractorId, userId }).set({ suspended }).go()),
    ),
  );
};

/** What an administrator may change of a user. */
export interface AdminState {
  isAdmin: boolean;
  active: boolean;
}

/**
 * Sets a user's admin flag and status, provided they are still `previous` and, when `keptAdmin` is given,
 * that user is still an active administrator (checked in the same transaction, so two administrators
 * revoking each other at once cannot leave the platform without one). 'conflict' when something read
 * changed meanwhile (read again and retry).
 */
export const changeAdminState = async (
  user: Pick<UserItem, 'contractorId' | 'userId' | 'createdAt'>,
  previous: AdminState,
  next: AdminState,
  keptAdmin: Pick<UserItem, 'contractorId' | 'userId'> | undefined,
): Promise<'changed' | 'conflict'> => {
  const { canceled, data } = await createWriteTransaction({ user: User }, (items) => [
    items.user
      .patch({ contractorId: user.contractorId, userId: user.userId })
      .set(next)
      .composite({ createdAt: user.createdAt })
      .where(
        ({ isAdmin, active }, { eq }) =>
          `${eq(isAdmin, previous.isAdmin)} AND ${eq(active, previous.active)}`,
      )
      .commit(),
    ...(keptAdmin
      ? [
          items.user
            .check(keptAdmin)
            .where(({ isAdmin, active }, { eq }) => `${eq(isAdmin, true)} AND ${eq(active, true)}`)
            .commit(),
        ]
      : []),
  ]).go();
  if (!canceled) return 'changed';
  if (canceledByConflict(data)) return 'conflict';
  throw new Error(`Admin change canceled: ${cancellationCodes(data)}`);
};

// The directory migration's writes: each puts an item made before the directory existed into it.

// Writes a business into the directory (a whole-item put: a patch would leave out the constant partition
// key), provided it is unchanged since it was read; false when it changed (the next run looks again).
export const putContractorInDirectory = (item: EntityItem<typeof Contractor>, searchName: string) =>
  heldCondition(() =>
    Contractor.put({ ...item, searchName })
      .where(({ updatedAt }, { eq }) => eq(updatedAt, item.updatedAt))
      .go(),
  );

// Writes a login email into the directory (the same item again, with its index keys).
export const putEmailInDirectory = async (item: { email: string; contractorId: string; userId: string }) => {
  await UserEmail.put(item).go();
};

// Writes an administrator into the admins index (their flag again, with its index keys).
export const putAdminInIndex = (user: Pick<UserItem, 'contractorId' | 'userId' | 'createdAt'>) =>
  heldCondition(() =>
    User.patch({ contractorId: user.contractorId, userId: user.userId })
      .set({ isAdmin: true })
      .composite({ createdAt: user.createdAt })
      .where(({ isAdmin }, { eq }) => eq(isAdmin, true))
      .go(),
  );
