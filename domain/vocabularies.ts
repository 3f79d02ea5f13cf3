// Value lists that the store keeps and the API speaks alike: one list each, imported by the ElectroDB
// entities (functions/store) and the API contract (domain/contract), so the two cannot drift apart.

/** A user's role in their company (the owner signs up; reps are invited). */
export const userRoles = ['owner', 'rep', 'crew'] as const;
export type UserRole = (typeof userRoles)[number];

/** Who started a quote: the contractor's builder or a homeowner's instant quote. */
export const quoteSources = ['contractor', 'homeowner'] as const;
export type QuoteSource = (typeof quoteSources)[number];

/** How an approval was captured. */
export const approvalMethods = ['online_signature', 'contractor_recorded'] as const;
export type ApprovalMethod = (typeof approvalMethods)[number];

/**
 * Where a message of the SMS log stands: queued → sent → delivered | failed (`delivered`, and a carrier's
 * `failed`, come from SNS delivery-status logging); `received` is the customer's reply (an inbound row).
 */
export const smsStatuses = ['queued', 'sent', 'failed', 'delivered', 'received'] as const;
export type SmsStatus = (typeof smsStatuses)[number];

/** The security events admins watch. */
export const auditEventTypes = [
  'login_succeeded',
  'login_failed',
  'login_locked_out',
  'logout',
  'signup',
  'signup_existing',
  'onboarding_completed',
  'user_created',
  'user_invited',
  'user_updated',
  'password_changed',
  'logout_everywhere',
  'site_content_updated',
  'lead_rule_created',
  'lead_rule_updated',
  'lead_rule_deleted',
  'quote_approved',
  'quote_declined',
  'contractor_deactivated',
  'contractor_reactivated',
  'trial_extended',
  'admin_granted',
  'admin_revoked',
  'user_deactivated',
  'user_reactivated',
  'password_reset_created',
  'password_reset_used',
  'lead_assigned',
  'lead_discarded',
  'system_settings_updated',
  'adjustment_type_created',
  'adjustment_type_updated',
  'alert_acknowledged',
] as const;
export type AuditEventType = (typeof auditEventTypes)[number];

/**
 * The rules that raise a security alert: many failed sign-ins for one account or from one IP, an
 * administrator granted, a burst of refused requests (4xx) from one client, WAF blocks (AWS).
 */
export const securityAlertRules = [
  'failed_logins_account',
  'failed_logins_ip',
  'admin_granted',
  'client_errors_burst',
  'waf_blocks',
] as const;
export type SecurityAlertRule = (typeof securityAlertRules)[number];

/** What the bell shows (SPEC §3 notification types); all but quote_approved sit in the payments feed. */
export const notificationTypes = [
  'overdue_deposit',
  'overdue_reminder',
  'payment_received',
  'milestone_completed',
  'quote_approved',
  'new_lead',
  'discount_review',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Where a rep's discount beyond the owner's limit stands ('' when none is needed). */
export const discountReviewStates = ['', 'pending', 'approved', 'rejected'] as const;
export type DiscountReviewState = (typeof discountReviewStates)[number];
export const paymentNotificationTypes = [
  'payment_received',
  'milestone_completed',
  'overdue_deposit',
  'overdue_reminder',
] as const satisfies readonly NotificationType[];
export type PaymentNotificationType = (typeof paymentNotificationTypes)[number];

/** Calendar events (SPEC §3 Calendar event). */
export const calendarEventTypes = ['job', 'repair', 'quote', 'follow_up', 'appointment', 'reminder'] as const;
export type CalendarEventType = (typeof calendarEventTypes)[number];
export const calendarEventStatuses = [
  'scheduled',
  'in_progress',
  'pending',
  'completed',
  'cancelled',
] as const;
export type CalendarEventStatus = (typeof calendarEventStatuses)[number];

/** What a recorded payment paid for. */
export const paymentTypes = ['quote_deposit', 'job_deposit', 'milestone', 'final'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** How a job's price is split into payments. */
export const jobPaymentStructures = ['two_payment', 'three_payment', 'finance', 'custom'] as const;
export type JobPaymentStructure = (typeof jobPaymentStructures)[number];
