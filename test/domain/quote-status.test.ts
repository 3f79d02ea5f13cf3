import { describe, expect, it } from 'vitest';
import { activityJobIdValid } from '../../domain/activity';
import { allowedQuoteMoves, canMoveQuote, quoteStatuses } from '../../domain/quote-status';

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
