// A contractor's automatic follow-ups (docs/api.md "Follow-ups"): steps that each wait a delay after something a
// customer did or did not do with a quote, then text or email them a message in their language. SPEC §5 (CRM
// campaigns): a name of 1–100 characters, a message of 1–1600 ('Message too long for SMS'), a delay of 0–43200
// minutes (30 days).
import * as z from 'zod/mini';
import { message } from './message';
import { numberField } from './number';

/** What starts a step's clock, and what must still be true when it is due. */
export const followUpTriggers = ['sent_not_viewed', 'viewed_not_answered', 'approved_no_deposit'] as const;
export type FollowUpTrigger = (typeof followUpTriggers)[number];

export const followUpChannels = ['text', 'email'] as const;
export type FollowUpChannel = (typeof followUpChannels)[number];

/** The placeholders a message may use; anything else in braces is sent as written. */
export const followUpPlaceholders = ['{firstName}', '{businessName}', '{link}', '{total}'] as const;

export const maxFollowUpSteps = 10;
/** 30 days. */
export const maxFollowUpDelayMinutes = 43_200;
export const maxFollowUpMessageLength = 1600;

const messageText = (required: boolean) =>
  z
    .string(message('followUp.messageRequired'))
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, message('followUp.messageRequired'))] : []),
      z.maxLength(maxFollowUpMessageLength, message('followUp.messageTooLong')),
    );

export const followUpStepSchema = z.object({
  /** Kept from the answer when a step is edited; a new step leaves it out. */
  id: z.optional(
    z
      .string(message('field.invalid'))
      .check(z.trim(), z.minLength(1), z.maxLength(64, message('field.invalid'))),
  ),
  name: z
    .string(message('followUp.nameRequired'))
    .check(
      z.trim(),
      z.minLength(1, message('followUp.nameRequired')),
      z.maxLength(100, message('followUp.nameTooLong')),
    ),
  trigger: z.enum(followUpTriggers, message('followUp.triggerInvalid')),
  delayMinutes: numberField('followUp.delayInvalid').check(
    z.int(message('followUp.delayInvalid')),
    z.gte(0, message('followUp.delayInvalid')),
    z.lte(maxFollowUpDelayMinutes, message('followUp.delayTooLong')),
  ),
  channel: z.enum(followUpChannels, message('followUp.channelInvalid')),
  /** The English message is required; the Spanish one is sent to Spanish-speaking customers when written. */
  message: z.object({ en: messageText(true), es: z._default(messageText(false), '') }),
  active: z._default(z.boolean(message('field.invalid')), true),
});
export type FollowUpStepInput = z.infer<typeof followUpStepSchema>;

export const followUpSettingsSchema = z.object({
  /** The whole sequence on or off (it ships off). */
  enabled: z.boolean(message('field.invalid')),
  steps: z
    .array(followUpStepSchema, message('field.invalid'))
    .check(z.maxLength(maxFollowUpSteps, message('followUp.tooMany'))),
});
export type FollowUpSettingsInput = z.infer<typeof followUpSettingsSchema>;
