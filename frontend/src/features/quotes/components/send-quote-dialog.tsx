// "Text quote" (or "Resend text" once texted; nothing for a lost quote) and its dialog: the phone,
// prefilled with the quote's and formatted while typing (SPEC §5), the message language (the quote's by
// default), what the customer will receive, and Send. Success is a toast; a phone problem shows under the
// field, any other failure (a discount still waiting for the owner's approval: 409 DISCOUNT_NEEDS_APPROVAL) as
// the server's message in the dialog — or in a toast if it was closed. While the quote's discount is held for
// review the button is off, described by the view's reason.

import { MessageSquareText } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatPhoneDisplay, formatPhoneInput } from '#domain/phone';
import { phoneSchema } from '#domain/schemas/contact';
import { sendQuoteSchema } from '#domain/schemas/quote-sharing';
import { phoneInput } from '#frontend/components/fields/input-presets';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { phoneAsTyped } from '#frontend/components/form/reformat-as-typed';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import type { Quote } from '../api/get-quote';
import { useSendQuote } from '../api/send-quote';
import { sendQuoteFailure, textQuoteAction } from '../send-quote-rules';

/** From this dialog a phone is required: the text goes to the number shown. */
const sendFormSchema = sendQuoteSchema.extend({ phone: phoneSchema });

interface SendQuoteFormProps {
  quote: Quote;
  businessName: string;
  resend: boolean;
  send: ReturnType<typeof useSendQuote>;
  /** Read when the answer comes: the dialog may have been closed meanwhile. */
  isOpen: () => boolean;
  onDone: () => void;
}

const SendQuoteForm = ({ quote, businessName, resend, send, isOpen, onDone }: SendQuoteFormProps) => {
  const t = useT();
  const form = useAppForm({
    defaultValues: { phone: formatPhoneInput(quote.phone), language: quote.language },
    validators: { onSubmit: schemaValidator(sendFormSchema) },
    onSubmit: async ({ value, formApi }) => {
      const input = sendFormSchema.parse(value);
      try {
        await send.mutateAsync(input);
        toast({
          title: t('quoteSend.sent'),
          description: t('quoteSend.sentDescription', { phone: formatPhoneDisplay(input.phone) }),
        });
        onDone();
      } catch (error) {
        if (isOpen()) return void showServerErrors(formApi, error);
        const told = sendQuoteFailure(error);
        toast({
          title: t('quoteSend.failed'),
          description: t.localize(told.phone ?? told.banner ?? ''),
          variant: 'destructive',
        });
      }
    },
  });

  return (
    <KitForm form={form} className="space-y-4">
      <form.FormError title={t('quoteSend.failed')} data-testid="send-quote-error" />
      <form.AppField name="phone" listeners={phoneAsTyped}>
        {(field) => (
          <field.TextField
            label={t('quote.lead.phone')}
            {...phoneInput}
            // The customer's number, not the contractor's own: nothing to autofill.
            autoComplete="off"
            data-testid="send-quote-phone"
          />
        )}
      </form.AppField>
      <form.AppField name="language">
        {(field) => (
          <field.SelectField
            label={t('quoteSend.language')}
            options={[
              { value: 'en', label: t('quoteSend.languageEn') },
              { value: 'es', label: t('quoteSend.languageEs') },
            ]}
            data-testid="send-quote-language"
          />
        )}
      </form.AppField>
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="send-quote-preview">
        {businessName ? t('quoteSend.preview', { business: businessName }) : t('quoteSend.previewNoName')}
        {resend ? ` ${t('quoteSend.resendNote')}` : ''}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <form.SubmitButton size="md" pendingLabel={t('common.sending')} data-testid="send-quote-submit">
          {t('quoteSend.submit')}
        </form.SubmitButton>
      </div>
    </KitForm>
  );
};

interface SendQuoteButtonProps {
  quote: Quote;
  contractorId: string;
  businessName: string;
  /** The id of the text saying why the quote cannot be texted now (its discount review): the button is off. */
  blockedBy?: string | undefined;
}

export const SendQuoteButton = ({ quote, contractorId, businessName, blockedBy }: SendQuoteButtonProps) => {
  const t = useT();
  const send = useSendQuote(quote.id, contractorId);
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  const action = textQuoteAction(quote);
  if (!action) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        disabled={blockedBy !== undefined}
        aria-describedby={blockedBy}
        data-testid="send-quote-open"
      >
        <MessageSquareText aria-hidden="true" className="size-4" />
        {t(action === 'resend' ? 'quoteSend.resend' : 'quoteSend.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t(action === 'resend' ? 'quoteSend.resendTitle' : 'quoteSend.title', { number: quote.number })}
        testId="send-quote-dialog"
      >
        <SendQuoteForm
          quote={quote}
          businessName={businessName}
          resend={action === 'resend'}
          send={send}
          isOpen={() => openRef.current}
          onDone={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
};
