// How a text message's delivery reads in the Messages card: its status label and badge colour (queued
// grey, sent blue, delivered green, failed red, a customer's reply violet) and the number, stored as E.164,
// shown as XXX-XXX-XXXX (SPEC §5). Pure, so the rules are unit-tested.
import { formatPhoneDisplay } from '#domain/phone';
import type { SmsStatus } from './api/get-quote-messages';

export const smsStatuses: readonly SmsStatus[] = ['queued', 'sent', 'delivered', 'failed', 'received'];

export const isSmsStatus = (value: string): value is SmsStatus =>
  (smsStatuses as readonly string[]).includes(value);

export const smsStatusClass: Record<SmsStatus, string> = {
  queued: 'bg-slate-100 text-slate-700',
  sent: 'bg-sky-100 text-sky-800',
  delivered: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  received: 'bg-violet-100 text-violet-800',
};

/** The customer's reply (an inbound row of the log), not a text sent to them. */
export const isReply = (message: { status: string }): boolean => message.status === 'received';

/** "+15551234567" → "555-123-4567"; anything else is shown as it was. */
export const formatRecipient = (phone: string): string => {
  const us = /^\+1(\d{10})$/.exec(phone);
  return us?.[1] ? formatPhoneDisplay(us[1]) : formatPhoneDisplay(phone);
};
