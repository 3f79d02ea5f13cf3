// Administrators and users: find a user by their email's start, make or revoke an administrator (never
// the last active one), deactivate or reactivate a user (their sessions end at once), and make a password
// reset link. Every action is audited with who did it, to whom, and from where.
import type { Language } from '#domain/messages';
import type { AdminUserChange } from '#domain/schemas/admin';
import { DomainError } from '#functions/core/errors';
import {
  changeAdminState,
  getDirectoryContractors,
  getUsers,
  listAdmins,
  listEmailsStartingWith,
} from '#functions/store/admin-directory';
import { getUser, type UserItem } from '#functions/store/users';
import type { AuditFacts } from '../audit/record-audit-event';
import { createResetLink } from '../auth/password-reset';
import { raiseAlert } from '../security/security-alerts';
import { endAllSessions } from '../sessions/sessions';
import { type AdminActor, auditAdminAction } from './admin-actor';

export type { AdminActor };

const searchLimit = 25;
const attempts = 3;

/** A user's id for administrators: `<contractorId>.<userId>` (a user is found through their business). */
export const adminUserId = (user: Pick<UserItem, 'contractorId' | 'userId'>) =>
  `${user.contractorId}.${user.userId}`;

const userNotFound = () => new DomainError('NOT_FOUND', 'admin.userNotFound');

const findUser = async (id: string): Promise<UserItem> => {
  const [contractorId, userId, ...rest] = id.split('.');
  if (!contractorId || !userId || rest.length > 0) throw userNotFound();
  const user = await getUser(contractorId, userId);
  if (!user) throw userNotFound();
  return user;
};

const nameOf = (user: UserItem) => `${user.firstName} ${user.lastName}`.trim();

const presentUsers = async (users: readonly UserItem[]) => {
  const businesses = new Map(
    (await getDirectoryContractors([...new Set(users.map((user) => user.contractorId))])).map((business) => [
      business.contractorId,
      business.businessName,
    ]),
  );
  return users.map((user) => ({
    id: adminUserId(user),
    email: user.email,
    name: nameOf(user),
    role: user.role,
    isAdmin: user.isAdmin,
    active: user.active && !user.suspended,
    contractorId: user.contractorId,
    businessName: businesses.get(user.contractorId) ?? '',
    lastActiveAt: user.lastActiveAt ?? null,
    createdAt: user.createdAt,
  }));
};

/** Users whose email starts with `q` (any case), by email: at most 25 (one Query and two batch reads). */
export const findUsers = async (q: string) => {
  const emails = await listEmailsStartingWith(q.trim().toLowerCase(), searchLimit);
  const users = await getUsers(emails.map(({ contractorId, userId }) => ({ contractorId, userId })));
  const byEmail = new Map(users.map((user) => [user.email, user]));
  return presentUsers(
    emails.flatMap(({ email }) => {
      const user = byEmail.get(email);
      return user ? [user] : [];
    }),
  );
};

const audit = (actor: AdminActor, type: AuditFacts['type'], target: UserItem, detail = '') =>
  auditAdminAction(actor, type, target.email, detail);

/**
 * Makes or revokes an administrator, deactivates or reactivates a user. Losing an active administrator
 * needs another one, who must still be one when the change is written (the transaction checks).
 */
export const changeUser = async (id: string, change: AdminUserChange, actor: AdminActor) => {
  const target = await findUser(id);
  if (target.userId === actor.user.userId && target.contractorId === actor.user.contractorId)
    throw new DomainError('CONFLICT', 'admin.notYourself');
  for (let attempt = 0; attempt < attempts; attempt++) {
    const user = attempt === 0 ? target : await findUser(id);
    const previous = { isAdmin: user.isAdmin, active: user.active };
    const next = { isAdmin: change.isAdmin ?? user.isAdmin, active: change.active ?? user.active };
    const losesAdmin = previous.isAdmin && previous.active && !(next.isAdmin && next.active);
    const keptAdmin = losesAdmin
      ? (await listAdmins()).find((admin) => admin.active && !admin.suspended && admin.userId !== user.userId)
      : undefined;
    if (losesAdmin && !keptAdmin) throw new DomainError('LAST_ADMIN', 'admin.lastAdmin');
    const outcome = await changeAdminState(user, previous, next, keptAdmin);
    if (outcome === 'conflict') continue;
    if (!next.active && previous.active) await endAllSessions(user.contractorId, user.userId);
    await auditChange(actor, user, previous, next);
    const [changed] = await presentUsers([{ ...user, ...next }]);
    return changed as NonNullable<typeof changed>;
  }
  // Changed by someone else every time it was read: rare enough to ask for a reload.
  throw new DomainError('CONFLICT', 'admin.changed');
};

const auditChange = async (
  actor: AdminActor,
  user: UserItem,
  previous: { isAdmin: boolean; active: boolean },
  next: { isAdmin: boolean; active: boolean },
) => {
  if (next.isAdmin !== previous.isAdmin) {
    await audit(actor, next.isAdmin ? 'admin_granted' : 'admin_revoked', user);
    // A new administrator is worth a second look whoever made them one.
    if (next.isAdmin)
      await raiseAlert({
        rule: 'admin_granted',
        subject: user.email,
        windowStart: Math.floor(Date.now() / 1000),
        count: 1,
      });
  }
  if (next.active !== previous.active)
    await audit(actor, next.active ? 'user_reactivated' : 'user_deactivated', user);
};

/** A single-use reset link for a user, emailed to them or only answered (to hand over). */
export const makeResetLink = async (
  id: string,
  delivery: 'email' | 'show',
  actor: AdminActor,
  language: Language,
) => {
  const user = await findUser(id);
  const answer = await createResetLink(user, actor.user, delivery, language);
  await audit(actor, 'password_reset_created', user, delivery === 'email' ? 'emailed' : 'shown');
  return answer;
};
