// Payloads of texting a quote and of the customer's answer to it (docs/api.md "Texting, sharing and
// approving a quote"). The browser validates with the same schemas before calling.
import * as z from 'zod/mini';
import { isValidPhone, phoneDigits } from '../phone';
import { emailSchema } from './contact';
import { message, requiredText } from './message';
import { numberField } from './number';

/** How a quote goes to its customer. */
export const sendChannels = ['text', 'email', 'both'] as const;
export type SendChannel = (typeof sendChannels)[number];

export const sendQuoteSchema = z.object({
  /** 10 digits; empty or absent means the phone saved on the quote. */
  phone: z._default(
    z.pipe(
      z.string(message('phone.invalid')).check(
        z.trim(),
        z.refine((phone) => phone === '' || isValidPhone(phone), message('phone.invalid')),
      ),
      z.transform(phoneDigits),
    ),
    '',
  ),
  language: z.optional(z.enum(['en', 'es'], message('field.invalid'))),
  /** Text, email or both; left out, the contractor's communication preference (payment settings) decides. */
  channel: z.optional(z.enum(sendChannels, message('sendQuote.channelInvalid'))),
  /** Empty or absent means the customer's email on the quote. */
  email: z._default(z.union([z.literal(''), emailSchema], message('email.invalid')), ''),
});
export type SendQuote = z.infer<typeof sendQuoteSchema>;

export const approveQuoteSchema = z.object({
  /** The customer's typed full name: their signature. */
  signatureName: requiredText('signature.required', 120, 2),
  consent: z.literal(true, message('consent.required')),
  /** The quote version the customer read: an edit since then must be seen before it is signed. */
  version: numberField('field.invalid').check(
    z.int(message('field.invalid')),
    z.gte(1, message('field.invalid')),
  ),
});
export type ApproveQuote = z.infer<typeof approveQuoteSchema>;

export const declineQuoteSchema = z.object({
  reason: z
    .string(message('declineReason.required'))
    .check(
      z.trim(),
      z.minLength(1, message('declineReason.required')),
      z.maxLength(500, message('declineReason.required')),
    ),
});
export type DeclineQuote = z.infer<typeof declineQuoteSchema>;

/** Short-link codes: 16 URL-safe characters (96 random bits). Anything else is not a code. */
export const shortCodePattern = /^[A-Za-z0-9_-]{16}$/;
