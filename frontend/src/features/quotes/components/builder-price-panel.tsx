// The builder's price beside the form (total and Save, the breakdown, the diagram) and, on phones, the
// total bar under it. Only this part follows the fence's values (not the customer's), to price them, once
// per change; the form column it frames is drawn once by the builder and each of its fields redraws on its
// own. An edit redraws the totals at once; the breakdown and the drawing follow as a deferred render
// (`useDeferredValue`), which the next keystroke interrupts, so typing never waits for them. A rep whose
// adjustments take off more than the owner's limit is told by Save that saving sends the quote for the
// owner's approval.

import { useStore } from '@tanstack/react-form';
import { TriangleAlert } from 'lucide-react';
import { memo, type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { renderFenceDiagram } from '#domain/pricing/diagram';
import { discountPercentOf } from '#domain/pricing/discount';
import type { EstimateRequest } from '#domain/pricing/schemas';
import { EstimateBreakdown } from '#frontend/components/estimate/estimate-breakdown';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { FenceDiagram } from '#frontend/components/estimate/fence-diagram';
import { submitForm } from '#frontend/components/form/submit-form';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';
import { type LivePrice, livePrice } from '../builder-price';
import { pricedValuesOf, samePricedValues, sameRequest } from '../builder-values';
import { discountNeedsReview, formatDiscountPercent } from '../discount-rules';
import type { BuilderForm, BuilderFormValues, QuoteBuilderState } from '../use-quote-builder';
import { PricesFreshness } from './builder-freshness';

/** Redrawn only when saving starts or ends (memo: its props never change). */
const SaveButton = memo(function SaveButton({
  form,
  className,
  testId,
}: {
  form: BuilderForm;
  className: string;
  testId: string;
}) {
  const t = useT();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(saving) => (
        <Button
          size="lg"
          className={className}
          onClick={() => void submitForm(form)}
          disabled={saving}
          data-testid={testId}
        >
          {saving ? <Spinner className="size-4" /> : null}
          {saving ? t('form.saving') : t('quote.builder.save')}
        </Button>
      )}
    </form.Subscribe>
  );
});

/**
 * The fence's part of the form's values, kept while none of its parts changes (`samePricedValues`). One
 * function for the page's life: the store hook keeps its last pick only while its selector stays the same.
 */
const selectPriced = (state: { values: BuilderFormValues }) => pricedValuesOf(state.values);

/** What the panel shows of the values' price: a new object only when the price changes (what it draws is memo). */
const useShownPrice = ({ form, settings, checks, quote, ratesChanged, savedRequest }: QuoteBuilderState) => {
  // Only the fence's part of the values: typing the customer's details redraws none of the price.
  const priced = useStore(form.store, selectPriced, samePricedValues);
  const reprice = useStore(form.store, (state) => state.values.reprice);
  // Priced once per change of the fence, not per render; the form's check of that change reads the same check.
  const live = useMemo(() => livePrice(priced, settings, checks.fence), [priced, settings, checks]);
  // The last fence that could be priced stays on screen (dimmed) while a field is being fixed.
  const [lastGood, setLastGood] = useState<LivePrice | undefined>(() => (live.estimate ? live : undefined));
  if (live.estimate && lastGood?.estimate !== live.estimate) setLastGood(live);
  const fenceUnchanged = useMemo(
    () => savedRequest !== undefined && live.request !== undefined && sameRequest(live.request, savedRequest),
    [savedRequest, live.request],
  );
  const keepsSavedRates = ratesChanged && !reprice;
  const showSaved = quote !== undefined && keepsSavedRates && fenceUnchanged;
  const estimate = showSaved ? quote.estimate : lastGood?.estimate;
  const outdated = !showSaved && live.estimate === undefined && lastGood !== undefined;
  /** The saved quote keeps its rates, but its fence changed: the preview is at today's rates. */
  const currentRates = keepsSavedRates && !fenceUnchanged;
  const drawn = lastGood?.request;
  return useMemo(
    () => ({ estimate, outdated, currentRates, drawn }),
    [estimate, outdated, currentRates, drawn],
  );
};

type ShownPrice = ReturnType<typeof useShownPrice>;

/** A rep's discount past the owner's limit, as priced now (null when saving needs no approval). */
interface OverLimit {
  percent: number;
  limit: number;
}

const overLimitOf = (
  { role, discountLimit, quote }: QuoteBuilderState,
  { estimate }: ShownPrice,
): OverLimit | null => {
  if (!estimate || discountLimit === undefined) return null;
  const percent = discountPercentOf(estimate);
  const needsReview = discountNeedsReview({
    role,
    percent,
    limitPercent: discountLimit,
    saved: quote?.discount,
  });
  return needsReview ? { percent, limit: discountLimit } : null;
};

/** Beside Save: saving sends the discount to the owner, and the quote is texted only once approved. */
const OverLimitWarning = ({ overLimit, compact = false }: { overLimit: OverLimit; compact?: boolean }) => {
  const t = useT();
  return (
    <p
      className={`flex gap-1.5 text-amber-800 ${compact ? 'text-[11px] leading-tight' : 'mt-3 text-sm'}`}
      data-testid={compact ? 'builder-bar-discount-warning' : 'builder-discount-warning'}
    >
      <TriangleAlert aria-hidden="true" className={`shrink-0 ${compact ? 'size-3' : 'mt-0.5 size-4'}`} />
      {compact
        ? t('quote.builder.discountOverLimitShort')
        : t('quote.builder.discountOverLimit', {
            percent: formatDiscountPercent(overLimit.percent, t.lang),
            limit: formatDiscountPercent(overLimit.limit, t.lang),
          })}
    </p>
  );
};

