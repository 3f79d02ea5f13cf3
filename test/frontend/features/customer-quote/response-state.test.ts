// What the customer quote offers (approve/decline, or what happened), and the fence and date wording
// around it.
import { describe, expect, it } from 'vitest';
import { fenceTypeLabelKey } from '#frontend/features/customer-quote/fence-type';
import { formatQuoteDate } from '#frontend/features/customer-quote/quote-dates';
import { responseStateOf } from '#frontend/features/customer-quote/response-state';

const unanswered = {
  status: 'sent',
  canRespond: true,
  isEstimate: false,
  approvedBy: null,
  approvedAt: null,
  declineReason: null,
} as const;

describe('where the customer answer stands', () => {
  it('offers approve and decline while the server says the quote can be answered', () => {
    expect(responseStateOf(unanswered)).toEqual({ kind: 'open' });
  });

  it('shows who signed and when once approved, also after the contractor moves the quote on', () => {
    const approved = {
      ...unanswered,
      canRespond: false,
      approvedBy: 'Ana López',
      approvedAt: '2026-05-04T15:00:00.000Z',
    };
    const expected = { kind: 'approved', signedBy: 'Ana López', signedAt: '2026-05-04T15:00:00.000Z' };
    expect(responseStateOf({ ...approved, status: 'approved' })).toEqual(expected);
    expect(responseStateOf({ ...approved, status: 'converted_to_job' })).toEqual(expected);
  });

  it('shows an approval the contractor recorded without a signer, and a homeowner estimate as such', () => {
    expect(
      responseStateOf({
        ...unanswered,
        status: 'approved',
        canRespond: false,
        approvedAt: '2026-05-04T15:00:00.000Z',
      }),
    ).toEqual({ kind: 'approved', signedBy: null, signedAt: '2026-05-04T15:00:00.000Z' });
    expect(responseStateOf({ ...unanswered, status: 'draft', canRespond: false, isEstimate: true })).toEqual({
      kind: 'estimate',
    });
  });

  it("shows the customer's own decline with their reason", () => {
    expect(
      responseStateOf({ ...unanswered, status: 'lost', canRespond: false, declineReason: 'Too expensive' }),
    ).toEqual({ kind: 'declined', reason: 'Too expensive' });
  });

  it('calls any other quote closed: lost by the contractor, or moved on without an online approval', () => {
    expect(responseStateOf({ ...unanswered, status: 'lost', canRespond: false })).toEqual({ kind: 'closed' });
    expect(responseStateOf({ ...unanswered, status: 'scheduled', canRespond: false })).toEqual({
      kind: 'closed',
    });
    expect(
      responseStateOf({
        ...unanswered,
        status: 'lost',
        canRespond: false,
        approvedBy: 'Ana López',
        approvedAt: '2026-05-04T15:00:00.000Z',
      }),
    ).toEqual({ kind: 'closed' });
  });
});

describe('the fence and dates in words', () => {
  it('names known materials and leaves anything else as stored', () => {
    expect(fenceTypeLabelKey('chain_link')).toBe('quote.material.chain_link');
    expect(fenceTypeLabelKey('vinyl')).toBe('quote.material.vinyl');
    expect(fenceTypeLabelKey('bamboo')).toBeUndefined();
  });

  it('writes dates in full in the page language', () => {
    expect(formatQuoteDate('2026-05-04T15:00:00.000Z', 'en', 'UTC')).toBe('May 4, 2026');
    expect(formatQuoteDate('2026-05-04T15:00:00.000Z', 'es', 'UTC')).toBe('4 de mayo de 2026');
  });
});
