// Server-side sessions: create at sign-in, resolve a cookie to its user, end one or all of a user's.
// Idle timeout 12 h, absolute lifetime 30 days; lastSeenAt is written at most every 5 minutes so a busy
// user does not cost a write per request.
import * as sessions from '#functions/store/sessions';
import { getUser, type UserItem } from '#functions/store/users';
import { newToken, sha256 } from '../tokens';

export const sessionPolicy = {
  idleSeconds: 12 * 60 * 60,
  absoluteSeconds: 30 * 24 * 60 * 60,
  touchEverySeconds: 5 * 60,
} as const;

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
  await sessions.createSession({
    tokenHash: sha256(token),
    contractorId: input.contractorId,
    userId: input.userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: nowSeconds() + sessionPolicy.absoluteSeconds,
    ip: input.ip.slice(0, 64),
    userAgent: input.userAgent.slice(0, 256),
  });
  return { token, maxAgeSeconds: sessionPolicy.absoluteSeconds };
};

/** The signed-in user behind a cookie token, or null when the session is unknown, expired, idle or the user inactive. */
export const loadSession = async (token: string | undefined): Promise<SignedIn | null> => {
  if (!token || token.length > 128) return null;
  const tokenHash = sha256(token);
  const session = await sessions.getSession(tokenHash);
  if (!session) return null;
  const now = nowSeconds();
  const lastSeen = Math.floor(Date.parse(session.lastSeenAt) / 1000);
  if (session.expiresAt <= now || lastSeen + sessionPolicy.idleSeconds <= now) {
    await sessions.deleteSession(tokenHash);
    return null;
  }
  const user = await getUser(session.contractorId, session.userId);
  if (!user?.active) return null;
  if (now - lastSeen >= sessionPolicy.touchEverySeconds) {
    await sessions.touchSession(tokenHash, new Date().toISOString());
  }
  return { tokenHash, user };
};

export const endSession = async (token: string | undefined): Promise<void> => {
  if (!token || token.length > 128) return;
  await sessions.deleteSession(sha256(token));
};

/** Ends every session of a user (deactivation, password change). */
export const endAllSessions = async (contractorId: string, userId: string): Promise<number> => {
  const tokenHashes = await sessions.listSessionsOfUser(contractorId, userId);
  await sessions.deleteSessions(tokenHashes);
  return tokenHashes.length;
};