/** The total as shown (a dash until the fence can be priced), dimmed while out of date. */
const ShownTotal = ({
  price: { estimate, outdated },
  className,
  testId,
  live = false,
}: {
  price: ShownPrice;
  className: string;
  testId: string;
  /** Announced when it changes. */
  live?: boolean;
}) => (
  <p
    className={`${className} font-bold text-slate-900 tabular-nums ${outdated ? 'opacity-60' : ''}`}
    data-testid={testId}
    aria-live={live ? 'polite' : undefined}
  >
    {estimate ? formatDollars(estimate.totalCost) : '—'}
  </p>
);

interface PricePartProps {
  form: BuilderForm;
  price: ShownPrice;
  overLimit: OverLimit | null;
}

/** The breakdown of the price, drawn from the deferred price (memo: a keystroke's urgent render skips it). */
const BreakdownSection = memo(function BreakdownSection({
  price: { estimate, outdated, currentRates },
  pricesUpdatedAt,
}: {
  price: ShownPrice;
  pricesUpdatedAt: number | undefined;
}) {
  const t = useT();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{t('quote.breakdown.title')}</h2>
      <PricesFreshness updatedAt={pricesUpdatedAt} />
      {estimate ? (
        <>
          {outdated ? <p className="mb-2 text-xs text-amber-700">{t('quote.builder.outdated')}</p> : null}
          {currentRates ? (
            <p className="mb-2 text-xs text-slate-600">{t('quote.builder.previewCurrentRates')}</p>
          ) : null}
          <EstimateBreakdown estimate={estimate} stale={outdated} />
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('quote.builder.noPriceYet')}</p>
      )}
    </section>
  );
});

/** The drawing of the last fence that could be priced, made from the deferred price (memo, as above). */
const DiagramSection = memo(function DiagramSection({ request }: { request: EstimateRequest | undefined }) {
  const t = useT();
  const svg = useMemo(
    () =>
      request
        ? renderFenceDiagram(request.sides, {
            unitLabel: t('quote.diagram.unit'),
            title: t('quote.diagram.title'),
          })
        : '',
    [request, t],
  );
  return (
    <section className="space-y-2">
      <h2 className="text-base font-semibold text-slate-900">{t('quote.diagram.title')}</h2>
      {svg ? (
        <FenceDiagram svg={svg} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t('quote.builder.noDiagramYet')}
        </p>
      )}
    </section>
  );
});

/**
 * The breakdown and the drawing, a render behind the totals: an edit's render keeps the last price here
 * (so both memo sections skip it), then React draws the new one in a render the next edit interrupts.
 */
const PriceDetails = ({
  price,
  pricesUpdatedAt,
}: {
  price: ShownPrice;
  pricesUpdatedAt: number | undefined;
}) => {
  const details = useDeferredValue(price);
  return (
    <>
      <BreakdownSection price={details} pricesUpdatedAt={pricesUpdatedAt} />
      <DiagramSection request={details.drawn} />
    </>
  );
};

const PriceAside = ({
  form,
  price,
  overLimit,
  pricesUpdatedAt,
}: PricePartProps & { pricesUpdatedAt: number | undefined }) => {
  const t = useT();
  return (
    <aside
      className="min-w-0 space-y-4 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:pb-2"
      aria-label={t('quote.builder.priceSummary')}
    >
      <section className="hidden rounded-2xl border border-slate-200 bg-white p-4 lg:block">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm text-slate-600">{t('quote.total')}</p>
          <ShownTotal price={price} className="text-2xl" testId="builder-total" />
        </div>
        <SaveButton form={form} className="mt-3 w-full" testId="builder-save" />
        {overLimit ? <OverLimitWarning overLimit={overLimit} /> : null}
      </section>
      <PriceDetails price={price} pricesUpdatedAt={pricesUpdatedAt} />
    </aside>
  );
};

const TotalBar = ({ form, price, overLimit }: PricePartProps) => {
  const t = useT();
  return (
    <div
      className="fixed inset-x-0 bottom-[calc(3.75rem+env(safe-area-inset-bottom))] z-30 border-t border-slate-200 bg-white px-4 py-2.5 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] md:bottom-0 md:left-60 lg:hidden"
      data-testid="builder-total-bar"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">{t('quote.total')}</p>
          <ShownTotal price={price} className="text-xl" testId="builder-bar-total" live />
          {price.outdated ? (
            <p className="text-[11px] leading-tight text-amber-700">{t('quote.builder.paused')}</p>
          ) : null}
          {overLimit ? <OverLimitWarning overLimit={overLimit} compact /> : null}
        </div>
        <SaveButton form={form} className="shrink-0" testId="builder-bar-save" />
      </div>
    </div>
  );
};

/** The form column (drawn by the builder, kept as it is here) with the price beside it and the bar under. */
export const PricedLayout = ({ builder, children }: { builder: QuoteBuilderState; children: ReactNode }) => {
  const price = useShownPrice(builder);
  const overLimit = overLimitOf(builder, price);
  return (
    <>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {children}
        <PriceAside
          form={builder.form}
          price={price}
          overLimit={overLimit}
          pricesUpdatedAt={builder.pricesUpdatedAt}
        />
      </div>
      <TotalBar form={builder.form} price={price} overLimit={overLimit} />
    </>
  );
};
