// Sign-ups waiting for their email to be confirmed (one item each, found by the link token's hash).
import type { EntityItem } from 'electrodb';
import { PendingSignup } from './entities/pending-signup';

export type PendingSignupItem = EntityItem<typeof PendingSignup>;

export const putPendingSignup = async (item: PendingSignupItem): Promise<void> => {
  await PendingSignup.put(item).go();
};

export const getPendingSignup = async (tokenHash: string): Promise<PendingSignupItem | null> =>
  (await PendingSignup.get({ tokenHash }).go()).data;

export const deletePendingSignup = async (tokenHash: string): Promise<void> => {
  await PendingSignup.delete({ tokenHash }).go();
};
