// Sending one payment reminder, exactly once: the milestone is claimed with a conditional update before
// anything is sent, so two runs (or a run and a manual send) cannot both send. The claim ends in
// `reminderSent` with today's date and the stage reached; if every channel failed it is released, so the
// next run tries again. A claim left by a crashed run expires after a few minutes and is retried.
import { displayJobNumber } from '#domain/job-number';
import { translate } from '#domain/messages';
import { milestoneNameIn } from '#domain/milestone-names';
import { formatUsd } from '#domain/money';
import { toE164 } from '#domain/phone';
import type { ReminderStage } from '#domain/reminder-timing';
import { logger } from '#functions/core/logger';
import {
  claimReminder,
  finishReminderClaim,
  getMilestone,
  type JobItem,
  type MilestoneChanges,
  type MilestoneItem,
} from '#functions/store/jobs';
import { openJobContact, type QuoteContact, sealCopy } from '../crypto/sealed-copy';
import type { ContractorCalendar } from '../jobs/contractor-payment-settings';
import { sendAndLog } from '../messaging/send-and-log';
import { sendEmail } from '../ports/email/email';
import { type CustomerKeys, customerKeys } from '../ports/keys/customer-keys';
import { sendSms } from '../ports/sms/sms';
import { aboutText, customerTexted, textingConsent, withOptOutNotice } from '../texting/text-consent';
import { newId } from '../tokens';

/** A claim older than this belonged to a run that died before finishing. */
const claimLifetimeMs = 10 * 60_000;

export type ReminderOutcome = 'sent' | 'skipped' | 'failed' | 'no_contact';

export interface ReminderRequest {
  milestone: MilestoneItem;
  job: Pick<JobItem, 'customerPhone' | 'customerEmail' | 'language' | 'jobNumber' | 'homeownerId'>;
  calendar: ContractorCalendar;
  /** The stage the milestone reached today (domain/reminder-timing.ts). */
  stage: Exclude<ReminderStage, 'none'>;
  /** Automatic reminders send each stage once; a manual one may go once a day. */
  mode: 'automatic' | 'manual';
  userId?: string;
}

const formatDueDate = (date: string, language: 'en' | 'es') =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

const messageOf = ({ milestone, job, calendar, stage }: ReminderRequest) => {
  const language = job.language ?? 'en';
  const text = translate(stage === 'overdue' ? 'sms.reminderOverdue' : 'sms.reminderUpcoming', language, {
    business: calendar.businessName,
    milestone: milestoneNameIn(milestone.name, language),
    amount: formatUsd(milestone.amountCents - milestone.paidCents),
    job: displayJobNumber(job.jobNumber),
    date: formatDueDate(milestone.dueDate ?? calendar.today, language),
  });
  return { text, subject: translate('email.reminderSubject', language, { business: calendar.businessName }) };
};

/** Paid or moved since it was read, claimed by another run, or reminded today: no claim. */
const claim = ({ milestone, calendar, mode }: ReminderRequest): Promise<boolean> => {
  const now = Date.now();
  return claimReminder(milestone, {
    claimedAt: new Date(now).toISOString(),
    staleBefore: new Date(now - claimLifetimeMs).toISOString(),
    today: calendar.today,
    // A manual reminder may repeat a stage (once a day); automatic ones send each stage once.
    sameStageOnly: mode === 'automatic',
  });
};

const stageRank: Record<ReminderStage, number> = { none: 0, upcoming: 1, overdue: 2 };

