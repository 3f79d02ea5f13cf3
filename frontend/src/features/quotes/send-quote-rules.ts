// The rules of sending a quote from the contractor's view (docs/api.md): which button it offers ("Send
// quote" until it has been sent — it then has a short link — then "Resend quote"; none for a lost quote;
// a quote only marked as sent by hand was never sent, so it still offers "Send quote") and where a failed send
// is told — a phone or email problem under its field, anything else (rate limit, SMS refused, quote closed)
// as the server's message in the dialog's banner; by which channel it goes first (the contractor's
// communication preference, narrowed to the quote's contact details) and what the toast says went out.
// Pure, so the rules are unit-tested.
import * as z from 'zod/mini';
import type { QuoteStatus } from '#domain/quote-status';
import { message } from '#domain/schemas/message';
import { type SendChannel, sendChannels, sendQuoteSchema } from '#domain/schemas/quote-sharing';
import { type CommunicationPreference, defaultSendChannel as serverDefault } from '#domain/send-channel';
import { ApiError } from '#frontend/lib/api-error';

export type TextQuoteAction = 'send' | 'resend';

export const textQuoteAction = (quote: {
  status: QuoteStatus;
  shortLink: string | null;
}): TextQuoteAction | null => {
  if (quote.status === 'lost') return null;
  return quote.shortLink ? 'resend' : 'send';
};

export interface SendQuoteFailure {
  /** Shown under the phone field. */
  phone?: string;
  /** Shown under the email field. */
  email?: string;
  /** Shown in the dialog's alert banner. */
  banner?: string;
}

export const sendQuoteFailure = (error: unknown): SendQuoteFailure => {
  if (error instanceof ApiError && error.fields.phone) return { phone: error.fields.phone };
  if (error instanceof ApiError && error.fields.email) return { email: error.fields.email };
  if (error instanceof Error && error.message) return { banner: error.message };
  return { banner: String(error) };
};

// ---- Sending by text, email or both ---------------------------------------------------------------------------

export type { SendChannel };

export const sendsText = (channel: SendChannel): boolean => channel !== 'email';
export const sendsEmail = (channel: SendChannel): boolean => channel !== 'text';

/**
 * What the Send dialog offers first: the server's own default (domain/send-channel.ts) — the contractor's
 * preference, narrowed to what the quote can be sent by. With no preference to read (a rep cannot read the
 * payment settings), a text when the quote has a phone or no email, else an email.
 */
export const defaultSendChannel = (
  preference: CommunicationPreference | undefined,
  contact: { phone: string; email: string },
): SendChannel =>
  serverDefault(preference ?? 'sms', {
    phone: contact.phone.trim() !== '',
    email: contact.email.trim() !== '',
  });

/** The toast's title after a send, from what the server says it sent (each message's channel). */
export const sentTitleKey = (
  sent: ReadonlyArray<{ channel: 'sms' | 'email'; status: string }>,
  asked: SendChannel,
): 'quoteSend.texted' | 'quoteSend.emailed' | 'quoteSend.textedAndEmailed' => {
  const went = sent.filter((message) => message.status !== 'failed');
  const texted = went.length > 0 ? went.some((message) => message.channel === 'sms') : sendsText(asked);
  const emailed = went.length > 0 ? went.some((message) => message.channel === 'email') : sendsEmail(asked);
  if (texted && emailed) return 'quoteSend.textedAndEmailed';
  return emailed ? 'quoteSend.emailed' : 'quoteSend.texted';
};

/**
 * What the dialog checks before sending: the request's own rules, then a phone when a text goes and an email
 * when an email goes (none typed reads as the server's own "no email" message).
 */
export const sendFormSchema = z
  .extend(sendQuoteSchema, { channel: z.enum(sendChannels, message('sendQuote.channelInvalid')) })
  .check(
    z.superRefine((value, context) => {
      if (sendsText(value.channel) && value.phone === '') {
        context.addIssue({ code: 'custom', path: ['phone'], message: 'phone.required' });
      }
      if (sendsEmail(value.channel) && value.email === '') {
        context.addIssue({ code: 'custom', path: ['email'], message: 'sendQuote.noEmail' });
      }
    }),
  );

export interface SendFormValues {
  channel: SendChannel;
  phone: string;
  email: string;
  language: 'en' | 'es';
}

/** The request of the dialog's values: only the address of each channel that is used. */
export const toSendInput = (values: SendFormValues) => ({
  channel: values.channel,
  phone: sendsText(values.channel) ? values.phone : '',
  email: sendsEmail(values.channel) ? values.email : '',
  language: values.language,
});
