// What the SMS port takes and gives back, and how it says no. The adapters (SNS, the local outbox)
// implement SendSms; events/sms.ts picks one.
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

/** The SMS service would not take the message; `reason` is safe to show to the sender. */
export class SmsRefused extends Error {
  constructor(readonly reason: string) {
    super(`SMS refused: ${reason}`);
    this.name = 'SmsRefused';
  }
}
