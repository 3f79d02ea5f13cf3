// How the job forms' messages reach their fields: the feature's rules before the domain schema (first
// message per field wins), request paths as form field names, and a refused write's fields and banner.
import { describe, expect, it } from 'vitest';
import { milestonesSaveSchema } from '#domain/schemas/job';
import { schemaValidator } from '#frontend/components/form/form-errors';
import type { FormProblems } from '#frontend/features/jobs/form-problem';
import {
  fieldNameOf,
  firstErrors,
  refusalErrors,
  rulesValidator,
} from '#frontend/features/jobs/job-form-errors';
import { statusParamOf, validateJobListSearch } from '#frontend/features/jobs/job-list-search';
import type { TFunction } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';

const t = Object.assign(
  (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ''}`,
  {
    lang: 'en' as const,
    localize: (message: string) => `localized ${message}`,
  },
) as unknown as TFunction;

describe('job form field names', () => {
  it('write array items the way the form names them', () => {
    expect(fieldNameOf('milestones.2.amount')).toBe('milestones[2].amount');
    expect(fieldNameOf('milestones.12')).toBe('milestones[12]');
    expect(fieldNameOf('milestones')).toBe('milestones');
    expect(fieldNameOf('scheduledStartTime', { scheduledStartTime: 'startTime' })).toBe('startTime');
  });
});

describe('job form validators', () => {
  const rules = rulesValidator<{ name: string }>(
    ({ name }): FormProblems => (name ? {} : { name: { key: 'jobName.required' } }),
    t,
  );

  it('give the rules messages in the page language, and nothing when all is well', () => {
    expect(rules({ value: { name: '' } })).toEqual({ fields: { name: 'jobName.required' } });
    expect(rules({ value: { name: 'Fence' } })).toBeUndefined();
  });

  it("keep the first message of a field and add the schema's others under form field names", () => {
    const validate = firstErrors<{ name: string; milestones: unknown[] }>([
      rules,
      () => ({ fields: { name: 'name.required', 'milestones.0.name': 'name.required' } }),
    ]);
    expect(validate({ value: { name: '', milestones: [] } })).toEqual({
      fields: { name: 'jobName.required', 'milestones[0].name': 'name.required' },
    });
    expect(validate({ value: { name: 'Fence', milestones: [] } })).toEqual({
      fields: { name: 'name.required', 'milestones[0].name': 'name.required' },
    });
  });

  it('take the domain schema as it is', () => {
    const validate = firstErrors([
      schemaValidator(milestonesSaveSchema, (milestones: { name: string }[]) => ({
        version: 1,
        milestones: milestones.map((milestone, index) => ({
          ...milestone,
          percentage: 50,
          amount: 10,
          sequenceOrder: index,
        })),
      })),
    ]);
    expect(validate({ value: [{ name: 'Deposit' }, { name: ' ' }] })).toEqual({
      fields: { 'milestones[1].name': 'name.required' },
    });
  });
});

describe('a refused job write', () => {
  it("puts the server's fields under theirs and its message in the banner", () => {
    const error = new ApiError('Too much', 409, 'OVERPAYMENT', { 'milestones.1.amount': 'Too much' });
    expect(refusalErrors(error, 'fallback', t)).toEqual({
      form: 'localized Too much',
      fields: { 'milestones[1].amount': 'Too much' },
    });
    expect(refusalErrors(new Error(''), 'fallback', t)).toEqual({ form: 'fallback', fields: {} });
  });
});

describe('the job list search', () => {
  it('keeps a known status only', () => {
    expect(validateJobListSearch({ status: 'scheduled', lang: 'es' })).toEqual({ status: 'scheduled' });
    expect(validateJobListSearch({ status: 'nope' })).toEqual({ status: undefined });
    expect('status' in validateJobListSearch({ status: 'nope' })).toBe(true);
    expect(validateJobListSearch({})).toEqual({});
    expect(statusParamOf('')).toBeUndefined();
    expect(statusParamOf('paused')).toBe('paused');
  });
});
