// The Create New Job form's rules (SPEC §5): a customer picked ('Please select a customer'), a job name
// ('Job name is required') and a scheduled date that is not in the past. Gives the POST /api/jobs body or
// the message key of each wrong field. Pure, so the rules are unit-tested.
import type { TranslationKey } from '#frontend/i18n/en';
import { scheduledDateProblem } from './scheduled-date';

export interface CreateJobValues {
  /** The picked customer's id, '' until one is picked. */
  customerId: string;
  jobName: string;
  /** YYYY-MM-DD from the date input. */
  scheduledDate: string;
}

export type CreateJobBody = CreateJobValues;

export type CreateJobProblems = Partial<Record<keyof CreateJobValues, TranslationKey>>;

export const emptyCreateJobValues = (today: string): CreateJobValues => ({
  customerId: '',
  jobName: '',
  scheduledDate: today,
});

export const checkCreateJob = (
  values: CreateJobValues,
  today: string,
): { ok: true; body: CreateJobBody } | { ok: false; problems: CreateJobProblems } => {
  const problems: CreateJobProblems = {};
  if (values.customerId.trim() === '') problems.customerId = 'createJob.customerRequired';
  if (values.jobName.trim() === '') problems.jobName = 'createJob.nameRequired';
  const dateProblem = scheduledDateProblem(values.scheduledDate, today, { required: true });
  if (dateProblem) problems.scheduledDate = dateProblem;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    body: {
      customerId: values.customerId.trim(),
      jobName: values.jobName.trim(),
      scheduledDate: values.scheduledDate.trim(),
    },
  };
};
