// An owner's view and management of the team: the members (and, for owners, the open invitations), and
// changing a member's role or deactivating / reactivating them. Deactivation ends every session of the
// member at once; what they made (quotes, jobs, events) stays as it is. A business keeps at least one
// active owner: a change that would leave none is 409 LAST_OWNER, checked in the write's transaction.
import type { Team, TeamMember } from '#domain/contract/team';
import type { MemberChange } from '#domain/schemas/team';
import { DomainError } from '#functions/core/errors';
import { changeMemberState, getUser, listUsers, type UserItem } from '#functions/store/users';
import { recordAuditEvent } from '../audit/record-audit-event';
import { endAllSessions } from '../sessions/sessions';
import { listOpenInvites } from './invitations';
import { presentMember, presentTeam } from './team-members';

interface Client {
  ip: string;
  userAgent: string;
}

/** Attempts when a concurrent change to the team gets in the way. */
const attempts = 4;

const memberNotFound = () => new DomainError('NOT_FOUND', 'team.memberNotFound');

/** The team as `viewer` sees it: everyone, and the open invitations when the viewer is an owner. */
export const viewTeam = async (viewer: UserItem): Promise<Team> => {
  const users = await listUsers(viewer.contractorId);
  return {
    members: presentTeam(users),
    invites: viewer.role === 'owner' ? await listOpenInvites(viewer.contractorId, users) : [],
  };
};

const isActiveOwner = (user: { role: string; active: boolean }) => user.role === 'owner' && user.active;

/** Changes a member's role and/or status on behalf of `owner`. */
export const changeMember = async (
  owner: UserItem,
  userId: string,
  change: MemberChange,
  client: Client,
): Promise<TeamMember> => {
  const { contractorId } = owner;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const users = await listUsers(contractorId);
    const member = users.find((user) => user.userId === userId);
    if (!member) throw memberNotFound();
    const previous = { role: member.role, active: member.active };
    const next = { role: change.role ?? member.role, active: change.active ?? member.active };
    // Losing an active owner needs another one, who must still be one when the change is written.
    let keptOwnerId: string | undefined;
    if (isActiveOwner(previous) && !isActiveOwner(next)) {
      keptOwnerId = users.find((user) => user.userId !== userId && isActiveOwner(user))?.userId;
      if (!keptOwnerId) throw new DomainError('LAST_OWNER', 'team.lastOwner');
    }
    const outcome = await changeMemberState(contractorId, userId, previous, next, keptOwnerId);
    if (outcome === 'conflict') continue;
    if (!next.active) await endAllSessions(contractorId, userId);
    await recordAuditEvent({
      type: 'user_updated',
      contractorId,
      userId: owner.userId,
      email: member.email,
      ...client,
    });
    const changed = await getUser(contractorId, userId);
    return presentMember(changed ?? { ...member, ...next });
  }
  throw new DomainError('CONFLICT', 'team.changed');
};
