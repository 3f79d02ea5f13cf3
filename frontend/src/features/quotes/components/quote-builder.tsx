// The contractor's quote builder (new and edit): the fence side by side, material and style, options,
// adjustments, delivery and the customer. Every edit re-prices locally with the contractor's settings and
// the shared estimator, so the breakdown and diagram follow along; the server prices again on save.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { translate } from '#domain/messages';
import { formatPhoneInput } from '#domain/phone';
import { renderFenceDiagram } from '#domain/pricing/diagram';
import { type Estimate, estimateFence } from '#domain/pricing/estimate';
import type { EstimateRequest } from '#domain/pricing/schemas';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import type { PricingSettingsData as PricingSettings } from '#frontend/features/settings/api/get-pricing-settings';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { useCreateQuote } from '../api/create-quote';
import type { Quote } from '../api/get-quote';
import { quoteQueryOptions } from '../api/get-quote';
import { useUpdateQuote } from '../api/update-quote';
import {
  type BuilderValues,
  builderValuesFrom,
  checkBuilder,
  emptyBuilderValues,
  normalizedRequest,
  previewRequest,
  quoteSavePayload,
  sameRequest,
  withMaterial,
} from '../builder-values';
import { formatDollars } from '../estimate-lines';
import { AdjustmentsEditor } from './adjustments-editor';
import { EstimateBreakdown } from './estimate-breakdown';
import { FenceDiagram } from './fence-diagram';
import { CheckboxField, SectionCard, SelectField } from './form-controls';
import { MaterialFields } from './material-fields';
import { CapFields, HardwareFields, RemovalFields } from './option-fields';
import { SidesEditor } from './sides-editor';

/** Error paths the form shows next to a field; anything else is listed in the banner. */
const placedPath =
  /^(sides|closed|material|styleId|heightFt|removal|capId|capQuantity|hardware|adjustments|shippingDistanceMiles|zipCode|customerName|phone|email|jobTitle)(\.|$)/;

const safeEstimate = (request: EstimateRequest, settings: PricingSettings): Estimate | undefined => {
  try {
    return estimateFence(request, settings);
  } catch {
    return undefined;
  }
};

interface QuoteBuilderProps {
  settings: PricingSettings;
  contractorId: string;
  /** The saved quote being edited; a new quote when absent. */
  quote?: Quote;
  /** A new quote started from a customer's page. */
  customer?: { customerName?: string | undefined; phone?: string | undefined };
}

