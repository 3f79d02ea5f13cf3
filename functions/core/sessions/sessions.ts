// Server-side sessions: create at sign-in, resolve a cookie to its user, end one or all of a user's.
// Idle timeout 12 h, absolute lifetime 30 days; lastSeenAt (and the user's lastActiveAt) is written at most
// every 5 minutes so a busy user does not cost a write per request. The user is read on every request, so
// a changed role or a deactivation applies to their very next one.
import type { Language } from '#domain/messages';
import * as sessions from '#functions/store/sessions';
import { getUser, recordActivity, type UserItem } from '#functions/store/users';
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
  // The user's lastActiveAt is stamped by whoever signs them in: recordSignIn, or the creation of the account.
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

/**
 * The signed-in user behind a cookie token, or null when the session is unknown, expired, idle, or the user
 * inactive or suspended with their business. At most every 5 minutes it stamps the session and the user as
 * active, with the language the request is in.
 */
export const loadSession = async (
  token: string | undefined,
  language: Language,
): Promise<SignedIn | null> => {
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
  if (!user?.active || user.suspended) return null;
  if (now - lastSeen >= sessionPolicy.touchEverySeconds) {
    const at = new Date().toISOString();
    await Promise.all([
      sessions.touchSession(tokenHash, at),
      recordActivity(session.contractorId, session.userId, at, language),
    ]);
  }
  return { tokenHash, user };
};

export const endSession = async (token: string | undefined): Promise<void> => {
  if (!token || token.length > 128) return;
  await sessions.deleteSession(sha256(token));
};

/** Ends every session of a user but the one of `keptTokenHash` (a password change); how many ended. */
export const endOtherSessions = async (
  contractorId: string,
  userId: string,
  keptTokenHash: string,
): Promise<number> => {
  const others = (await sessions.listSessionsOfUser(contractorId, userId)).filter(
    (tokenHash) => tokenHash !== keptTokenHash,
  );
  await sessions.deleteSessions(others);
  return others.length;
};

/**
 * Ends every session of a user (deactivation, signing out everywhere). The index that lists them may lag a
 * session made a moment ago: `alsoTokenHash` (the caller's own) ends for sure.
 */
export const endAllSessions = async (
  contractorId: string,
  userId: string,
  alsoTokenHash?: string,
): Promise<number> => {
  const listed = await sessions.listSessionsOfUser(contractorId, userId);
  const tokenHashes = alsoTokenHash && !listed.includes(alsoTokenHash) ? [...listed, alsoTokenHash] : listed;
  await sessions.deleteSessions(tokenHashes);
  return tokenHashes.length;
};
