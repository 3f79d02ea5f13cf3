// The contractor's team (users): the team page, the assignee pickers, and names on payments and notes.
import type { TeamMember } from '#domain/contract/team';
import { listUsers, type UserItem } from '#functions/store/users';

export type { TeamMember };

/** A user's name as the team shows it: first and last name, the email when neither is set. */
export const memberName = (user: Pick<UserItem, 'firstName' | 'lastName' | 'email'>): string =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;

export const presentMember = (user: UserItem): TeamMember => ({
  id: user.userId,
  name: memberName(user),
  email: user.email,
  phone: user.phone ?? '',
  role: user.role,
  status: user.active ? 'active' : 'deactivated',
  lastActiveAt: user.lastActiveAt ?? user.lastLoginAt ?? null,
});

/** Active members first, then by name. */
const byStatusThenName = (a: TeamMember, b: TeamMember) =>
  Number(a.status !== 'active') - Number(b.status !== 'active') ||
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
  a.id.localeCompare(b.id);

/** The team's members from its users (one Query), active first, then by name. */
export const presentTeam = (users: readonly UserItem[]): TeamMember[] =>
  users.map(presentMember).sort(byStatusThenName);

export const listTeam = async (contractorId: string): Promise<TeamMember[]> =>
  presentTeam(await listUsers(contractorId));

export const teamNames = async (contractorId: string): Promise<Map<string, string>> =>
  new Map((await listTeam(contractorId)).map((member) => [member.id, member.name]));