export const QuoteBuilder = ({ settings, contractorId, quote, customer }: QuoteBuilderProps) => {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = quote ? t('quote.builder.editTitle', { number: quote.number }) : t('quote.builder.newTitle');
  useDocumentMeta(pageTitle(title));
  const createQuote = useCreateQuote(contractorId);
  const updateQuote = useUpdateQuote(quote?.id ?? '', contractorId);
  const saving = createQuote.isPending || updateQuote.isPending;

  const [values, setValues] = useState<BuilderValues>(() =>
    quote
      ? builderValuesFrom(quote.request, quote)
      : {
          ...emptyBuilderValues(t.lang),
          customerName: customer?.customerName ?? '',
          phone: formatPhoneInput(customer?.phone ?? ''),
        },
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempts, setAttempts] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [reprice, setReprice] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);

  const { catalog } = settings;
  const check = useMemo(() => checkBuilder(values, catalog), [values, catalog]);
  const preview = useMemo(() => previewRequest(values, catalog), [values, catalog]);
  const live = useMemo(() => (preview ? safeEstimate(preview, settings) : undefined), [preview, settings]);
  // The last fence that could be priced stays on screen (dimmed) while a field is being fixed.
  const [lastGood, setLastGood] = useState(() =>
    preview && live ? { request: preview, estimate: live } : undefined,
  );
  if (preview && live && lastGood?.estimate !== live) setLastGood({ request: preview, estimate: live });

  // A saved quote keeps the rates it was priced with; the API does not share them, so when today's rates
  // price the saved fence differently the builder says so and lets the contractor choose.
  const savedRequest = useMemo(() => (quote ? normalizedRequest(quote.request) : undefined), [quote]);
  const ratesChanged = useMemo(() => {
    if (!quote || !savedRequest) return false;
    return safeEstimate(savedRequest, settings)?.totalCost !== quote.estimate.totalCost;
  }, [quote, savedRequest, settings]);
  const fenceUnchanged =
    savedRequest !== undefined && preview !== undefined && sameRequest(preview, savedRequest);
  const showSaved = quote !== undefined && ratesChanged && !reprice && fenceUnchanged;
  const shownEstimate = showSaved ? quote.estimate : lastGood?.estimate;
  const outdated = !showSaved && live === undefined && lastGood !== undefined;

  const diagramSvg = useMemo(
    () =>
      lastGood
        ? renderFenceDiagram(lastGood.request.sides, {
            unitLabel: t('quote.diagram.unit'),
            title: t('quote.diagram.label'),
          })
        : '',
    [lastGood, t],
  );

  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const update = (patch: Partial<BuilderValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setServerErrors({});
  };
  const touch = (path: string) =>
    setTouched((previous) => (previous.has(path) ? previous : new Set(previous).add(path)));
  const visible = (path: string) =>
    attempts > 0 ||
    [...touched].some((seen) => seen === path || path.startsWith(`${seen}.`) || seen.startsWith(`${path}.`));
  const errorAt = (path: string): string | undefined => {
    const server = serverErrors[path];
    if (server) return translate(server, t.lang);
    const key = check.errors[path];
    return key && visible(path) ? translate(key, t.lang) : undefined;
  };
  const helpers = { errorAt, touch };

  const unplaced = Object.entries({ ...check.errors, ...serverErrors })
    .filter(([path]) => !placedPath.test(path))
    .map(([, message]) => translate(message, t.lang));

  const save = () => {
    setFailure(null);
    setServerErrors({});
    setAttempts((count) => count + 1);
    if (!check.request || Object.keys(check.errors).length > 0) {
      setFailure(t('quote.builder.fixErrors'));
      return;
    }
    const payload = quoteSavePayload(values, check.request);
    const onSuccess = (saved: Quote) => {
      toast({ title: t('quote.builder.saved', { number: saved.number }) });
      void navigate({ to: '/contractor/quote/$id/view', params: { id: saved.id } });
    };
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.code === 'STALE_VERSION') {
        setStale(true);
        return;
      }
      const fields = error instanceof ApiError ? error.fields : {};
      if (Object.keys(fields).length > 0) {
        setServerErrors(
          Object.fromEntries(
            Object.entries(fields).map(([path, text]) => [path.replace(/^request\./, ''), text]),
          ),
        );
        setFailure(t('quote.builder.fixErrors'));
        return;
      }
      setFailure(t.localize(error.message));
      toast({
        title: t('quote.builder.saveFailed'),
        description: t.localize(error.message),
        variant: 'destructive',
      });
    };
    if (quote)
      updateQuote.mutate(
        { ...payload, version: quote.version, repriceWithCurrentRates: reprice },
        { onSuccess, onError },
      );
    else createQuote.mutate(payload, { onSuccess, onError });
  };

  const reload = async () => {
    if (!quote) return;
    let fresh: Quote;
    try {
      fresh = await queryClient.fetchQuery({ ...quoteQueryOptions(quote.id), staleTime: 0 });
    } catch (error) {
      setFailure(t.localize(error instanceof Error ? error.message : String(error)));
      return;
    }
    setValues(builderValuesFrom(fresh.request, fresh));
    setTouched(new Set());
    setAttempts(0);
    setServerErrors({});
    setFailure(null);
    setReprice(false);
    setStale(false);
  };

  const saveLabel = saving ? t('quote.builder.saving') : t('quote.builder.save');
  const backTo = quote ? (
    <Link
      to="/contractor/quote/$id/view"
      params={{ id: quote.id }}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('quote.builder.backToQuote', { number: quote.number })}
    </Link>
  ) : (
    <Link
      to="/quotes"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('quote.list.title')}
    </Link>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-5 pb-36 sm:py-8 lg:pb-8" data-testid="quote-builder">
      <header className="mb-5">
        {backTo}
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('quote.builder.subtitle')}</p>
      </header>

      {stale ? (
        <div className="mb-4">
          <AlertBanner title={t('quote.builder.staleTitle')}>
            <p>{translate('quote.stale', t.lang)}</p>
            <p>{t('quote.builder.reloadLoses')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => void reload()}
              data-testid="reload-quote"
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('quote.builder.reload')}
            </Button>
          </AlertBanner>
        </div>
      ) : null}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div ref={formRef} className="min-w-0 space-y-5">
          {failure ? (
            <AlertBanner title={t('quote.builder.saveFailed')}>
              <p>{failure}</p>
              {unplaced.length > 0 ? (
                <ul className="mt-1 list-disc pl-5">
                  {unplaced.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              ) : null}
            </AlertBanner>
          ) : null}

          {quote && ratesChanged ? (
            <AlertBanner tone="info" title={t('quote.builder.ratesChangedTitle')}>
              <p>{t('quote.builder.ratesChanged')}</p>
              <CheckboxField
                label={t('quote.builder.reprice')}
                checked={reprice}
                onChange={setReprice}
                testId="reprice"
              />
            </AlertBanner>
          ) : null}

          <SectionCard
            title={t('quote.builder.sides')}
            description={t('quote.builder.sidesHint')}
            testId="sides-section"
          >
            <SidesEditor
              sides={values.sides}
              closed={values.closed}
              onSidesChange={(sides) => update({ sides })}
              onClosedChange={(closed) => update({ closed })}
              {...helpers}
            />
          </SectionCard>

          <SectionCard title={t('quote.builder.fenceType')}>
            <MaterialFields
              values={values}
              catalog={catalog}
              onMaterialChange={(material) => {
                setValues((previous) => withMaterial(previous, material, catalog));
                setServerErrors({});
              }}
              onChange={update}
              {...helpers}
            />
          </SectionCard>

          <SectionCard title={t('quote.builder.removal')}>
            <RemovalFields values={values} onChange={update} {...helpers} />
          </SectionCard>

          <SectionCard
            title={t('quote.builder.capsAndHardware')}
            description={t('quote.builder.capsAndHardwareHint')}
          >
            <div className="space-y-4">
              <CapFields values={values} catalog={catalog} onChange={update} {...helpers} />
              <HardwareFields values={values} catalog={catalog} onChange={update} {...helpers} />
            </div>
          </SectionCard>

          <SectionCard
            title={t('quote.builder.adjustments')}
            description={t('quote.builder.adjustmentsHint')}
          >
            <AdjustmentsEditor
              adjustments={values.adjustments}
              onChange={(adjustments) => update({ adjustments })}
              {...helpers}
            />
          </SectionCard>

          <SectionCard title={t('quote.builder.deliveryAndFinancing')}>
            <div className="space-y-3">
              <TextField
                label={t('quote.builder.shippingDistance')}
                hint={t('quote.builder.shippingDistanceHint')}
                inputMode="decimal"
                autoComplete="off"
                value={values.shippingDistanceMiles}
                onChange={(event) => update({ shippingDistanceMiles: event.target.value })}
                onBlur={() => touch('shippingDistanceMiles')}
                error={errorAt('shippingDistanceMiles')}
              />
              <CheckboxField
                label={t('quote.builder.financed')}
                hint={
                  settings.pricing.financing.enabled
                    ? t('quote.builder.financedHint')
                    : t('quote.builder.financingOff')
                }
                checked={values.financed}
                disabled={!settings.pricing.financing.enabled && !values.financed}
                onChange={(financed) => update({ financed })}
              />
            </div>
          </SectionCard>

          <SectionCard title={t('quote.builder.customer')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('quote.builder.customerName')}
                autoComplete="off"
                value={values.customerName}
                onChange={(event) => update({ customerName: event.target.value })}
                onBlur={() => touch('customerName')}
                error={errorAt('customerName')}
              />
              <TextField
                label={t('quote.builder.phone')}
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                placeholder="555-123-4567"
                value={values.phone}
                onChange={(event) => update({ phone: formatPhoneInput(event.target.value) })}
                onBlur={() => touch('phone')}
                error={errorAt('phone')}
              />
              <TextField
                label={t('quote.builder.email')}
                type="email"
                inputMode="email"
                autoComplete="off"
                value={values.email}
                onChange={(event) => update({ email: event.target.value })}
                onBlur={() => touch('email')}
                error={errorAt('email')}
              />
              <TextField
                label={t('quote.builder.zipCode')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={5}
                value={values.zipCode}
                onChange={(event) => update({ zipCode: event.target.value.replace(/\D/g, '').slice(0, 5) })}
                onBlur={() => touch('zipCode')}
                error={errorAt('zipCode')}
              />
              <TextField
                label={t('quote.builder.jobTitle')}
                autoComplete="off"
                value={values.jobTitle}
                onChange={(event) => update({ jobTitle: event.target.value })}
                onBlur={() => touch('jobTitle')}
                error={errorAt('jobTitle')}
              />
              <SelectField
                label={t('quote.builder.language')}
                value={values.language}
                onChange={(event) => update({ language: event.target.value === 'es' ? 'es' : 'en' })}
              >
                <option value="en">{t('language.en')}</option>
                <option value="es">{t('language.es')}</option>
              </SelectField>
            </div>
          </SectionCard>
        </div>

        <aside
          className="min-w-0 space-y-4 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:pb-2"
          aria-label={t('quote.builder.priceSummary')}
        >
          <section className="hidden rounded-2xl border border-slate-200 bg-white p-4 lg:block">
            <div className="flex items-baseline justify-between gap-3">
              <p className="text-sm text-slate-600">{t('quote.total')}</p>
              <p
                className={`text-2xl font-bold text-slate-900 tabular-nums ${outdated ? 'opacity-60' : ''}`}
                data-testid="builder-total"
              >
                {shownEstimate ? formatDollars(shownEstimate.totalCost) : '—'}
              </p>
            </div>
            <Button
              size="lg"
              className="mt-3 w-full"
              onClick={save}
              disabled={saving}
              data-testid="builder-save"
            >
              {saving ? <Spinner className="size-4" /> : null}
              {saveLabel}
            </Button>
          </section>
          <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <h2 className="mb-3 text-base font-semibold text-slate-900">{t('quote.breakdown.title')}</h2>
            {shownEstimate ? (
              <>
                {outdated ? (
                  <p className="mb-2 text-xs text-amber-700">{t('quote.builder.outdated')}</p>
                ) : null}
                {quote && ratesChanged && !reprice && !fenceUnchanged ? (
                  <p className="mb-2 text-xs text-slate-600">{t('quote.builder.previewCurrentRates')}</p>
                ) : null}
                <EstimateBreakdown estimate={shownEstimate} stale={outdated} />
              </>
            ) : (
              <p className="text-sm text-slate-600">{t('quote.builder.noPriceYet')}</p>
            )}
          </section>
          <section className="space-y-2">
            <h2 className="text-base font-semibold text-slate-900">{t('quote.diagram.title')}</h2>
            {diagramSvg ? (
              <FenceDiagram svg={diagramSvg} />
            ) : (
              <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
                {t('quote.builder.noDiagramYet')}
              </p>
            )}
          </section>
        </aside>
      </div>

      <div
        className="fixed inset-x-0 bottom-[calc(3.75rem+env(safe-area-inset-bottom))] z-30 border-t border-slate-200 bg-white/95 px-4 py-2.5 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur md:bottom-0 md:left-60 lg:hidden"
        data-testid="builder-total-bar"
      >
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs text-slate-500">{t('quote.total')}</p>
            <p
              className={`text-xl font-bold text-slate-900 tabular-nums ${outdated ? 'opacity-60' : ''}`}
              data-testid="builder-bar-total"
              aria-live="polite"
            >
              {shownEstimate ? formatDollars(shownEstimate.totalCost) : '—'}
            </p>
            {outdated ? (
              <p className="text-[11px] leading-tight text-amber-700">{t('quote.builder.paused')}</p>
            ) : null}
          </div>
          <Button
            size="lg"
            className="shrink-0"
            onClick={save}
            disabled={saving}
            data-testid="builder-bar-save"
          >
            {saving ? <Spinner className="size-4" /> : null}
            {saveLabel}
          </Button>
        </div>
      </div>
    </div>
  );
};
