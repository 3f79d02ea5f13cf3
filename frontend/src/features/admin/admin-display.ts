// How the admin area names and shows things: each security event type, alert rule and role in words, days and
// times in the page's language, alerts in order, and what an administrator may do to a user. Pure, so it is
// tested on its own. (The lists' URL searches: ./admin-search.ts.)
import type { AuditEventType, SecurityAlertRule, UserRole } from '#domain/vocabularies';
import type { TranslationKey } from '#frontend/i18n/language';

export const auditEventLabelKey = (type: AuditEventType): TranslationKey => `admin.audit.${type}`;

/**
 * Every event type the security log may hold, as the admin pages know them: the type demands each one of
 * `auditEventTypes` (domain/vocabularies.ts) and no other. Listed here rather than read from that module at run
 * time, which the app's entry carries: these pages would otherwise put the list in every public page's download.
 */
const knownAuditTypes: Readonly<Record<AuditEventType, true>> = {
  login_succeeded: true,
  login_failed: true,
  login_locked_out: true,
  logout: true,
  signup: true,
  signup_existing: true,
  onboarding_completed: true,
  user_created: true,
  user_invited: true,
  user_updated: true,
  password_changed: true,
  logout_everywhere: true,
  site_content_updated: true,
  lead_rule_created: true,
  lead_rule_updated: true,
  lead_rule_deleted: true,
  quote_approved: true,
  quote_declined: true,
  contractor_deactivated: true,
  contractor_reactivated: true,
  trial_extended: true,
  admin_granted: true,
  admin_revoked: true,
  user_deactivated: true,
  user_reactivated: true,
  password_reset_created: true,
  password_reset_used: true,
  lead_assigned: true,
  lead_discarded: true,
  system_settings_updated: true,
  adjustment_type_created: true,
  adjustment_type_updated: true,
  alert_acknowledged: true,
};

/** The event types, for the security log's filter. */
export const auditTypesShown = (): AuditEventType[] => Object.keys(knownAuditTypes) as AuditEventType[];

/** The URL's `type` when it is an event type Picket records; undefined (every type) otherwise. */
export const knownAuditType = (type: string | undefined): AuditEventType | undefined =>
  type !== undefined && Object.hasOwn(knownAuditTypes, type) ? (type as AuditEventType) : undefined;

export const alertRuleLabelKey = (rule: SecurityAlertRule): TranslationKey => `admin.alertRule.${rule}`;

export const roleLabelKey = (role: UserRole): TranslationKey => `role.${role}`;

/** A timestamp as a day in the locale ("Mar 4, 2026"); '' when it is no date. */
export const formatDay = (timestamp: string, locale: string): string => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
};

/** A timestamp as a day and a time in the locale; '' when it is no date. */
export const formatTime = (timestamp: string, locale: string): string => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

/** Alerts as the security page lists them: the open ones first, each group newest first. */
export const alertsInOrder = <Alert extends { acknowledgedAt: string | null; raisedAt: string }>(
  alerts: readonly Alert[],
): Alert[] =>
  [...alerts].sort(
    (a, b) =>
      Number(a.acknowledgedAt !== null) - Number(b.acknowledgedAt !== null) ||
      b.raisedAt.localeCompare(a.raisedAt),
  );

/** What an administrator may do to a user, one button each. */
export type UserAction = 'grantAdmin' | 'revokeAdmin' | 'deactivate' | 'reactivate';

/** The button of each action (Deactivate and Reactivate read as on the Team page). */
const userActionLabels: Readonly<Record<UserAction, TranslationKey>> = {
  grantAdmin: 'admin.users.grantAdmin',
  revokeAdmin: 'admin.users.revokeAdmin',
  deactivate: 'teamPage.deactivate',
  reactivate: 'teamPage.reactivate',
};

export const userActionLabelKey = (action: UserAction): TranslationKey => userActionLabels[action];

/** The change each action sends (PATCH /api/admin/users/{id}). */
export const userChangeOf = (action: UserAction): { isAdmin?: boolean; active?: boolean } =>
  ({
    grantAdmin: { isAdmin: true },
    revokeAdmin: { isAdmin: false },
    deactivate: { active: false },
    reactivate: { active: true },
  })[action];

/** The two actions a user's row offers: admin or not, then active or not. */
export const userActionsFor = (user: { isAdmin: boolean; active: boolean }): [UserAction, UserAction] => [
  user.isAdmin ? 'revokeAdmin' : 'grantAdmin',
  user.active ? 'deactivate' : 'reactivate',
];
