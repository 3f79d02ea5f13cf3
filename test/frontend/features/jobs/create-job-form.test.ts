// The Create New Job form and Convert to job dates (SPEC §5): a customer, a job name and a scheduled date
// that is a real day and not in the past, with SPEC's messages; a conversion's date may be left empty.
import { describe, expect, it } from 'vitest';
import { english as en } from '#domain/i18n/english';
import {
  checkCreateJob,
  createJobProblems,
  createJobRequest,
  emptyCreateJobValues,
} from '#frontend/features/jobs/create-job-form';
import { isRealIsoDate, scheduledDateProblem } from '#frontend/features/jobs/scheduled-date';

const today = '2026-03-10';
const filled = { customerId: 'c_1', jobName: 'Backyard vinyl fence', scheduledDate: today };

describe('the Create New Job form', () => {
  it('starts empty, scheduled today', () => {
    expect(emptyCreateJobValues(today)).toEqual({ customerId: '', jobName: '', scheduledDate: today });
  });

  it("says each missing field with SPEC's messages", () => {
    const checked = checkCreateJob(emptyCreateJobValues(''), today);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual({
      customerId: 'customer.required',
      jobName: 'jobName.required',
      scheduledDate: 'createJob.dateRequired',
    });
    expect(en['customer.required']).toBe('Please select a customer');
    expect(en['jobName.required']).toBe('Job name is required');
  });

  it('refuses a blank job name and a past date', () => {
    const checked = checkCreateJob({ ...filled, jobName: '   ', scheduledDate: '2026-03-09' }, today);
    expect(checked).toEqual({
      ok: false,
      problems: { jobName: 'jobName.required', scheduledDate: 'scheduledDate.past' },
    });
  });

  it('gives the trimmed body when everything is right, today included', () => {
    expect(checkCreateJob({ ...filled, jobName: '  Backyard vinyl fence ' }, today)).toEqual({
      ok: true,
      body: filled,
    });
    expect(checkCreateJob({ ...filled, scheduledDate: '2027-01-01' }, today).ok).toBe(true);
  });

  it('gives the dialog the same rules as form problems, and the trimmed request', () => {
    expect(createJobProblems({ ...filled, customerId: ' ', scheduledDate: '2026-03-09' }, today)).toEqual({
      customerId: { key: 'customer.required' },
      scheduledDate: { key: 'scheduledDate.past' },
    });
    expect(createJobProblems(filled, today)).toEqual({});
    expect(createJobRequest({ customerId: ' c_1 ', jobName: ' Gate ', scheduledDate: today })).toEqual({
      customerId: 'c_1',
      jobName: 'Gate',
      scheduledDate: today,
    });
  });
});

describe('a scheduled date', () => {
  it('must be a real YYYY-MM-DD day', () => {
    expect(isRealIsoDate('2026-02-28')).toBe(true);
    expect(isRealIsoDate('2028-02-29')).toBe(true);
    expect(isRealIsoDate('2026-02-29')).toBe(false);
    expect(isRealIsoDate('2026-13-01')).toBe(false);
    expect(isRealIsoDate('03/10/2026')).toBe(false);
    expect(scheduledDateProblem('2026-02-30', today, { required: true })).toBe('date.invalid');
  });

  it('cannot be before today', () => {
    expect(scheduledDateProblem('2026-03-09', today, { required: true })).toBe('scheduledDate.past');
    expect(scheduledDateProblem('2025-12-31', today, { required: false })).toBe('scheduledDate.past');
    expect(scheduledDateProblem(today, today, { required: true })).toBeNull();
    expect(en['scheduledDate.past']).toBe('The scheduled date cannot be in the past');
  });

  it('may be left empty only when optional (converting a quote)', () => {
    expect(scheduledDateProblem('', today, { required: false })).toBeNull();
    expect(scheduledDateProblem(' ', today, { required: true })).toBe('createJob.dateRequired');
  });
});
