// The rules of texting a quote from the contractor's view (docs/api.md): which button it offers ("Text
// quote" until it has been texted — it then has a short link — then "Resend text"; none for a lost quote;
// a quote only marked as sent by hand was never texted, so it still offers "Text quote") and where a failed send
// is told — a phone problem under the phone field, anything else (rate limit, SMS refused, quote closed)
// as the server's message in the dialog's banner. Pure, so the rules are unit-tested.
import type { QuoteStatus } from '#domain/quote-status';
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
  /** Shown in the dialog's alert banner. */
  banner?: string;
}

export const sendQuoteFailure = (error: unknown): SendQuoteFailure => {
  if (error instanceof ApiError && error.fields.phone) return { phone: error.fields.phone };
  if (error instanceof Error && error.message) return { banner: error.message };
  return { banner: String(error) };
};
