// The notifications area's contract: the feeds behind the bell and the manual payment reminder. Messages
// arrive rendered in the caller's language.
import * as z from 'zod/mini';
import { notificationsSeenSchema } from '../notification-reads';
import { type PaymentNotificationType, paymentNotificationTypes } from '../vocabularies';
import {
  answers,
  calendarDate,
  dollars,
  id,
  pathParams,
  personSchema,
  type RouteContracts,
  timestamp,
} from './route-contract';

export { type PaymentNotificationType, paymentNotificationTypes };

export const quoteApprovalNotificationSchema = z.strictObject({
  id,
  message: z.string(),
  quoteId: id,
  quoteNumber: z.number().check(z.int()),
  timestamp,
  customerName: z.string(),
});
export type QuoteApprovalNotification = z.infer<typeof quoteApprovalNotificationSchema>;

export const discountReviewNotificationSchema = z.strictObject({
  id,
  type: z.literal('discount_review'),
  message: z.string(),
  quoteId: id,
  quoteNumber: z.number().check(z.int()),
  discountPercent: z.number(),
  limitPercent: z.number(),
  /** The rep who gave the discount. */
  requestedBy: z.nullable(personSchema),
  timestamp,
});
export type DiscountReviewNotification = z.infer<typeof discountReviewNotificationSchema>;

export const leadNotificationSchema = z.strictObject({
  id,
  type: z.literal('new_lead'),
  message: z.string(),
  quoteId: id,
  quoteNumber: z.number().check(z.int()),
  timestamp,
  customerName: z.string(),
  amount: dollars,
});
export type LeadNotification = z.infer<typeof leadNotificationSchema>;

export const paymentNotificationSchema = z.strictObject({
  id,
  type: z.enum(paymentNotificationTypes),
  message: z.string(),
  jobId: id,
  milestoneId: id,
  timestamp,
  /** 'JOB-00012'. */
  jobNumber: z.string(),
  customerName: z.string(),
  amount: dollars,
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

export const paymentReminderSchema = z
  .strictObject({
    milestoneId: id,
    milestoneName: z.string(),
    customerName: z.string(),
    jobNumber: z.string(),
    jobId: id,
    /** The due date. */
    timestamp: calendarDate,
    /** What is still owed. */
    amount: dollars,
    reminderSent: z.boolean(),
    /** Negative when overdue, on the contractor's calendar. */
    daysUntilDue: z.number().check(z.int()),
  })
  .check(z.meta({ id: 'PaymentReminder' }));
export type PaymentReminder = z.infer<typeof paymentReminderSchema>;

export const seenNotificationsSchema = z
  .strictObject({
    /** The keys (`<type>:<id>`) of the bell items this user has seen, oldest first (at most 500). */
    seenKeys: z.array(z.string()),
  })
  .check(z.meta({ id: 'SeenNotifications' }));

export const notificationsRoutes = {
  'GET /api/notifications/seen': answers(
    'The bell items the signed-in user has seen (their own, per user)',
    seenNotificationsSchema,
  ),
  'POST /api/notifications/seen': answers(
    'Mark bell items as seen by the signed-in user: opening the bell, or "Mark all as read"',
    seenNotificationsSchema,
    { request: { body: notificationsSeenSchema } },
  ),
  'GET /api/lead-notifications': answers(
    "New homeowner leads for the caller's contractor, newest first (at most 50)",
    z.strictObject({ notifications: z.array(leadNotificationSchema) }),
  ),
  'GET /api/quote-approval-notifications': answers(
    'Approved quotes, newest first (at most 50)',
    z.strictObject({ notifications: z.array(quoteApprovalNotificationSchema) }),
  ),
  'GET /api/discount-review-notifications': answers(
    "Reps' discounts beyond the owner's limit still waiting for the owner, newest first (at most 50)",
    z.strictObject({ notifications: z.array(discountReviewNotificationSchema) }),
  ),
  'GET /api/payment-notifications': answers(
    'Payments received, milestones completed and overdue notices, newest first (at most 50)',
    z.strictObject({ notifications: z.array(paymentNotificationSchema) }),
  ),
  'GET /api/payment-reminders': answers(
    'Unpaid milestones due soon or overdue, most overdue first',
    z.strictObject({ reminders: z.array(paymentReminderSchema) }),
  ),
  'POST /api/payment-reminders/{milestoneId}/send': answers(
    "Send a payment reminder now by the contractor's communication preference",
    z.strictObject({ reminder: paymentReminderSchema }),
    { request: { params: pathParams('milestoneId') }, errors: [409, 502] },
  ),
} as const satisfies RouteContracts;
