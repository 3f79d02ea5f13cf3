// The contractor's quote builder (new and edit): the fence side by side, material and style, options,
// adjustments, delivery and the customer. Every edit re-prices locally with the contractor's settings and
// the shared estimator, so the breakdown and diagram follow along; the server prices again on save. An owner
// also picks who sells the quote; a rep sees the owner's discount limit beside the adjustments (and, by the
// price, when saving will send the discount for approval). The state lives in use-quote-builder.ts; each
// section here draws only its own fields. A quote saved with no signal is shown as kept on the device.
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { SectionCard } from '#frontend/components/ui/section-card';
import { useT } from '#frontend/i18n/use-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import type { Quote } from '../api/get-quote';
import { formatDiscountPercent } from '../discount-rules';
import { type QuoteBuilderProps, type QuoteBuilderState, useQuoteBuilder } from '../use-quote-builder';
import type { Person } from '../whose-quotes';
import { AdjustmentsEditor } from './adjustments-editor';
import { RatesChangedBanner, SaveProblemBanner, StaleQuoteBanner } from './builder-banners';
import { CustomerFields, DeliveryFields } from './builder-customer-fields';
import { PricedLayout } from './builder-price-panel';
import { MaterialFields } from './material-fields';
import { OfflineSavedPanel } from './offline-saved-panel';
import { CapFields, HardwareFields, RemovalFields } from './option-fields';
import { SidesEditor } from './sides-editor';

const backLinkClass = 'inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline';

const BackLink = ({ quote }: { quote: Quote | undefined }) => {
  const t = useT();
  return quote ? (
    <Link to="/contractor/quote/$id/view" params={{ id: quote.id }} className={backLinkClass}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('quote.builder.backToQuote', { number: quote.number })}
    </Link>
  ) : (
    <Link to="/quotes" className={backLinkClass}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('nav.quotes')}
    </Link>
  );
};

/** A rep's discount limit, under the adjustments. */
const DiscountLimitNote = ({ limit }: { limit: number | undefined }) => {
  const t = useT();
  if (limit === undefined) return null;
  return (
    <p className="mt-3 text-sm text-slate-600" data-testid="builder-discount-limit">
      {t('quote.builder.discountLimit', { limit: formatDiscountPercent(limit, t.lang) })}
    </p>
  );
};

/** Who sells the quote as the owner's picker starts: the saved seller, or the owner for a new quote. */
const useSellerField = ({ role, quote }: QuoteBuilderState): { current: Person | null } | undefined => {
  const user = useCurrentUser().data;
  if (role !== 'owner') return undefined;
  if (quote) return { current: quote.assignedTo };
  return { current: user ? { id: user.id, name: user.name || user.email } : null };
};

const FormColumn = ({ builder }: { builder: QuoteBuilderState }) => {
  const t = useT();
  const { form, formRef, settings, ratesChanged } = builder;
  const { catalog } = settings;
  const seller = useSellerField(builder);
  return (
    <div ref={formRef} className="min-w-0 space-y-5">
      <SaveProblemBanner form={form} />
      {ratesChanged ? <RatesChangedBanner form={form} /> : null}
      <SectionCard
        title={t('quote.builder.sides')}
        description={t('quote.builder.sidesHint')}
        testId="sides-section"
      >
        <SidesEditor form={form} />
      </SectionCard>
      <SectionCard title={t('quote.builder.fenceType')}>
        <MaterialFields form={form} catalog={catalog} />
      </SectionCard>
      <SectionCard title={t('settings.removal.title')}>
        <RemovalFields form={form} />
      </SectionCard>
      <SectionCard
        title={t('quote.builder.capsAndHardware')}
        description={t('quote.builder.capsAndHardwareHint')}
      >
        <div className="space-y-4">
          <CapFields form={form} catalog={catalog} />
          <HardwareFields form={form} catalog={catalog} />
        </div>
      </SectionCard>
      <SectionCard title={t('quote.category.adjustment')} description={t('quote.builder.adjustmentsHint')}>
        <AdjustmentsEditor form={form} settings={settings} />
        <DiscountLimitNote limit={builder.discountLimit} />
      </SectionCard>
      <DeliveryFields form={form} financingOn={settings.pricing.financing.enabled} />
      <CustomerFields form={form} seller={seller} />
    </div>
  );
};

export const QuoteBuilder = (props: QuoteBuilderProps) => {
  const t = useT();
  const builder = useQuoteBuilder(props);
  useDocumentMeta(pageTitle(builder.title));
  return (
    <div
      className="mx-auto max-w-6xl px-4 py-5 pb-[calc(10rem+env(safe-area-inset-bottom))] sm:py-8 lg:pb-8"
      data-testid="quote-builder"
    >
      <header className="mb-5">
        <BackLink quote={builder.quote} />
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{builder.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('quote.builder.subtitle')}</p>
      </header>
      {builder.stale ? <StaleQuoteBanner onReload={() => void builder.reload()} /> : null}
      {builder.offline.saved ? (
        <OfflineSavedPanel
          offline={{ ...builder.offline, saved: builder.offline.saved }}
          onNewQuote={() => {
            builder.form.reset();
            builder.offline.startOver();
          }}
        />
      ) : (
        <PricedLayout builder={builder}>
          <FormColumn builder={builder} />
        </PricedLayout>
      )}
    </div>
  );
};
