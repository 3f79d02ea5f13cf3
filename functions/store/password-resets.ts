// Password reset links: made by an administrator, spent once by their user.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { canceledByConflict, cancellationCodes } from './conditional-failure';
import { PasswordReset } from './entities/password-reset';
import { User } from './entities/user';

export type PasswordResetItem = EntityItem<typeof PasswordReset>;

// Keeps a new reset link.
export const createPasswordReset = async (reset: PasswordResetItem): Promise<void> => {
  await PasswordReset.create(reset).go();
};

// The reset link of a token hash, or null.
export const getPasswordReset = async (tokenHash: string): Promise<PasswordResetItem | null> =>
  (await PasswordReset.get({ tokenHash }).go()).data;

/**
 * Spends a reset link: deletes it (while it exists and has not expired) and sets its user's password hash,
 * in one transaction. False when the link was spent meanwhile, expired, or the user is gone.
 */
export const spendPasswordReset = async (
  reset: Pick<PasswordResetItem, 'tokenHash' | 'contractorId' | 'userId'>,
  passwordHash: string,
  nowSeconds: number,
): Promise<boolean> => {
  const { canceled, data } = await createWriteTransaction(
    { passwordReset: PasswordReset, user: User },
    (items) => [
      items.passwordReset
        .delete({ tokenHash: reset.tokenHash })
        .where(({ expiresAt }, { gt }) => gt(expiresAt, nowSeconds))
        .commit(),
      items.user
        .patch({ contractorId: reset.contractorId, userId: reset.userId })
        .set({ passwordHash })
        .commit(),
    ],
  ).go();
  if (!canceled) return true;
  // Spent or expired (its condition), or spent by a concurrent request (a conflict): either way, not by this one.
  if (canceledByConflict(data)) return false;
  throw new Error(`Password reset canceled: ${cancellationCodes(data)}`);
};
