// "Send quote" (or "Resend quote" once sent; nothing for a lost quote) and its dialog: how it goes — Text,
// Email or Both, the contractor's communication preference first (narrowed to the quote's phone and email) —
// the phone (prefilled with the quote's and formatted while typing, SPEC §5) when a text goes, the email
// (the quote's customer's) when an email goes, the message language (the quote's by default), what the
// customer will receive, and Send. Success is a toast naming what went out; a phone or email problem shows
// under its field, any other failure (a discount still waiting for the owner's approval: 409
// DISCOUNT_NEEDS_APPROVAL) as the server's message in the dialog — or in a toast if it was closed. While the
// quote's discount is held for review the button is off, described by the view's reason.

import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatPhoneDisplay, formatPhoneInput } from '#domain/phone';
import { emailInput, phoneInput } from '#frontend/components/fields/input-presets';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { phoneAsTyped } from '#frontend/components/form/reformat-as-typed';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { toast } from '#frontend/components/ui/toast-store';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import type { Quote } from '../api/get-quote';
import { sendPreferenceQueryOptions } from '../api/get-send-preference';
import { type SentQuote, useSendQuote } from '../api/send-quote';
import {
  defaultSendChannel,
  type SendChannel,
  type SendFormValues,
  sendFormSchema,
  sendQuoteFailure,
  sendsEmail,
  sendsText,
  sentTitleKey,
  textQuoteAction,
  toSendInput,
} from '../send-quote-rules';

type Preference = 'sms' | 'email' | 'both' | undefined;

const checkSend = schemaValidator(sendFormSchema, toSendInput);

/** The toast after a send: what went out, and where to. */
const sentToast = (t: TFunction, sent: SentQuote, values: SendFormValues, quote: Quote) => {
  const title = sentTitleKey(sent.messages, values.channel);
  const phone = formatPhoneDisplay(values.phone || quote.phone);
  const email = values.email || quote.email;
  const description =
    title === 'quoteSend.textedAndEmailed'
      ? t('quoteSend.bothDescription', { phone, email })
      : title === 'quoteSend.emailed'
        ? t('quoteSend.emailedDescription', { email })
        : t('quoteSend.sentDescription', { phone });
  return { title: t(title), description };
};

const previewKeys = {
  text: ['quoteSend.preview', 'quoteSend.previewNoName'],
  email: ['quoteSend.previewEmail', 'quoteSend.previewEmailNoName'],
  both: ['quoteSend.previewBoth', 'quoteSend.previewBothNoName'],
} as const;

interface SendQuoteFormProps {
  quote: Quote;
  businessName: string;
  resend: boolean;
  preference: Preference;
  send: ReturnType<typeof useSendQuote>;
  /** Read when the answer comes: the dialog may have been closed meanwhile. */
  isOpen: () => boolean;
  onDone: () => void;
}

/** The Phone and Email boxes, each shown while its channel is chosen. */
const AddressFields = ({ form, channel }: { form: SendForm; channel: SendChannel }) => {
  const t = useT();
  return (
    <>
      {sendsText(channel) ? (
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
      ) : null}
      {sendsEmail(channel) ? (
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={t('form.email')}
              {...emailInput}
              autoComplete="off"
              data-testid="send-quote-email"
            />
          )}
        </form.AppField>
      ) : null}
    </>
  );
};

const useSendForm = ({ quote, preference, send, isOpen, onDone }: SendQuoteFormProps) => {
  const t = useT();
  const defaultValues: SendFormValues = {
    channel: defaultSendChannel(preference, quote),
    phone: formatPhoneInput(quote.phone),
    email: quote.email,
    language: quote.language,
  };
  return useAppForm({
    defaultValues,
    validators: { onSubmit: checkSend },
    onSubmit: async ({ value, formApi }) => {
      const input = sendFormSchema.parse(toSendInput(value));
      try {
        const sent = await send.mutateAsync(input);
        toast(sentToast(t, sent, { ...value, phone: input.phone, email: input.email }, quote));
        onDone();
      } catch (error) {
        if (isOpen()) return void showServerErrors(formApi, error);
        const told = sendQuoteFailure(error);
        toast({
          title: t('quoteSend.failed'),
          description: t.localize(told.phone ?? told.email ?? told.banner ?? ''),
          variant: 'destructive',
        });
      }
    },
  });
};

type SendForm = ReturnType<typeof useSendForm>;

const SendQuoteForm = (props: SendQuoteFormProps) => {
  const t = useT();
  const { businessName, resend, onDone } = props;
  const form = useSendForm(props);
  return (
    <KitForm form={form} className="space-y-4">
      <form.FormError title={t('quoteSend.failed')} data-testid="send-quote-error" />
      <form.AppField name="channel">
        {(field) => (
          <field.ChoiceGroup<SendChannel>
            legend={t('quoteSend.channel')}
            options={[
              { value: 'text', label: t('quoteSend.channel.text') },
              { value: 'email', label: t('form.email') },
              { value: 'both', label: t('quoteSend.channel.both') },
            ]}
            data-testid="send-quote-channel"
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.channel}>
        {(channel) => (
          <>
            <AddressFields form={form} channel={channel} />
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
              {businessName
                ? t(previewKeys[channel][0], { business: businessName })
                : t(previewKeys[channel][1])}
              {resend ? ` ${t('quoteSend.resendNote')}` : ''}
            </p>
          </>
        )}
      </form.Subscribe>
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
  /** The id of the text saying why the quote cannot be sent now (its discount review): the button is off. */
  blockedBy?: string | undefined;
}

export const SendQuoteButton = ({ quote, contractorId, businessName, blockedBy }: SendQuoteButtonProps) => {
  const t = useT();
  const send = useSendQuote(quote.id, contractorId);
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  // Only an owner may read the payment settings, where the preference is kept; read as the page opens.
  const isOwner = useCurrentUser().data?.role === 'owner';
  const settings = useQuery({ ...sendPreferenceQueryOptions(), enabled: isOwner });
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
        <Send aria-hidden="true" className="size-4" />
        {t(action === 'resend' ? 'quoteSend.resend' : 'quoteSend.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t(action === 'resend' ? 'quoteSend.resendTitle' : 'quoteSend.title', { number: quote.number })}
        testId="send-quote-dialog"
      >
        {isOwner && settings.isPending ? (
          <LoadingStatus className="text-sm">{t('common.loading')}</LoadingStatus>
        ) : (
          <SendQuoteForm
            quote={quote}
            businessName={businessName}
            resend={action === 'resend'}
            preference={settings.data?.communicationPreference}
            send={send}
            isOpen={() => openRef.current}
            onDone={() => setOpen(false)}
          />
        )}
      </Dialog>
    </>
  );
};
