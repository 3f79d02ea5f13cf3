// The job Details form: what it shows for a job, what it checks before saving (SPEC §5 job and calendar
// rules), and the PATCH body it sends — only what the contractor changed, so an untouched total is never
// re-sent once payments exist and a save does not overwrite fields someone else changed meanwhile.
import type { Job } from '#domain/contract/jobs';
import type { JobType } from '#domain/job-status';
import { toCents } from '#domain/money';
import type { JobDetailsChanges } from './api/update-job';
import type { FormProblems } from './form-problem';
import { isIsoDate } from './job-dates';
import { dollarsToInput, moneyInputToCents, moneyInputToDollars } from './job-money';
import { asSlotTime } from './job-times';

/** SPEC §9: a job's calendar colour by default. */
export const DEFAULT_JOB_COLOR = '#22c55e';

/** A few calendar colours one tap away; any 6-digit hex can be typed too. */
export const colorSwatches = ['#22c55e', '#3b82f6', '#f97316', '#a855f7', '#ef4444', '#eab308'] as const;

export const isHexColor = (text: string): boolean => /^#[0-9a-f]{6}$/i.test(text.trim());

export interface JobDetailsValues {
  name: string;
  jobType: JobType;
  /** YYYY-MM-DD or '' while unscheduled. */
  scheduledDate: string;
  isAnytime: boolean;
  startTime: string;
  endTime: string;
  /** Team member id, '' for nobody. */
  assignedTo: string;
  calendarColor: string;
  visitInstructions: string;
  notes: string;
  /** Dollars as typed. */
  totalAmount: string;
  /** The job site, as typed (the street is stored sealed). */
  siteStreet: string;
  siteCity: string;
  siteState: string;
  siteZip: string;
}

/** The job fields the form edits, as the API sends them (only the assignee's id matters here). */
export type JobDetailsSource = Pick<
  Job,
  | 'name'
  | 'jobType'
  | 'scheduledDate'
  | 'isAnytime'
  | 'scheduledStartTime'
  | 'scheduledEndTime'
  | 'calendarColor'
  | 'visitInstructions'
  | 'notes'
  | 'totalAmount'
  | 'site'
> & { assignedTo: Pick<NonNullable<Job['assignedTo']>, 'id'> | null };

export const detailsValuesOf = (job: JobDetailsSource): JobDetailsValues => ({
  name: job.name,
  jobType: job.jobType,
  scheduledDate: job.scheduledDate ?? '',
  isAnytime: job.isAnytime,
  startTime: job.isAnytime ? '' : asSlotTime(job.scheduledStartTime),
  endTime: job.isAnytime ? '' : asSlotTime(job.scheduledEndTime),
  assignedTo: job.assignedTo?.id ?? '',
  calendarColor: job.calendarColor || DEFAULT_JOB_COLOR,
  visitInstructions: job.visitInstructions,
  notes: job.notes,
  totalAmount: dollarsToInput(job.totalAmount),
  siteStreet: job.site.street,
  siteCity: job.site.city,
  siteState: job.site.state,
  siteZip: job.site.zipCode,
});

/** What the contractor changed compared with `job`, in the PATCH body's shape. */
export const detailsChanges = (values: JobDetailsValues, job: JobDetailsSource): JobDetailsChanges => {
  const before = detailsValuesOf(job);
  const changes: JobDetailsChanges = {};
  const name = values.name.trim();
  if (name !== before.name) changes.name = name;
  if (values.jobType !== before.jobType) changes.jobType = values.jobType;
  if (values.scheduledDate !== before.scheduledDate) changes.scheduledDate = values.scheduledDate || null;
  const timesChanged =
    values.isAnytime !== before.isAnytime ||
    (!values.isAnytime && (values.startTime !== before.startTime || values.endTime !== before.endTime));
  if (timesChanged) {
    changes.isAnytime = values.isAnytime;
    changes.scheduledStartTime = values.isAnytime ? null : values.startTime || null;
    changes.scheduledEndTime = values.isAnytime ? null : values.endTime || null;
  }
  if (values.assignedTo !== before.assignedTo) changes.assignedTo = values.assignedTo || null;
  const color = values.calendarColor.trim().toLowerCase();
  if (color !== before.calendarColor.toLowerCase()) changes.calendarColor = color;
  if (values.visitInstructions !== before.visitInstructions)
    changes.visitInstructions = values.visitInstructions;
  if (values.notes !== before.notes) changes.notes = values.notes;
  if (moneyInputToCents(values.totalAmount) !== toCents(job.totalAmount)) {
    changes.totalAmount = moneyInputToDollars(values.totalAmount);
  }
  const siteFields = ['siteStreet', 'siteCity', 'siteState', 'siteZip'] as const;
  if (siteFields.some((field) => values[field].trim() !== before[field])) {
    changes.site = {
      street: values.siteStreet.trim(),
      city: values.siteCity.trim(),
      state: values.siteState.trim().toUpperCase(),
      zipCode: values.siteZip.trim(),
    };
  }
  return changes;
};

/**
 * The form's problems before saving. A new date cannot be in the past (`today` is the browser's
 * YYYY-MM-DD); a date the job already had is left alone even when it has passed.
 */
export const detailsProblems = (
  values: JobDetailsValues,
  job: JobDetailsSource,
  today: string,
): FormProblems => {
  const problems: FormProblems = {};
  if (values.name.trim() === '') problems.name = { key: 'jobName.required' };
  if (values.scheduledDate !== (job.scheduledDate ?? '') && values.scheduledDate !== '') {
    if (!isIsoDate(values.scheduledDate)) problems.scheduledDate = { key: 'date.invalid' };
    else if (values.scheduledDate < today) problems.scheduledDate = { key: 'scheduledDate.past' };
  }
  if (!values.isAnytime) {
    if (!values.startTime) problems.scheduledStartTime = { key: 'jobs.details.timeRequired' };
    if (!values.endTime) problems.scheduledEndTime = { key: 'jobs.details.timeRequired' };
    else if (values.startTime && values.endTime <= values.startTime) {
      problems.scheduledEndTime = { key: 'time.order' };
    }
  }
  if (!isHexColor(values.calendarColor)) problems.calendarColor = { key: 'jobs.details.colorInvalid' };
  if (values.siteState.trim() !== '' && !/^[a-z]{2}$/i.test(values.siteState.trim()))
    problems.siteState = { key: 'state.invalid' };
  if (values.siteZip.trim() !== '' && !/^\d{5}$/.test(values.siteZip.trim()))
    problems.siteZip = { key: 'zipCode.invalid' };
  const total = moneyInputToCents(values.totalAmount);
  if (Number.isNaN(total) || total < 0) problems.totalAmount = { key: 'total.invalid' };
  return problems;
};

export const hasChanges = (changes: JobDetailsChanges): boolean => Object.keys(changes).length > 0;

/**
 * The form after the job changed underneath it (a save, a reload, another card's write): fields the
 * contractor has not touched take the job's new values, fields they edited keep their edits.
 */
export const rebaseDetails = (
  values: JobDetailsValues,
  baseline: JobDetailsValues,
  next: JobDetailsValues,
): JobDetailsValues => {
  const rebased = { ...next };
  for (const field of Object.keys(values) as (keyof JobDetailsValues)[]) {
    if (values[field] !== baseline[field]) Object.assign(rebased, { [field]: values[field] });
  }
  return rebased;
};
