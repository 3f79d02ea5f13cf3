// Sending a quote from the contractor's view: which button shows, by which channel it goes first, where a
// failure is told, what the toast says went out, and how the message log reads (recipient and status).
import { describe, expect, it } from 'vitest';
import { english as en } from '#domain/i18n/english';
import { spanish as es } from '#domain/i18n/spanish';
import {
  defaultSendChannel,
  type SendFormValues,
  sendFormSchema,
  sendQuoteFailure,
  sendsEmail,
  sendsText,
  sentTitleKey,
  textQuoteAction,
  toSendInput,
} from '#frontend/features/quotes/send-quote-rules';
import {
  formatRecipient,
  isReply,
  isSmsStatus,
  smsStatusClass,
  smsStatuses,
} from '#frontend/features/quotes/sms-status';
import { ApiError } from '#frontend/lib/api-error';

describe('the text button', () => {
  it('offers Send quote until the quote has been sent, Resend quote after, nothing for a lost quote', () => {
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

  it('tells a customer’s reply from a text sent to them', () => {
    expect(isReply({ status: 'received' })).toBe(true);
    expect(en['messageStatus.received']).toBe('Customer replied');
    expect(es['messageStatus.received']).toBe('El cliente respondió');
    for (const status of ['queued', 'sent', 'delivered', 'failed']) expect(isReply({ status })).toBe(false);
  });

  it('keeps the texts the brief quotes', () => {
    expect(en['quoteSend.texted']).toBe('Quote texted');
    expect(en['quoteSend.emailed']).toBe('Quote emailed');
    expect(en['quoteSend.textedAndEmailed']).toBe('Quote texted and emailed');
    expect(en['quoteSend.sentDescription']).toBe('The quote was texted to {phone}.');
    expect(en['common.sending']).toBe('Sending...');
    expect(en['print.button']).toBe('Print / Save as PDF');
    expect(en['notifications.title']).toBe('Notifications');
    expect(en['notifications.loading']).toBe('Loading notifications...');
    expect(en['notifications.recently']).toBe('Recently');
  });
});

describe('sending by text, email or both', () => {
  const both = { phone: '3125550142', email: 'ana@example.com' };
  const phoneOnly = { phone: '3125550142', email: '' };
  const emailOnly = { phone: '', email: 'ana@example.com' };
  const neither = { phone: '', email: '' };

  it("offers the contractor's communication preference first", () => {
    expect(defaultSendChannel('sms', both)).toBe('text');
    expect(defaultSendChannel('email', both)).toBe('email');
    expect(defaultSendChannel('both', both)).toBe('both');
  });

  it('narrows it to what the quote can be sent by', () => {
    expect(defaultSendChannel('both', phoneOnly)).toBe('text');
    expect(defaultSendChannel('both', emailOnly)).toBe('email');
    expect(defaultSendChannel('email', phoneOnly)).toBe('text');
    expect(defaultSendChannel('sms', emailOnly)).toBe('email');
    // Nothing to go on: as the server decides, and the dialog asks for the address.
    expect(defaultSendChannel('email', neither)).toBe('email');
    expect(defaultSendChannel('both', neither)).toBe('text');
  });

  it('texts when there is no preference to read (a rep), unless the quote has only an email', () => {
    expect(defaultSendChannel(undefined, both)).toBe('text');
    expect(defaultSendChannel(undefined, emailOnly)).toBe('email');
    expect(defaultSendChannel(undefined, neither)).toBe('text');
  });

  it('asks for the phone of a text and the email of an email, and sends only those', () => {
    const issues = (values: SendFormValues) =>
      sendFormSchema
        .safeParse(toSendInput(values))
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ channel: 'text', phone: '', email: 'not an email', language: 'en' })).toEqual([
      ['phone', 'phone.required'],
    ]);
    expect(issues({ channel: 'email', phone: 'junk', email: '', language: 'en' })).toEqual([
      ['email', 'sendQuote.noEmail'],
    ]);
    expect(issues({ channel: 'both', phone: '312-555-0142', email: 'bad', language: 'es' })).toEqual([
      ['email', 'email.invalid'],
    ]);
    expect(
      sendFormSchema.parse(
        toSendInput({ channel: 'email', phone: '312-555-0142', email: ' Ana@Example.com ', language: 'en' }),
      ),
    ).toEqual({
      channel: 'email',
      phone: '',
      email: 'ana@example.com',
      language: 'en',
    });
    expect(sendsText('both') && sendsEmail('both')).toBe(true);
    expect(sendsText('email') || sendsEmail('text')).toBe(false);
  });

  it('says what went out', () => {
    const sms = { channel: 'sms', status: 'sent' } as const;
    const email = { channel: 'email', status: 'sent' } as const;
    expect(sentTitleKey([sms], 'text')).toBe('quoteSend.texted');
    expect(sentTitleKey([email], 'email')).toBe('quoteSend.emailed');
    expect(sentTitleKey([sms, email], 'both')).toBe('quoteSend.textedAndEmailed');
    // A failed part is not said to have gone; nothing reported falls back to what was asked.
    expect(sentTitleKey([sms, { channel: 'email', status: 'failed' }], 'both')).toBe('quoteSend.texted');
    expect(sentTitleKey([], 'both')).toBe('quoteSend.textedAndEmailed');
  });

  it('puts an email problem under the email field', () => {
    const error = new ApiError('Validation failed', 400, 'VALIDATION_FAILED', {
      email: 'Invalid email address',
    });
    expect(sendQuoteFailure(error)).toEqual({ email: 'Invalid email address' });
  });
});
