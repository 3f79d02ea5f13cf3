// Texting a quote from the contractor's view: which button shows, where a failure is told, and how the
// message log reads (recipient and status).
import { describe, expect, it } from 'vitest';
import { english as en } from '#domain/i18n/english';
import { spanish as es } from '#domain/i18n/spanish';
import { sendQuoteFailure, textQuoteAction } from '#frontend/features/quotes/send-quote-rules';
import {
  formatRecipient,
  isSmsStatus,
  smsStatusClass,
  smsStatuses,
} from '#frontend/features/quotes/sms-status';
import { ApiError } from '#frontend/lib/api-error';

describe('the text button', () => {
  it('offers Text quote until the quote has been texted, Resend text after, nothing for a lost quote', () => {
    expect(textQuoteAction({ status: 'draft', shortLink: null })).toBe('send');
    // Marked as sent by hand: no text went out yet, so there is nothing to resend.
    expect(textQuoteAction({ status: 'sent', shortLink: null })).toBe('send');
    expect(textQuoteAction({ status: 'sent', shortLink: 'https://picket.test/e/abc' })).toBe('resend');
    expect(textQuoteAction({ status: 'approved', shortLink: 'https://picket.test/e/abc' })).toBe('resend');
    expect(textQuoteAction({ status: 'lost', shortLink: 'https://picket.test/e/abc' })).toBeNull();
  });
});

describe('a failed send', () => {
  it('puts a phone problem under the phone field', () => {
    const error = new ApiError('Validation failed', 400, 'VALIDATION_FAILED', {
      phone: 'Please enter a valid 10-digit phone number',
    });
    expect(sendQuoteFailure(error)).toEqual({ phone: 'Please enter a valid 10-digit phone number' });
  });

  it("shows the server's message for limits, refused texts, closed quotes and discounts held for review", () => {
    for (const [status, code] of [
      [429, 'RATE_LIMITED'],
      [502, 'SMS_FAILED'],
      [409, 'QUOTE_CLOSED'],
      [409, 'DISCOUNT_NEEDS_APPROVAL'],
    ] as const) {
      const error = new ApiError(`message for ${code}`, status, code);
      expect(sendQuoteFailure(error)).toEqual({ banner: `message for ${code}` });
    }
  });

  it('never swallows an unexpected failure', () => {
    expect(sendQuoteFailure(new Error('Network error'))).toEqual({ banner: 'Network error' });
    expect(sendQuoteFailure('boom')).toEqual({ banner: 'boom' });
  });
});

describe('the message log', () => {
  it('shows a US recipient as XXX-XXX-XXXX and anything else as it was', () => {
    expect(formatRecipient('+15551234567')).toBe('555-123-4567');
    expect(formatRecipient('5551234567')).toBe('555-123-4567');
    expect(formatRecipient('+445551234567')).toBe('+445551234567');
  });

  it('has a label in both languages and a colour for every status', () => {
    for (const status of smsStatuses) {
      expect(en[`messageStatus.${status}`]).toBeTruthy();
      expect(es[`messageStatus.${status}`]).toBeTruthy();
      expect(smsStatusClass[status]).toBeTruthy();
    }
    expect(en['messageStatus.failed']).toBe('Failed');
    expect(isSmsStatus('delivered')).toBe(true);
    expect(isSmsStatus('bounced')).toBe(false);
  });

  it('keeps the texts the brief quotes', () => {
    expect(en['quoteSend.sent']).toBe('Quote sent');
    expect(en['quoteSend.sentDescription']).toBe('The quote was texted to {phone}.');
    expect(en['common.sending']).toBe('Sending...');
    expect(en['print.button']).toBe('Print / Save as PDF');
    expect(en['notifications.title']).toBe('Notifications');
    expect(en['notifications.loading']).toBe('Loading notifications...');
    expect(en['notifications.recently']).toBe('Recently');
  });
});
