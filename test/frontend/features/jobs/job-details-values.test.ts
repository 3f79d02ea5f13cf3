// The job Details form: values from a job, its checks, and a PATCH body holding only what changed.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JOB_COLOR,
  detailsChanges,
  detailsProblems,
  detailsValuesOf,
  isHexColor,
  type JobDetailsSource,
  rebaseDetails,
} from '#frontend/features/jobs/job-details-values';

const job: JobDetailsSource = {
  name: 'Backyard vinyl fence',
  jobType: 'installation',
  scheduledDate: '2026-06-10',
  isAnytime: false,
  scheduledStartTime: '09:00:00',
  scheduledEndTime: '17:00:00',
  assignedTo: { id: 'u1' },
  calendarColor: '#22C55E',
  visitInstructions: 'Gate code 1234',
  notes: '',
  totalAmount: 8450.5,
  site: { street: '12 Elm St', city: 'Chicago', state: 'IL', zipCode: '60601' },
};
const today = '2026-06-01';

describe('job details values', () => {
  it('send the whole site when any part of it changes, and check its state and ZIP', () => {
    const moved = { ...detailsValuesOf(job), siteStreet: ' 88 Oak Ave ', siteZip: '60614' };
    expect(detailsChanges(moved, job)).toEqual({
      site: { street: '88 Oak Ave', city: 'Chicago', state: 'IL', zipCode: '60614' },
    });
    expect(detailsProblems({ ...moved, siteState: 'Ill', siteZip: '606' }, job, today)).toEqual({
      siteState: { key: 'state.invalid' },
      siteZip: { key: 'zipCode.invalid' },
    });
  });

  it('show the job as the form edits it', () => {
    expect(detailsValuesOf(job)).toEqual({
      name: 'Backyard vinyl fence',
      jobType: 'installation',
      scheduledDate: '2026-06-10',
      isAnytime: false,
      startTime: '09:00',
      endTime: '17:00',
      assignedTo: 'u1',
      calendarColor: '#22C55E',
      visitInstructions: 'Gate code 1234',
      notes: '',
      totalAmount: '8450.50',
      siteStreet: '12 Elm St',
      siteCity: 'Chicago',
      siteState: 'IL',
      siteZip: '60601',
    });
    const unscheduled = { ...job, scheduledDate: null, isAnytime: true, assignedTo: null, calendarColor: '' };
    expect(detailsValuesOf(unscheduled)).toMatchObject({
      scheduledDate: '',
      startTime: '',
      endTime: '',
      assignedTo: '',
      calendarColor: DEFAULT_JOB_COLOR,
    });
  });

  it('send nothing when nothing changed', () => {
    expect(detailsChanges(detailsValuesOf(job), job)).toEqual({});
    // Same colour in other letters, same total typed differently.
    const values = { ...detailsValuesOf(job), calendarColor: '#22c55e', totalAmount: '$8,450.5' };
    expect(detailsChanges(values, job)).toEqual({});
  });

  it('send only the fields that changed, trimmed, with the total in dollars', () => {
    const values = { ...detailsValuesOf(job), name: ' Front fence ', totalAmount: '9000', assignedTo: '' };
    expect(detailsChanges(values, job)).toEqual({ name: 'Front fence', totalAmount: 9000, assignedTo: null });
  });

  it('send the times together, cleared for Anytime', () => {
    const anytime = { ...detailsValuesOf(job), isAnytime: true, startTime: '', endTime: '' };
    expect(detailsChanges(anytime, job)).toEqual({
      isAnytime: true,
      scheduledStartTime: null,
      scheduledEndTime: null,
    });
    const later = { ...detailsValuesOf(job), endTime: '18:30' };
    expect(detailsChanges(later, job)).toEqual({
      isAnytime: false,
      scheduledStartTime: '09:00',
      scheduledEndTime: '18:30',
    });
  });

  it('send a cleared date as null', () => {
    expect(detailsChanges({ ...detailsValuesOf(job), scheduledDate: '' }, job)).toEqual({
      scheduledDate: null,
    });
  });
});

describe('job details checks', () => {
  it('pass for the job as it is, even when its date has passed', () => {
    expect(detailsProblems(detailsValuesOf(job), job, today)).toEqual({});
    expect(detailsProblems(detailsValuesOf(job), job, '2026-07-01')).toEqual({});
  });

  it('refuse a new date in the past, a missing name and an unreadable total', () => {
    const values = { ...detailsValuesOf(job), name: '  ', scheduledDate: '2026-05-31', totalAmount: 'lots' };
    const problems = detailsProblems(values, job, today);
    expect(problems.name?.key).toBe('jobName.required');
    expect(problems.scheduledDate?.key).toBe('scheduledDate.past');
    expect(problems.totalAmount?.key).toBe('total.invalid');
    expect(detailsProblems({ ...detailsValuesOf(job), scheduledDate: today }, job, today)).toEqual({});
    expect(
      detailsProblems({ ...detailsValuesOf(job), totalAmount: '-1' }, job, today).totalAmount,
    ).toBeDefined();
  });

  it('need both times, the end after the start, unless Anytime', () => {
    const missing = detailsProblems({ ...detailsValuesOf(job), startTime: '', endTime: '' }, job, today);
    expect(missing.scheduledStartTime?.key).toBe('jobs.details.timeRequired');
    expect(missing.scheduledEndTime?.key).toBe('jobs.details.timeRequired');
    const backwards = detailsProblems(
      { ...detailsValuesOf(job), startTime: '12:00', endTime: '11:30' },
      job,
      today,
    );
    expect(backwards.scheduledEndTime?.key).toBe('time.order');
    const anytime = { ...detailsValuesOf(job), isAnytime: true, startTime: '', endTime: '' };
    expect(detailsProblems(anytime, job, today)).toEqual({});
  });

  it('take calendar colours as 6-digit hex only', () => {
    expect(isHexColor('#3b82F6')).toBe(true);
    expect(isHexColor('#3b8')).toBe(false);
    expect(isHexColor('3b82f6')).toBe(false);
    const problems = detailsProblems({ ...detailsValuesOf(job), calendarColor: 'green' }, job, today);
    expect(problems.calendarColor?.key).toBe('jobs.details.colorInvalid');
  });
});

describe('a job that changed under the form', () => {
  it('keeps the edits and takes the new values of untouched fields', () => {
    const baseline = detailsValuesOf(job);
    const edited = { ...baseline, notes: 'Bring the auger' };
    const next = detailsValuesOf({ ...job, name: 'Renamed elsewhere', notes: 'Other note' });
    expect(rebaseDetails(edited, baseline, next)).toEqual({ ...next, notes: 'Bring the auger' });
    expect(rebaseDetails(baseline, baseline, next)).toEqual(next);
  });
});
