// The quote view's status moves and history: only SPEC §4's legal moves are offered (never the move to a
// job: that is Convert to job), losing a quote is confirmed, and the history reads in the page's language.
import { describe, expect, it } from 'vitest';
import { canMoveQuote, quoteStatuses } from '#domain/quote-status';
import {
  formatActivityTime,
  moveNeedsConfirmation,
  offeredQuoteMoves,
  statusChanges,
} from '#frontend/features/quotes/quote-status-moves';

// Intl may put a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the moves offered on the quote view', () => {
  it('offers a draft only Sent and Lost', () => {
    expect(offeredQuoteMoves('draft')).toEqual(['sent', 'lost']);
  });

  it('walks the status machine one step at a time, with Lost always possible until a quote is lost', () => {
    expect(offeredQuoteMoves('sent')).toEqual(['approved', 'lost']);
    expect(offeredQuoteMoves('approved')).toEqual(['scheduled', 'lost']);
    expect(offeredQuoteMoves('scheduled')).toEqual(['completed', 'lost']);
    expect(offeredQuoteMoves('completed')).toEqual(['paid', 'lost']);
    expect(offeredQuoteMoves('paid')).toEqual(['lost']);
    expect(offeredQuoteMoves('converted_to_job')).toEqual(['lost']);
    expect(offeredQuoteMoves('lost')).toEqual([]);
  });

  it('offers only moves the server allows, and never the move to a job', () => {
    for (const from of quoteStatuses) {
      for (const to of offeredQuoteMoves(from)) {
        expect(canMoveQuote(from, to), `${from} → ${to}`).toBe(true);
        expect(to).not.toBe('converted_to_job');
      }
    }
  });

  it('asks before marking a quote lost, and only then', () => {
    expect(moveNeedsConfirmation('lost')).toBe(true);
    for (const to of quoteStatuses.filter((status) => status !== 'lost')) {
      expect(moveNeedsConfirmation(to), to).toBe(false);
    }
  });
});

describe("a quote's history", () => {
  const event = (id: string, data: Record<string, unknown>, type = 'quote_status_changed') => ({
    id,
    type,
    data,
    userId: 'u_1',
    at: '2026-11-21T15:14:00.000Z',
  });

  it('keeps the status changes in the order the server gave them', () => {
    const changes = statusChanges([
      event('e1', { from: 'draft', to: 'sent' }),
      event('e2', { from: 'sent', to: 'lost' }),
    ]);
    expect(changes).toEqual([
      { id: 'e1', from: 'draft', to: 'sent', at: '2026-11-21T15:14:00.000Z' },
      { id: 'e2', from: 'sent', to: 'lost', at: '2026-11-21T15:14:00.000Z' },
    ]);
  });

  it('leaves out other events and changes naming unknown statuses', () => {
    expect(
      statusChanges([
        event('e1', { from: 'draft', to: 'sent' }, 'quote_created'),
        event('e2', { from: 'draft', to: 'archived' }),
        event('e3', {}),
      ]),
    ).toEqual([]);
  });

  it('dates each move in the page language', () => {
    const at = '2026-11-21T15:14:00.000Z';
    expect(plain(formatActivityTime(at, 'en', 'America/Chicago'))).toBe('Nov 21, 2026, 9:14 AM');
    expect(plain(formatActivityTime(at, 'es', 'America/Chicago'))).toMatch(/^21 nov 2026, 9:14 a\.\s?m\.$/);
  });
});
