// How the Team page shows people and invitations: each role's name and one-line description, a member's
// and an invitation's status, and the day an invitation's link stops (or stopped) working, in the user's
// language. Pure, so it is tested on its own.
import type { UserRole } from '#domain/vocabularies';
import type { TranslationKey } from '#frontend/i18n/language';
import type { TeamInvite, TeamMember } from './api/team';

export const roleLabelKey = (role: UserRole): TranslationKey => `role.${role}`;

export const roleDescriptionKey = (role: UserRole): TranslationKey => `role.${role}.description`;

export const memberStatusKey = (status: TeamMember['status']): TranslationKey =>
  status === 'active' ? 'teamPage.active' : 'teamPage.deactivatedStatus';

/** A member's change the status button asks for: deactivate an active member, reactivate another. */
export const statusChangeOf = (member: Pick<TeamMember, 'status'>): { active: boolean } => ({
  active: member.status !== 'active',
});

export const inviteStatusKey = (status: TeamInvite['status']): TranslationKey =>
  status === 'pending' ? 'milestoneStatus.pending' : 'teamPage.inviteExpired';

/** A timestamp as a day in the locale ("Mar 4, 2026" / "4 mar 2026"); '' when it is no date. */
export const formatDay = (timestamp: string, locale: string): string => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
};

/** The line under an invitation: until when its link works, or since when it no longer does. */
export const inviteDateLine = (
  invite: Pick<TeamInvite, 'status' | 'expiresAt'>,
  locale: string,
): { key: TranslationKey; date: string } => ({
  key: invite.status === 'pending' ? 'teamPage.validUntil' : 'teamPage.expiredOn',
  date: formatDay(invite.expiresAt, locale),
});
