// Accepting a team invitation: who invites you to which business and role, then your name, an optional
// phone and a password chosen as at sign-up (the same rules and hint; the server also judges how hard it
// is to guess and answers under the field). Accepted, you are signed in and taken to your start page.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { inviteAcceptFormSchema } from '#domain/schemas/team';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { NameFieldPair, phoneEntry, TextFieldList } from '#frontend/components/form/text-field-list';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { isNotFound } from '#frontend/lib/api-error';
import { type Invitation, useAcceptInvitation } from '../api/invite';
import { homePathFor } from '../home-path';

/**
 * The phone box: typed as digits with its dashes, autofilled as a national number. A text box (numeric keypad
 * all the same), since the accessibility checker (IBM Equal Access) accepts `tel-national` only there.
 */
const phoneBox = { ...phoneEntry, type: 'text' } as const;

const emptyAcceptance = { firstName: '', lastName: '', phone: '', password: '' };
const shownFields = Object.keys(emptyAcceptance);

interface InviteAcceptFormProps {
  token: string;
  invitation: Invitation;
  /** The link stopped working while the form was open (used or revoked meanwhile). */
  onGone: () => void;
}

export const InviteAcceptForm = ({ token, invitation, onGone }: InviteAcceptFormProps) => {
  const t = useT();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const [redirecting, setRedirecting] = useState(false);
  const business = invitation.businessName;
  const form = useAppForm({
    defaultValues: emptyAcceptance,
    validators: { onSubmit: schemaValidator(inviteAcceptFormSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const user = await accept.mutateAsync(inviteAcceptFormSchema.parse(value));
        toast({ title: t('invitePage.welcome', { business }) });
        setRedirecting(true);
        await navigate({ to: homePathFor(user), replace: true });
      } catch (error) {
        if (isNotFound(error)) onGone();
        else showServerErrors(formApi, error, shownFields);
      }
    },
  });

  return (
    <KitForm form={form} className="space-y-4" data-testid="invite-form">
      <div className="space-y-1 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <p className="font-medium" data-testid="invite-summary">
          {t('invitePage.invited', {
            inviter: invitation.invitedBy,
            business,
            role: t(`email.inviteRole.${invitation.role}`),
          })}
        </p>
        <p data-testid="invite-email">{t('invitePage.email', { email: invitation.email })}</p>
      </div>
      <form.FormError title={t('invitePage.failed')} data-testid="invite-error" />
      <NameFieldPair form={form} testIdPrefix="invite" />
      <TextFieldList
        form={form}
        testIdPrefix="invite"
        fields={[
          { name: 'phone', label: t('form.phone'), hint: t('form.optional'), ...phoneBox },
          {
            name: 'password',
            label: t('form.password'),
            type: 'password',
            autoComplete: 'new-password',
            hint: t('signup.passwordHint'),
          },
        ]}
      />
      <form.SubmitButton
        className="w-full"
        busy={redirecting}
        pendingLabel={t('signup.submitting')}
        data-testid="invite-submit"
      >
        {t('invitePage.submit', { business })}
      </form.SubmitButton>
    </KitForm>
  );
};