/** Texts and/or emails by the contractor's preference; true when at least one went out. */
const deliver = async (
  request: ReminderRequest,
  contact: QuoteContact,
  keys: CustomerKeys,
): Promise<boolean> => {
  const { milestone, job, calendar } = request;
  const { text, subject } = messageOf(request);
  const preference = calendar.payment.communicationPreference;
  const wanted = preference !== 'email' ? toE164(contact.phone) : undefined;
  // A number that replied STOP gets no reminder by text (the email still goes, when there is one).
  const consent = wanted ? await textingConsent(milestone.contractorId, wanted) : undefined;
  const phone = consent && !consent.optedOut ? wanted : undefined;
  const language = job.language ?? 'en';
  const email = preference !== 'sms' && contact.email && emailAvailable() ? contact.email : undefined;
  const seal = (field: 'customerPhone' | 'customerEmail' | 'messageText', value: string) =>
    sealCopy(keys, milestone.contractorId, field, value);
  const row = {
    contractorId: milestone.contractorId,
    subjectId: milestone.milestoneId,
    purpose: 'reminder' as const,
    homeownerId: job.homeownerId ?? '',
    jobId: milestone.jobId,
    messageContent: seal('messageText', text),
    sentByUserId: request.userId,
  };
  /** Sends on one channel and logs it, sent or failed; true when it went. */
  const sendOn = async (channel: 'sms' | 'email', send: () => Promise<{ providerMessageId: string }>) => {
    const message = {
      ...row,
      messageId: newId(channel),
      channel,
      recipientPhone: seal('customerPhone', channel === 'sms' ? (phone ?? '') : ''),
      recipientEmail: seal('customerEmail', channel === 'email' ? (email ?? '') : ''),
      createdAt: new Date().toISOString(),
    };
    return sendAndLog('Reminder', message, language, send);
  };
  const texted =
    phone && consent
      ? await sendOn('sms', () => sendSms({ to: phone, body: withOptOutNotice(text, consent, language) }))
      : false;
  if (texted && phone)
    await customerTexted(milestone.contractorId, phone, language, aboutText(row)).catch((error: unknown) =>
      logger.error('First text not recorded', { milestoneId: milestone.milestoneId, error }),
    );
  const emailed = email ? await sendOn('email', () => sendEmail({ to: email, subject, text })) : false;
  return texted || emailed;
};

/** Email goes out locally (to the outbox) and in AWS only when a sender was configured at deploy. */
const emailAvailable = () => process.env.PICKET_STAGE !== 'aws' || Boolean(process.env.PICKET_EMAIL_FROM);

const hasContact = (contact: QuoteContact, preference: string): boolean =>
  (preference !== 'email' && Boolean(toE164(contact.phone))) ||
  (preference !== 'sms' && Boolean(contact.email) && emailAvailable());

export const sendReminder = async (request: ReminderRequest): Promise<ReminderOutcome> => {
  const { milestone, calendar, stage } = request;
  const keys = await customerKeys();
  const contact = openJobContact(keys, { ...request.job, contractorId: milestone.contractorId });
  if (!hasContact(contact, calendar.payment.communicationPreference)) return 'no_contact';
  if (!(await claim(request))) return 'skipped';
  const delivered = await deliver(request, contact, keys).catch((error: unknown) => {
    logger.error('Reminder not delivered', { milestoneId: milestone.milestoneId, error });
    return false;
  });
  const current = milestone.reminderStage ?? 'none';
  const reached = stageRank[stage] > stageRank[current] ? stage : current;
  await finishClaim(
    milestone,
    delivered ? { reminderSent: true, lastReminderDate: calendar.today, reminderStage: reached } : {},
  );
  return delivered ? 'sent' : 'failed';
};

/**
 * Ends the claim, recording the reminder when one went out. It rewrites the due-index facts, so it holds
 * only while the milestone is as read; if a payment landed meanwhile it re-reads and writes again.
 */
const finishClaim = async (read: MilestoneItem, outcome: MilestoneChanges) => {
  let milestone: MilestoneItem | null = read;
  for (let attempt = 0; milestone && attempt < 3; attempt += 1) {
    if (await finishReminderClaim(milestone, outcome)) return;
    milestone = await getMilestone(milestone.contractorId, milestone.jobId, milestone.milestoneId);
  }
};
