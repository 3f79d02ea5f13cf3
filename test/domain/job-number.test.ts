import { describe, expect, it } from 'vitest';
import { displayJobNumber, formatJobNumber } from '#domain/job-number';
import { allowedJobMoves, canMoveJob, jobStatuses } from '#domain/job-status';

describe('job numbers (SPEC §3)', () => {
  it('are JOB- and a zero-padded number of at most 20 characters', () => {
    expect(formatJobNumber(12)).toBe('JOB-00012');
    expect(formatJobNumber(1234567)).toBe('JOB-1234567');
    expect(formatJobNumber(999_999_999_999).length).toBeLessThanOrEqual(20);
  });

  it('display without the prefix and leading zeros, 0 when nothing is left, empty for no value', () => {
    expect(displayJobNumber('JOB-00012')).toBe('12');
    expect(displayJobNumber('JOB-0')).toBe('0');
    expect(displayJobNumber('JOB-')).toBe('0');
    expect(displayJobNumber('00340')).toBe('340');
    expect(displayJobNumber('')).toBe('');
    expect(displayJobNumber(null)).toBe('');
    expect(displayJobNumber(undefined)).toBe('');
  });
});

describe('job status moves', () => {
  it('end at completed, let a cancelled job reopen, and never stay in place', () => {
    expect(allowedJobMoves.completed).toEqual([]);
    expect(canMoveJob('cancelled', 'unscheduled')).toBe(true);
    expect(canMoveJob('unscheduled', 'completed')).toBe(false);
    expect(canMoveJob('in_progress', 'completed')).toBe(true);
    for (const status of jobStatuses) expect(canMoveJob(status, status)).toBe(false);
    for (const status of jobStatuses) {
      for (const next of allowedJobMoves[status]) expect(jobStatuses).toContain(next);
    }
  });
});
