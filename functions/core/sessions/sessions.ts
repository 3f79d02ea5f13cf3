// Server-side sessions: create at sign-in, resolve a cookie to its user, end one or all of a user's.
// Idle timeout 12 h, absolute lifetime 30 days; lastSeenAt is written at most every 5 minutes so a busy
// user does not cost a write per request.
import type { EntityItem } from 'electrodb';
import type { User } from '#functions/store/entities/user';
import { store } from '#functions/store/service';
import { newToken, sha256 } from '../tokens';

export const sessionPolicy = {
  idleSeconds: 12 * 60 * 60,
  absoluteSeconds: 30 * 24 * 60 * 60,
  touchEverySeconds: 5 * 60,
} as const;

export type UserItem = EntityItem<typeof User>;

export interface SignedIn {
  tokenHash: string;
  user: UserItem;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const createSession = async (input: {
  contractorId: string;
  userId: string;
  ip: string;
  userAgent: string;
}): Promise<{ token: string; maxAgeSeconds: number }> => {
  const token = newToken();
  const now = new Date();
  await store.entities.session
    .create({
      tokenHash: sha256(token),
      contractorId: input.contractorId,
      userId: input.userId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: nowSeconds() + sessionPolicy.absoluteSeconds,
      ip: input.ip.slice(0, 64),
      userAgent: input.userAgent.slice(0, 256),
    })
    .go();
  return { token, maxAgeSeconds: sessionPolicy.absoluteSeconds };
};

/** The signed-in user behind a cookie token, or null when the session is unknown, expired, idle or the user inactive. */
export const loadSession = async (token: string | undefined): Promise<SignedIn | null> => {
  if (!token || token.length > 128) return null;
  const tokenHash = sha256(token);
  const { data: session } = await store.entities.session.get({ tokenHash }).go();
  if (!session) return null;
  const now = nowSeconds();
  const lastSeen = Math.floor(Date.parse(session.lastSeenAt) / 1000);
  if (session.expiresAt <= now || lastSeen + sessionPolicy.idleSeconds <= now) {
    await store.entities.session.delete({ tokenHash }).go();
    return null;
  }
  const { data: user } = await store.entities.user
    .get({ contractorId: session.contractorId, userId: session.userId })
    .go();
  if (!user?.active) return null;
  if (now - lastSeen >= sessionPolicy.touchEverySeconds) {
    await store.entities.session.patch({ tokenHash }).set({ lastSeenAt: new Date().toISOString() }).go();
  }
  return { tokenHash, user };
};

export const endSession = async (token: string | undefined): Promise<void> => {
  if (!token || token.length > 128) return;
  await store.entities.session.delete({ tokenHash: sha256(token) }).go();
};

/** Ends every session of a user (deactivation, password change). */
export const endAllSessions = async (contractorId: string, userId: string): Promise<number> => {
  const { data } = await store.entities.session.query.byUser({ contractorId, userId }).go({ pages: 'all' });
  if (data.length > 0) {
    await store.entities.session.delete(data.map(({ tokenHash }) => ({ tokenHash }))).go();
  }
  return data.length;
};
