// "Text quote" (or "Resend text" once texted; nothing for a lost quote) and its dialog: the phone,
// prefilled with the quote's and formatted while typing (SPEC §5), the message language (the quote's by
// default), what the customer will receive, and Send. Success is a toast; a phone problem shows under the
// field, any other failure as the server's message in the dialog — or in a toast if it was closed.
import { MessageSquareText } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import * as z from 'zod';
import { formatPhoneDisplay, formatPhoneInput } from '#domain/phone';
import { phoneSchema } from '#domain/schemas/auth';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { fieldErrorsOf } from '#frontend/lib/schema-errors';
import type { Quote } from '../api/get-quote';
import { type SendQuoteInput, useSendQuote } from '../api/send-quote';
import { type SendQuoteFailure, sendQuoteFailure, textQuoteAction } from '../send-quote-rules';

const phoneFormSchema = z.object({ phone: phoneSchema });

interface SendQuoteFormProps {
  quote: Quote;
  businessName: string;
  resend: boolean;
  pending: boolean;
  failure: SendQuoteFailure;
  onSubmit: (input: Required<SendQuoteInput>) => void;
  onCancel: () => void;
}

const SendQuoteForm = ({
  quote,
  businessName,
  resend,
  pending,
  failure,
  onSubmit,
  onCancel,
}: SendQuoteFormProps) => {
  const t = useT();
  const [phone, setPhone] = useState(() => formatPhoneInput(quote.phone));
  const [language, setLanguage] = useState<'en' | 'es'>(quote.language);
  const [phoneError, setPhoneError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = phoneFormSchema.safeParse({ phone });
    if (!parsed.success) return setPhoneError(fieldErrorsOf(parsed.error, t.lang).phone);
    setPhoneError(undefined);
    onSubmit({ phone: parsed.data.phone, language });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure.banner ? (
        <div data-testid="send-quote-error">
          <AlertBanner title={t('quoteSend.failed')}>{t.localize(failure.banner)}</AlertBanner>
        </div>
      ) : null}
      <TextField
        label={t('quoteSend.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        placeholder="555-123-4567"
        value={phone}
        onChange={(event) => {
          setPhone(formatPhoneInput(event.target.value));
          setPhoneError(undefined);
        }}
        error={phoneError ?? (failure.phone ? t.localize(failure.phone) : undefined)}
        data-testid="send-quote-phone"
      />
      <div>
        <label htmlFor="send-quote-language" className="mb-1 block text-sm font-medium text-slate-800">
          {t('quoteSend.language')}
        </label>
        <select
          id="send-quote-language"
          value={language}
          onChange={(event) => setLanguage(event.target.value === 'es' ? 'es' : 'en')}
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
          data-testid="send-quote-language"
        >
          <option value="en">{t('quoteSend.languageEn')}</option>
          <option value="es">{t('quoteSend.languageEs')}</option>
        </select>
      </div>
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="send-quote-preview">
        {businessName ? t('quoteSend.preview', { business: businessName }) : t('quoteSend.previewNoName')}
        {resend ? ` ${t('quoteSend.resendNote')}` : ''}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="send-quote-submit">
          {pending ? <Spinner className="size-4" /> : null}
          {t(pending ? 'quoteSend.sending' : 'quoteSend.submit')}
        </Button>
      </div>
    </form>
  );
};

interface SendQuoteButtonProps {
  quote: Quote;
  contractorId: string;
  businessName: string;
}

export const SendQuoteButton = ({ quote, contractorId, businessName }: SendQuoteButtonProps) => {
  const t = useT();
  const send = useSendQuote(quote.id, contractorId);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<SendQuoteFailure>({});
  // Read in the mutation's callbacks, which may run after the dialog was closed.
  const openRef = useRef(open);
  openRef.current = open;
  const action = textQuoteAction(quote);
  if (!action) return null;

  const show = () => {
    setFailure({});
    setOpen(true);
  };

  const submit = (input: Required<SendQuoteInput>) => {
    setFailure({});
    send.mutate(input, {
      onSuccess: () => {
        toast({
          title: t('quoteSend.sent'),
          description: t('quoteSend.sentDescription', { phone: formatPhoneDisplay(input.phone) }),
        });
        setOpen(false);
      },
      onError: (error) => {
        const told = sendQuoteFailure(error);
        if (openRef.current) return setFailure(told);
        toast({
          title: t('quoteSend.failed'),
          description: t.localize(told.phone ?? told.banner ?? ''),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={show} data-testid="send-quote-open">
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
          pending={send.isPending}
          failure={failure}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
};
