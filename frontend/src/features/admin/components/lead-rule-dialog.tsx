// Adding or editing a lead routing rule: its name, priority, ZIPs, contractors (found by business name and
// put in the order turns go round: ./lead-rule-contractors.tsx), how it shares leads, the daily capacity and
// whether it is on. The API's own schema checks it before it is sent; a refusal (a contractor id it no longer
// knows) lands under its field.
import { leadRoutingStrategies, leadRuleInputSchema } from '#domain/schemas/lead-rule';
import { useAppForm } from '#frontend/components/form/app-form';
import { renameFieldErrors, showServerErrorsAt } from '#frontend/components/form/field-names';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { type LeadRule, useAddLeadRule, useChangeLeadRule } from '../api/lead-rules';
import {
  type LeadRuleFormValues,
  leadRuleFieldOf,
  leadRuleFormValues,
  toLeadRuleRequest,
} from '../lead-rule-values';
import { LeadRuleContractors } from './lead-rule-contractors';

const checkRule = schemaValidator(leadRuleInputSchema, toLeadRuleRequest);

interface LeadRuleDialogProps {
  /** The rule to edit, or null to add one. */
  rule: LeadRule | null;
  onClose: () => void;
}

export const LeadRuleDialog = ({ rule, onClose }: LeadRuleDialogProps) => {
  const t = useT();
  const add = useAddLeadRule();
  const change = useChangeLeadRule();
  const form = useAppForm({
    defaultValues: leadRuleFormValues(rule),
    validators: {
      onSubmit: ({ value }: { value: LeadRuleFormValues }) =>
        renameFieldErrors(checkRule({ value }), leadRuleFieldOf),
    },
    onSubmit: async ({ value, formApi }) => {
      const request = toLeadRuleRequest(value);
      try {
        if (rule) await change.mutateAsync({ id: rule.id, change: request });
        else await add.mutateAsync(request);
        toast({
          title: t(rule ? 'leadRouting.saved' : 'leadRouting.added'),
          description: request.name.trim(),
        });
        onClose();
      } catch (error) {
        showServerErrorsAt(formApi, error, leadRuleFieldOf);
      }
    },
  });
  const close = () => {
    if (!form.state.isSubmitting) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t(rule ? 'leadRouting.editTitle' : 'leadRouting.addTitle')}
      description={t('leadRouting.dialogDescription')}
      testId="lead-rule-dialog"
    >
      <KitForm form={form} className="space-y-4" data-testid="lead-rule-form">
        <form.FormError title={t('leadRouting.saveFailed')} />
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <form.AppField name="name">
            {(field) => (
              <field.TextField
                label={t('leadRouting.name')}
                autoComplete="off"
                maxLength={100}
                data-testid="lead-rule-name"
              />
            )}
          </form.AppField>
          <form.AppField name="priority">
            {(field) => (
              <field.TextField
                label={t('leadRouting.priority')}
                hint={t('leadRouting.priorityHint')}
                inputMode="numeric"
                data-testid="lead-rule-priority"
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name="zipCodes">
          {(field) => (
            <field.TextAreaField
              label={t('leadRouting.zipCodes')}
              hint={t('leadRouting.zipCodesHint')}
              rows={2}
              data-testid="lead-rule-zips"
            />
          )}
        </form.AppField>
        <form.AppField name="contractorIds">{() => <LeadRuleContractors />}</form.AppField>
        <form.AppField name="strategy">
          {(field) => (
            <field.ChoiceGroup<LeadRuleFormValues['strategy']>
              legend={t('leadRouting.strategy')}
              options={leadRoutingStrategies.map((strategy) => ({
                value: strategy,
                label: t(`leadRouting.strategy.${strategy}`),
              }))}
              data-testid="lead-rule-strategy"
            />
          )}
        </form.AppField>
        <form.AppField name="dailyCapacity">
          {(field) => (
            <field.TextField
              label={t('leadRouting.dailyCapacity')}
              hint={t('leadRouting.dailyCapacityHint')}
              inputMode="numeric"
              data-testid="lead-rule-capacity"
            />
          )}
        </form.AppField>
        <form.AppField name="active">
          {(field) => (
            <field.CheckboxField label={t('leadRouting.activeLabel')} data-testid="lead-rule-active" />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <DialogActions onCancel={close} disabled={submitting}>
              <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="lead-rule-submit">
                {t(rule ? 'settings.save' : 'leadRouting.add')}
              </form.SubmitButton>
            </DialogActions>
          )}
        </form.Subscribe>
      </KitForm>
    </Dialog>
  );
};
