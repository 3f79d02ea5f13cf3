// The Create New Job form's rules (SPEC §5): a customer picked ('Please select a customer'), a job name
// ('Job name is required') and a scheduled date that is not in the past. Gives the POST /api/jobs body or
// the message key of each wrong field. Pure, so the rules are unit-tested; the dialog checks them before
// the domain schema, which cannot know today's date.
import type { CreateJobInput } from '#domain/contract/jobs';
import type { TranslationKey } from '#frontend/i18n/language';
import type { FormProblems } from './form-problem';
import { scheduledDateProblem } from './scheduled-date';

export interface CreateJobValues {
  /** The picked customer's id, '' until one is picked. */
  customerId: string;
  jobName: string;
  /** YYYY-MM-DD from the date input. */
  scheduledDate: string;
}

export type CreateJobProblems = Partial<Record<keyof CreateJobValues, TranslationKey>>;

export const emptyCreateJobValues = (today: string): CreateJobValues => ({
  customerId: '',
  jobName: '',
  scheduledDate: today,
});

/** The POST body: the values trimmed. */
export const createJobRequest = (values: CreateJobValues): CreateJobInput => ({
  customerId: values.customerId.trim(),
  jobName: values.jobName.trim(),
  scheduledDate: values.scheduledDate.trim(),
});

export const checkCreateJob = (
  values: CreateJobValues,
  today: string,
): { ok: true; body: CreateJobInput } | { ok: false; problems: CreateJobProblems } => {
  const problems: CreateJobProblems = {};
  if (values.customerId.trim() === '') problems.customerId = 'customer.required';
  if (values.jobName.trim() === '') problems.jobName = 'jobName.required';
  const dateProblem = scheduledDateProblem(values.scheduledDate, today, { required: true });
  if (dateProblem) problems.scheduledDate = dateProblem;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: createJobRequest(values) };
};

/** The same rules as form problems, for the dialog's submit validator. */
export const createJobProblems = (values: CreateJobValues, today: string): FormProblems => {
  const checked = checkCreateJob(values, today);
  if (checked.ok) return {};
  return Object.fromEntries(
    Object.entries(checked.problems).map(([field, key]) => [field, { key }]),
  ) as FormProblems;
};
