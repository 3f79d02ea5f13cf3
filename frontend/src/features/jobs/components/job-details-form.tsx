// The job's Details card: name, type, when, who, calendar colour, instructions, notes and total. It sends
// only what the contractor changed, with the job version (409 STALE_VERSION → reload offer); a total the
// server refuses once payments exist (409 HAS_PAYMENTS) is explained under the total. The state lives in
// use-job-details-form.ts; this file lays out its regions.

import { jobTypes } from '#domain/job-status';
import { KitForm } from '#frontend/components/form/kit-form';
import { TextFieldList } from '#frontend/components/form/text-field-list';
import { Button } from '#frontend/components/ui/button';
import { SectionCard } from '#frontend/components/ui/section-card';
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';
import { assignableMembers, useTeam } from '#frontend/lib/team';
import type { Job } from '../api/get-job';
import { localIsoDate } from '../job-dates';
import { type JobDetailsForm as DetailsForm, useJobDetailsForm } from '../use-job-details-form';
import { CalendarColorField } from './calendar-color-field';
import { JobTimeFields } from './job-time-fields';
import { StaleJobBanner } from './stale-job-banner';

interface RegionProps {
  form: DetailsForm;
  disabled: boolean;
}

const NameAndTypeFields = ({ form, disabled }: RegionProps) => {
  const t = useT();
  return (
    <>
      <form.AppField name="name">
        {(field) => (
          <field.TextField
            label={t('jobs.details.name')}
            maxLength={200}
            disabled={disabled}
            data-testid="job-name-input"
          />
        )}
      </form.AppField>
      <form.AppField name="jobType">
        {(field) => (
          <field.SelectField
            label={t('jobs.details.jobType')}
            options={jobTypes.map((type) => ({ value: type, label: t(`jobs.jobType.${type}`) }))}
            disabled={disabled}
            data-testid="job-type"
          />
        )}
      </form.AppField>
    </>
  );
};

/** Who does the job: the team, plus the current assignee when they are no longer in it. */
const AssigneeField = ({ form, disabled, assignee }: RegionProps & { assignee: Job['assignedTo'] }) => {
  const t = useT();
  const team = useTeam();
  // Anyone active on the team (crew do the work); a deactivated assignee stays shown until handed over.
  const members = assignableMembers(team.data?.members ?? [], assignee?.id);
  const assigneeMissing = assignee && !members.some((member) => member.id === assignee.id);
  const options = [
    { value: '', label: t('jobs.details.unassigned') },
    ...(assigneeMissing ? [{ value: assignee.id, label: assignee.name }] : []),
    ...members.map((member) => ({ value: member.id, label: member.name || member.email })),
  ];
  return (
    <form.AppField name="assignedTo">
      {(field) => (
        <field.SelectField
          label={t('jobs.details.assignee')}
          hint={team.isError ? t('jobs.details.teamFailed') : undefined}
          options={options}
          disabled={disabled}
          data-testid="job-assignee"
        />
      )}
    </form.AppField>
  );
};

/** Where the fence goes: the customer's address by default, another property when typed. */
const SiteFields = ({ form, disabled }: RegionProps) => {
  const t = useT();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('site.label')}</legend>
      <TextFieldList
        form={form}
        testIdPrefix="job-site"
        fields={[
          { name: 'siteStreet', label: t('form.address'), disabled, className: 'sm:col-span-2' },
          { name: 'siteCity', label: t('form.city'), disabled },
          { name: 'siteState', label: t('form.state'), disabled, maxLength: 2 },
          { name: 'siteZip', label: t('common.zipCode'), disabled, inputMode: 'numeric', maxLength: 5 },
        ]}
      />
    </fieldset>
  );
};

const NotesAndTotalFields = ({ form, disabled, hasPayments }: RegionProps & { hasPayments: boolean }) => {
  const t = useT();
  return (
    <>
      <SiteFields form={form} disabled={disabled} />
      <form.AppField name="visitInstructions">
        {(field) => (
          <field.TextAreaField
            label={t('jobs.details.visitInstructions')}
            placeholder={t('jobs.details.visitInstructionsPlaceholder')}
            maxLength={2000}
            disabled={disabled}
            data-testid="job-visit-instructions"
          />
        )}
      </form.AppField>
      <form.AppField name="notes">
        {(field) => (
          <field.TextAreaField
            label={t('form.notes')}
            maxLength={2000}
            disabled={disabled}
            data-testid="job-notes"
          />
        )}
      </form.AppField>
      <form.AppField name="totalAmount">
        {(field) => (
          <field.MoneyField
            label={t('jobs.details.totalAmount')}
            hint={hasPayments ? t('jobs.details.totalLockedHint') : t('jobs.details.totalHint')}
            disabled={disabled}
            data-testid="job-total-input"
          />
        )}
      </form.AppField>
    </>
  );
};

export const JobDetailsForm = ({ job, onReload }: { job: Job; onReload: () => Promise<Job | undefined> }) => {
  const t = useT();
  const { form, dirty, stale, reload, pending } = useJobDetailsForm(job, onReload);
  return (
    <SectionCard title={t('jobs.details.title')} testId="job-details">
      <KitForm form={form} className="space-y-4" data-testid="job-details-form">
        {stale ? <StaleJobBanner onReload={reload} /> : null}
        <NameAndTypeFields form={form} disabled={pending} />
        <JobTimeFields form={form} minDate={localIsoDate()} disabled={pending} />
        <AssigneeField form={form} disabled={pending} assignee={job.assignedTo} />
        <form.AppField name="calendarColor">{() => <CalendarColorField disabled={pending} />}</form.AppField>
        <NotesAndTotalFields form={form} disabled={pending} hasPayments={job.payments.length > 0} />
        <form.FormError title={t('jobs.details.saveFailed')} data-testid="job-details-error" />
        <div className="flex justify-end">
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" disabled={submitting || !dirty} data-testid="job-save">
                {submitting ? <Spinner className="size-4" /> : null}
                {submitting ? t('form.saving') : t('jobs.details.save')}
              </Button>
            )}
          </form.Subscribe>
        </div>
      </KitForm>
    </SectionCard>
  );
};
