// The "Follow-ups" card of /contractor-portal: the sequence on or off, "Default sequence (not saved yet)"
// until the owner saves their own, its steps (follow-up-step.tsx), Add step (10 at most) and Save. It reads
// and saves on its own (GET/PUT /api/follow-ups), so a failure here leaves the rest of the page usable.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plus, Save } from 'lucide-react';
import { maxFollowUpSteps } from '#domain/schemas/follow-ups';
import { firstErrorText } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Button } from '#frontend/components/ui/button';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { SectionCard } from '#frontend/components/ui/section-card';
import { StatusPill } from '#frontend/components/ui/status-pill';
import { useT } from '#frontend/i18n/use-t';
import { followUpsQueryOptions } from '../api/portal-page';
import { newStep } from '../follow-up-values';
import { type FollowUpsForm, useFollowUpsForm } from '../use-follow-ups-form';
import { FollowUpStep } from './follow-up-step';

/** The steps list's own message (too many), under the list. */
const StepsMessage = ({ errors }: { errors: readonly unknown[] }) => {
  const t = useT();
  const error = firstErrorText(errors, t.lang);
  return error ? <p className="text-sm text-red-600">{error}</p> : null;
};

const Steps = ({ form }: { form: FollowUpsForm }) => {
  const t = useT();
  return (
    <form.Field name="steps" mode="array">
      {(list) => {
        const steps = list.state.value;
        const full = steps.length >= maxFollowUpSteps;
        return (
          <div className="space-y-2" data-testid="follow-up-steps">
            <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
              {t('followUps.steps')}
            </h3>
            {steps.length === 0 ? (
              <p className="text-sm text-slate-600" data-testid="follow-ups-empty">
                {t('followUps.noSteps')}
              </p>
            ) : (
              <ol className="divide-y divide-slate-100 border-y border-slate-100">
                {steps.map((step, index) => (
                  <FollowUpStep
                    key={step.key}
                    form={form}
                    index={index}
                    onRemove={() => list.removeValue(index)}
                  />
                ))}
              </ol>
            )}
            <StepsMessage errors={list.state.meta.errors} />
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={full}
                onClick={() => list.pushValue(newStep(steps.at(-1)))}
                data-testid="follow-ups-add"
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('followUps.addStep')}
              </Button>
              {full ? <span className="text-sm text-slate-600">{t('followUp.tooMany')}</span> : null}
            </div>
          </div>
        );
      }}
    </form.Field>
  );
};

const FollowUpsEditor = () => {
  const t = useT();
  const { data } = useSuspenseQuery(followUpsQueryOptions());
  const { form, canSave } = useFollowUpsForm(data);
  return (
    <KitForm form={form} canSubmit={canSave} className="space-y-5">
      {data.isDefault ? (
        <StatusPill status="default" tone="bg-amber-100 text-amber-900" testId="follow-ups-default">
          {t('followUps.default')}
        </StatusPill>
      ) : null}
      <form.FormError title={t('followUps.saveFailed')} data-testid="follow-ups-error" />
      <form.AppField name="enabled">
        {(field) => (
          <field.CheckboxField
            label={t('followUps.enabled')}
            hint={t('followUps.enabledHint')}
            data-testid="follow-ups-enabled"
          />
        )}
      </form.AppField>
      <Steps form={form} />
      <div className="flex justify-end border-t border-slate-100 pt-4">
        <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="follow-ups-save">
          <Save aria-hidden="true" className="size-4" />
          {t('followUps.save')}
        </form.SubmitButton>
      </div>
    </KitForm>
  );
};

export const FollowUpsCard = () => {
  const t = useT();
  return (
    <SectionCard title={t('followUps.title')} description={t('followUps.description')} testId="follow-ups">
      <QueryBoundary
        pending={<LoadingStatus className="text-sm">{t('common.loading')}</LoadingStatus>}
        failure={({ error, retry }) => (
          <RegionLoadFailed
            title={t('followUps.loadFailed')}
            error={error}
            retry={retry}
            testId="follow-ups-load-error"
          />
        )}
      >
        <FollowUpsEditor />
      </QueryBoundary>
    </SectionCard>
  );
};
