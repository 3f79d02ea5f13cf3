// Administrators and businesses: find a business by its name's start or an owner's email, see its team and
// what it has done (counts from its rollups: never its customers), extend its trial, deactivate it (nobody
// of it can sign in, and every session of it ends at once) and reactivate it. Every action is audited.
import type { AdminContractor, AdminContractorDetail } from '#domain/contract/admin';
import { directoryKeyOf } from '#domain/search-tokens';
import { DomainError } from '#functions/core/errors';
import {
  type DirectoryContractor,
  getDirectoryContractors,
  listContractorsByName,
  listEmailsStartingWith,
  setContractorActive,
  setTrialEnd,
  setUsersSuspended,
} from '#functions/store/admin-directory';
import { listRollups } from '#functions/store/rollups';
import { listUsers } from '#functions/store/users';
import type { AuditFacts } from '../audit/record-audit-event';
import { sumBucket } from '../reports/report-figures';
import { endAllSessions } from '../sessions/sessions';
import { type AdminActor, auditAdminAction } from './admin-actor';

const searchLimit = 25;
const dayMs = 86_400_000;

const notFound = () => new DomainError('NOT_FOUND', 'admin.contractorNotFound');

const present = (business: DirectoryContractor): AdminContractor => ({
  id: business.contractorId,
  businessName: business.businessName,
  ownerName: business.contactName ?? '',
  ownerEmail: business.email ?? '',
  plan: 'trial',
  trialEndsAt: business.trialEndsAt ?? null,
  // Items from before deactivation existed lack the flag: they are active.
  active: business.isActive !== false,
  onboardingComplete: business.onboardingComplete ?? false,
  createdAt: business.createdAt,
});

/**
 * Businesses by the start of their name (by name), or — when `q` has an @ — those with a user whose email
 * starts with it: at most 25, one Query and at most one batch read.
 */
export const findContractors = async (q: string): Promise<AdminContractor[]> => {
  const text = q.trim();
  if (!text.includes('@'))
    return (await listContractorsByName(directoryKeyOf(text), searchLimit)).map(present);
  const emails = await listEmailsStartingWith(text.toLowerCase(), searchLimit);
  const ids = [...new Set(emails.map((email) => email.contractorId))];
  const byId = new Map(
    (await getDirectoryContractors(ids)).map((business) => [business.contractorId, business]),
  );
  return ids.flatMap((id) => {
    const business = byId.get(id);
    return business ? [present(business)] : [];
  });
};

const findContractor = async (contractorId: string): Promise<DirectoryContractor> => {
  const [business] = await getDirectoryContractors([contractorId]);
  if (!business) throw notFound();
  return business;
};

/** One business: its team's size and last activity, and its all-time counts from the monthly rollups. */
export const contractorDetail = async (contractorId: string): Promise<AdminContractorDetail> => {
  const business = await findContractor(contractorId);
  const [users, rollups] = await Promise.all([
    listUsers(contractorId),
    listRollups(contractorId, 'M', '0000-00', '9999-99'),
  ]);
  const counts = sumBucket(rollups, 'all');
  const lastActiveAt = users
    .map((user) => user.lastActiveAt ?? '')
    .reduce((latest, at) => (at > latest ? at : latest), '');
  return {
    ...present(business),
    teamSize: users.length,
    activeMembers: users.filter((user) => user.active).length,
    lastActiveAt: lastActiveAt || null,
    activity: {
      quotesMade: counts.quotesCreated,
      quotesSent: counts.quotesSent,
      quotesWon: counts.quotesApproved,
      jobsCompleted: counts.jobsCompleted,
    },
  };
};

const audit = (actor: AdminActor, type: AuditFacts['type'], business: DirectoryContractor, detail = '') =>
  auditAdminAction(actor, type, business.businessName, detail);

/**
 * Deactivates a business: marked inactive (its public page and lead routing pass it by), every user of it
 * suspended (sign-in refused, and every request of a session refused from the next one), and every session
 * ended now. A business with an administrator is refused: revoke their admin access first.
 */
export const deactivateContractor = async (contractorId: string, reason: string, actor: AdminActor) => {
  const business = await findContractor(contractorId);
  const users = await listUsers(contractorId);
  if (users.some((user) => user.isAdmin)) throw new DomainError('ADMIN_BUSINESS', 'admin.adminBusiness');
  await setContractorActive(contractorId, false);
  await setUsersSuspended(users, true);
  await Promise.all(users.map((user) => endAllSessions(contractorId, user.userId)));
  await audit(actor, 'contractor_deactivated', business, reason);
  return present({ ...business, isActive: false });
};

/** Reactivates a business: each user gets back the status they had (an owner-deactivated one stays so). */
export const reactivateContractor = async (contractorId: string, actor: AdminActor) => {
  const business = await findContractor(contractorId);
  await setContractorActive(contractorId, true);
  await setUsersSuspended(await listUsers(contractorId), false);
  await audit(actor, 'contractor_reactivated', business);
  return present({ ...business, isActive: true });
};

/** Adds `days` to a trial, from the later of now and its current end. */
export const extendTrial = async (contractorId: string, days: number, actor: AdminActor) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const business = await findContractor(contractorId);
    const currentEnd = business.trialEndsAt ? Date.parse(business.trialEndsAt) : 0;
    const trialEndsAt = new Date(Math.max(Date.now(), currentEnd) + days * dayMs).toISOString();
    if (await setTrialEnd(contractorId, business.trialEndsAt, trialEndsAt)) {
      await audit(actor, 'trial_extended', business, `+${days} days → ${trialEndsAt.slice(0, 10)}`);
      return present({ ...business, trialEndsAt });
    }
  }
  // Changed by someone else every time it was read: rare enough to ask for a reload.
  throw new DomainError('CONFLICT', 'admin.changed');
};
