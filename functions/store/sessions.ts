// Sessions: a signed-in browser, keyed by the SHA-256 of its cookie token, and every session of a user.
import type { EntityItem } from 'electrodb';
import { Session } from './entities/session';

export type SessionItem = EntityItem<typeof Session>;

// Stores a new session.
export const createSession = async (session: SessionItem): Promise<void> => {
  await Session.create(session).go();
};

// The session behind a cookie (by the token's hash).
export const getSession = async (tokenHash: string): Promise<SessionItem | null> =>
  (await Session.get({ tokenHash }).go()).data;

// Records that a session was used just now.
export const touchSession = async (tokenHash: string, lastSeenAt: string): Promise<void> => {
  await Session.patch({ tokenHash }).set({ lastSeenAt }).go();
};

// Ends one session.
export const deleteSession = async (tokenHash: string): Promise<void> => {
  await Session.delete({ tokenHash }).go();
};

// The token hashes of every session of one user (gsi1).
export const listSessionsOfUser = async (contractorId: string, userId: string): Promise<string[]> =>
  (await Session.query.byUser({ contractorId, userId }).go({ pages: 'all' })).data.map(
    (session) => session.tokenHash,
  );

// Ends many sessions at once (one batch write per 25).
export const deleteSessions = async (tokenHashes: readonly string[]): Promise<void> => {
  if (tokenHashes.length) await Session.delete(tokenHashes.map((tokenHash) => ({ tokenHash }))).go();
};
