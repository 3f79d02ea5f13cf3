// What the SMS port takes and gives back, and how it says no. The adapters (SNS, the local outbox)
// implement SendSms; events/sms.ts picks one.
import type { MessageKey } from '#domain/messages';

export interface SmsRequest {
  /** E.164, e.g. +13125550100. */
  to: string;
  body: string;
}

export interface SmsReceipt {
  /** The provider's id for the message. */
  providerMessageId: string;
}

export type SendSms = (request: SmsRequest) => Promise<SmsReceipt>;

/**
 * The SMS service would not take the message. `reason` is a message key (shown to the sender in their
 * language); the provider's own text, which can hold account details, is only logged.
 */
export class SmsRefused extends Error {
  constructor(
    readonly reason: SmsRefusalReason,
    detail: string = reason,
  ) {
    super(`SMS refused: ${detail}`);
    this.name = 'SmsRefused';
  }
}

export type SmsRefusalReason = Extract<
  MessageKey,
  'sms.reason.invalidNumber' | 'sms.reason.throttled' | 'sms.reason.refused'
>;
