import { describe, expect, it } from 'vitest';
import { activityJobIdValid } from '#domain/activity';
import { allowedQuoteMoves, canMoveQuote, quoteStatuses } from '#domain/quote-status';

describe('quote status moves (SPEC §4)', () => {
  it('allow exactly the listed moves', () => {
    expect(allowedQuoteMoves).toEqual({
      draft: ['sent', 'converted_to_job', 'lost'],
      sent: ['approved', 'converted_to_job', 'lost'],
      approved: ['scheduled', 'converted_to_job', 'lost'],
      scheduled: ['completed', 'converted_to_job', 'lost'],
      completed: ['paid', 'lost'],
      paid: ['lost'],
      converted_to_job: ['lost'],
      lost: [],
    });
  });

  it('answer every one of the 64 (from, to) pairs as SPEC §4 lists', () => {
    const specMoves = new Set([
      'draft>sent',
      'draft>converted_to_job',
      'draft>lost',
      'sent>approved',
      'sent>converted_to_job',
      'sent>lost',
      'approved>scheduled',
      'approved>converted_to_job',
      'approved>lost',
      'scheduled>completed',
      'scheduled>converted_to_job',
      'scheduled>lost',
      'completed>paid',
      'completed>lost',
      'paid>lost',
      'converted_to_job>lost',
    ]);
    let pairs = 0;
    for (const from of quoteStatuses) {
      for (const to of quoteStatuses) {
        pairs += 1;
        expect(canMoveQuote(from, to), `${from} → ${to}`).toBe(specMoves.has(`${from}>${to}`));
      }
    }
    expect(pairs).toBe(64);
  });

  it('make lost final and never stay in place', () => {
    for (const status of quoteStatuses) {
      expect(canMoveQuote('lost', status)).toBe(false);
      expect(canMoveQuote(status, status)).toBe(false);
    }
  });
});

describe('activity events (SPEC §5)', () => {
  it('need a job id exactly when they are job events', () => {
    expect(activityJobIdValid('job_start', 'j_1')).toBe(true);
    expect(activityJobIdValid('job_complete', undefined)).toBe(false);
    expect(activityJobIdValid('quote_status_changed', undefined)).toBe(true);
    expect(activityJobIdValid('quote_status_changed', 'j_1')).toBe(false);
  });
});
