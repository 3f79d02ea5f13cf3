// Invite someone: their email and a role, each role with a line on what it may do. The server emails the
// link; an email that already has a Picket account is refused under the email field (409 EMAIL_TAKEN), a
// business past its daily invitations gets the form's message.
import { inviteInputSchema } from '#domain/schemas/team';
import { userRoles } from '#domain/vocabularies';
import { emailInput } from '#frontend/components/fields/input-presets';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { type InviteInput, useInviteMember } from '../api/team';
import { roleDescriptionKey, roleLabelKey } from '../team-display';

const emptyInvite: InviteInput = { email: '', role: 'rep' };

const useInviteForm = (onDone: () => void) => {
  const t = useT();
  const invite = useInviteMember();
  return useAppForm({
    defaultValues: emptyInvite,
    validators: { onSubmit: schemaValidator(inviteInputSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const sent = await invite.mutateAsync(inviteInputSchema.parse(value));
        toast({ title: t('inviteDialog.sent', { email: sent.email }) });
        formApi.reset();
        onDone();
      } catch (error) {
        showServerErrors(formApi, error, Object.keys(emptyInvite));
      }
    },
  });
};

export const InviteDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useT();
  const form = useInviteForm(onClose);
  const close = () => {
    if (form.state.isSubmitting) return;
    form.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('inviteDialog.title')}
      description={t('inviteDialog.description')}
      testId="invite-dialog"
    >
      <KitForm form={form} className="space-y-4" data-testid="invite-member-form">
        <form.FormError title={t('inviteDialog.failed')} />
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={t('form.email')} {...emailInput} data-testid="invite-member-email" />
          )}
        </form.AppField>
        <form.AppField name="role">
          {(field) => (
            <field.ChoiceGroup
              legend={t('inviteDialog.role')}
              options={userRoles.map((role) => ({
                value: role,
                label: t(roleLabelKey(role)),
                description: t(roleDescriptionKey(role)),
              }))}
              data-testid="invite-member-role"
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <DialogActions onCancel={close} disabled={submitting}>
              <form.SubmitButton
                size="md"
                pendingLabel={t('common.sending')}
                data-testid="invite-member-submit"
              >
                {t('inviteDialog.submit')}
              </form.SubmitButton>
            </DialogActions>
          )}
        </form.Subscribe>
      </KitForm>
    </Dialog>
  );
};
