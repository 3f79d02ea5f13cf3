// Resetting a user's password: the administrator chooses to email the link to the user or to be shown it
// to hand over; the answer's single-use link (valid 24 hours) is shown once, read-only with a Copy button,
// and is never shown again (only its hash is kept). An emailed link is only confirmed.
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '#frontend/components/fields/text-field';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { KitForm } from '#frontend/components/form/kit-form';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { formatTime } from '../admin-display';
import {
  type AdminUser,
  type PasswordResetDelivery,
  type PasswordResetLink,
  useCreatePasswordReset,
} from '../api/users';

const ResetLinkAnswer = ({
  answer,
  email,
  onClose,
}: {
  answer: PasswordResetLink;
  email: string;
  onClose: () => void;
}) => {
  const t = useT();
  const until = formatTime(answer.expiresAt, localeOf(t.lang));
  const copy = () =>
    void navigator.clipboard.writeText(answer.link).then(
      () => toast({ title: t('quoteSend.copied') }),
      () => toast({ title: t('admin.reset.copyFailed'), variant: 'destructive' }),
    );
  return (
    <div className="space-y-4" data-testid="password-reset-answer">
      {answer.emailed ? (
        <AlertBanner tone="info" title={t('admin.reset.emailed', { email })}>
          {t('admin.reset.validUntil', { time: until })}
        </AlertBanner>
      ) : (
        <>
          <TextField
            label={t('admin.reset.link')}
            value={answer.link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            hint={t('admin.reset.validUntil', { time: until })}
            data-testid="password-reset-link"
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={copy} data-testid="password-reset-copy">
              <Copy aria-hidden="true" className="size-4" />
              {t('quoteSend.copy')}
            </Button>
            <p className="text-sm text-slate-700">{t('admin.reset.shownOnce')}</p>
          </div>
        </>
      )}
      <div className="flex justify-end">
        <Button onClick={onClose} data-testid="password-reset-done">
          {t('admin.reset.done')}
        </Button>
      </div>
    </div>
  );
};

export const PasswordResetDialog = ({ user, onClose }: { user: AdminUser; onClose: () => void }) => {
  const t = useT();
  const create = useCreatePasswordReset();
  const [answer, setAnswer] = useState<PasswordResetLink | null>(null);
  const form = useAppForm({
    defaultValues: { delivery: 'email' as PasswordResetDelivery },
    onSubmit: async ({ value, formApi }) => {
      try {
        setAnswer(await create.mutateAsync({ id: user.id, delivery: value.delivery }));
      } catch (error) {
        showServerErrors(formApi, error, ['delivery']);
      }
    },
  });
  const close = () => {
    if (!create.isPending) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t('admin.reset.title', { email: user.email })}
      description={t('admin.reset.description')}
      testId="password-reset-dialog"
    >
      {answer ? (
        <ResetLinkAnswer answer={answer} email={user.email} onClose={onClose} />
      ) : (
        <KitForm form={form} className="space-y-4" data-testid="password-reset-form">
          <form.FormError title={t('admin.reset.failed')} />
          <form.AppField name="delivery">
            {(field) => (
              <field.ChoiceGroup<PasswordResetDelivery>
                legend={t('admin.reset.delivery')}
                options={[
                  {
                    value: 'email',
                    label: t('admin.reset.byEmail'),
                    description: t('admin.reset.byEmailHint', { email: user.email }),
                  },
                  { value: 'show', label: t('admin.reset.show'), description: t('admin.reset.showHint') },
                ]}
                data-testid="password-reset-delivery"
              />
            )}
          </form.AppField>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <DialogActions onCancel={close} disabled={submitting}>
                <form.SubmitButton
                  size="md"
                  pendingLabel={t('admin.reset.creating')}
                  data-testid="password-reset-submit"
                >
                  {t('admin.reset.create')}
                </form.SubmitButton>
              </DialogActions>
            )}
          </form.Subscribe>
        </KitForm>
      )}
    </Dialog>
  );
};
