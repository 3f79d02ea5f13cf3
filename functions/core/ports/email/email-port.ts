// What the email port takes and gives back, and how it says no (events/email.ts picks an adapter).
import type { MessageKey } from '#domain/messages';

export interface EmailRequest {
  to: string;
  subject: string;
  text: string;
  /** A branded HTML part beside the text (mail apps show it; the text is what plain-text readers get). */
  html?: string;
}

export type SendEmail = (request: EmailRequest) => Promise<{ providerMessageId: string }>;

/** The email service would not take it; `reason` is a message key shown to the sender. */
export class EmailRefused extends Error {
  constructor(
    readonly reason: Extract<MessageKey, 'sms.reason.refused' | 'sms.reason.noAnswer'>,
    detail: string = reason,
  ) {
    super(`Email refused: ${detail}`);
    this.name = 'EmailRefused';
  }
}
