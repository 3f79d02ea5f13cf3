// What a homeowner can do with their estimate: have it texted (the confirmation tells honestly whether the
// text went out), connect with the contractor serving the ZIP, and — only when that contractor has a
// financing partner link — check financing. Both forms create the same lead: one idempotency key per
// shown estimate.
import { CircleCheck, ExternalLink, MessageSquareText, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatPhoneInput } from '#domain/phone';
import type { EstimateRequestInput } from '#domain/pricing/schemas';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { useEstimateT } from '#frontend/i18n/use-estimate-t';
import { ApiError } from '#frontend/lib/api-error';
import { errorFor, type FieldErrors, fieldErrorsOf } from '#frontend/lib/schema-errors';
import { type CapturedLead, useCreateLead } from '../api/create-lead';
import { loadHomeownerChecks } from '../homeowner-checks';

type Action = 'text' | 'connect';

interface LeadActionsProps {
  request: EstimateRequestInput;
  idempotencyKey: string;
  financingUrl: string | null;
}

/** Whether the requested text went out (docs/api.md: `text` of POST /api/leads). */
const TextOutcome = ({ lead, phone }: { lead: CapturedLead; phone: string }) => {
  const t = useEstimateT();
  switch (lead.text) {
    case 'sent':
      return <p data-testid="lead-text-outcome">{t('quoteSend.lead.sent', { phone })}</p>;
    case 'failed':
      return (
        <p data-testid="lead-text-outcome">
          {lead.contractorName
            ? t('quoteSend.lead.failed', { contractor: lead.contractorName })
            : t('quoteSend.lead.failedNoContractor')}
        </p>
      );
    case 'not_sent':
      return <p data-testid="lead-text-outcome">{t('quoteSend.lead.notSent')}</p>;
    default:
      return null;
  }
};

const Confirmation = ({ action, lead, phone }: { action: Action; lead: CapturedLead; phone: string }) => {
  const t = useEstimateT();
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
      data-testid="lead-confirmation"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="space-y-1">
        <p className="font-semibold">{t('quote.lead.saved')}</p>
        {action === 'text' ? <TextOutcome lead={lead} phone={phone} /> : null}
        <p>
          {lead.contractorName
            ? t('quote.lead.contractorNamed', { name: lead.contractorName, phone })
            : t('quote.lead.contractorMatched', { phone })}
        </p>
      </div>
    </div>
  );
};

export const LeadActions = ({ request, idempotencyKey, financingUrl }: LeadActionsProps) => {
  const t = useEstimateT();
  const createLead = useCreateLead();
  const [action, setAction] = useState<Action | null>(null);
  const [values, setValues] = useState({ name: '', phone: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [lead, setLead] = useState<CapturedLead | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!action) return;
    setFailure(null);
    let checks: Awaited<ReturnType<typeof loadHomeownerChecks>>;
    try {
      // Loaded with the quote's first step already; fetched again only if that failed.
      checks = await loadHomeownerChecks();
    } catch (error) {
      setFailure(t.localize(error instanceof Error ? error.message : String(error)));
      return;
    }
    const parsed = checks.leadContactSchema.safeParse({
      name: values.name,
      phone: values.phone,
      email: action === 'connect' ? values.email.trim() : '',
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error, t.lang));
    setErrors({});
    createLead.mutate(
      { request, ...parsed.data, language: t.lang, idempotencyKey, textRequested: action === 'text' },
      {
        onSuccess: setLead,
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          if (fields.name || fields.phone || fields.email) return setErrors({ ...fields });
          setFailure(t.localize(error.message));
        },
      },
    );
  };

  if (lead && action) return <Confirmation action={action} lead={lead} phone={values.phone} />;

  const actionButton = (which: Action, Icon: typeof Users) => (
    <Button
      variant={action === which ? 'primary' : 'secondary'}
      size="lg"
      className="w-full justify-start"
      aria-expanded={action === which}
      onClick={() => {
        setAction(which);
        setErrors({});
        setFailure(null);
      }}
    >
      <Icon aria-hidden="true" className="size-5" />
      {t(`quote.lead.${which}`)}
    </Button>
  );

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {actionButton('text', MessageSquareText)}
        {actionButton('connect', Users)}
      </div>
      {financingUrl ? (
        <a
          href={financingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'lg', 'w-full')}
        >
          {t('quote.financing.apply')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
      {financingUrl ? <p className="text-xs text-slate-500">{t('quote.financing.softCheck')}</p> : null}

      {action ? (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
          data-testid="lead-form"
        >
          <p className="text-sm text-slate-700">{t(`quote.lead.${action}.intro`)}</p>
          {failure ? <AlertBanner title={t('quote.lead.failed')}>{failure}</AlertBanner> : null}
          <TextField
            label={t('quote.lead.name')}
            autoComplete="name"
            value={values.name}
            onChange={(event) => setValues((previous) => ({ ...previous, name: event.target.value }))}
            error={errorFor(errors, 'name')}
          />
          <TextField
            label={t('quote.lead.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="555-123-4567"
            value={values.phone}
            onChange={(event) =>
              setValues((previous) => ({ ...previous, phone: formatPhoneInput(event.target.value) }))
            }
            error={errorFor(errors, 'phone')}
          />
          {action === 'connect' ? (
            <TextField
              label={t('quote.lead.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => setValues((previous) => ({ ...previous, email: event.target.value }))}
              error={errorFor(errors, 'email')}
            />
          ) : null}
          <p className="text-xs text-slate-500">{t('quote.lead.consent')}</p>
          <Button type="submit" size="lg" className="w-full" disabled={createLead.isPending}>
            {createLead.isPending ? <Spinner className="size-4" /> : null}
            {t(createLead.isPending ? 'quote.lead.sending' : `quote.lead.${action}.submit`)}
          </Button>
        </form>
      ) : null}
    </div>
  );
};
