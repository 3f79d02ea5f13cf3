// The contractor's view of one quote: number, status, customer and total; the breakdown; the bill of
// materials to order; the diagram; Edit (while it is being worked on), Revise (an approved one), Duplicate as
// new quote (a new quote from the same fence and customer, then opened), Text
// quote and Print; where it stands with the customer (link, views, approval) and the texts sent; the
// status moves SPEC §4 allows from here (a job through Convert to job, which the route slots in from the
// jobs feature), and the history of those moves. Who made it and who sells it; a rep's discount beyond the
// owner's limit and the owner's answer (discount-review-banner.tsx) — while it waits or was refused, Text
// quote and Mark as sent are off, and the reason shows beside them. Printed, it is the customer's copy:
// business, customer, number and date, breakdown, diagram, total, terms and signature only.
import { Link } from '@tanstack/react-router';
import { Copy, FilePen, Hammer, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPhoneDisplay } from '#domain/phone';
import { canEditQuote, canReviseQuote } from '#domain/quote-status';
import { EstimateBreakdown } from '#frontend/components/estimate/estimate-breakdown';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { FenceDiagram } from '#frontend/components/estimate/fence-diagram';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { SiteAddress } from '#frontend/components/ui/site-address';
import { Spinner } from '#frontend/components/ui/spinner';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import type { Quote } from '../api/get-quote';
import type { SendingBlock } from '../discount-rules';
import { type QuoteViewState, useQuoteView } from '../use-quote-view';
import { DiscountReviewBanner } from './discount-review-banner';
import { QuoteBillOfMaterials } from './quote-bill-of-materials';
import { QuoteCustomerLink } from './quote-customer-link';
import { QuoteHistory } from './quote-history';
import { QuoteMessages } from './quote-messages';
import { PrintQuoteButton, QuotePrintHeading, QuoteTermsAndSignature } from './quote-print-parts';
import { QuoteSection } from './quote-section';
import { QuoteStatusActions } from './quote-status-actions';
import { QuoteStatusBadge } from './quote-status-badge';
import { SendQuoteButton } from './send-quote-dialog';

/** Convert to job, from the jobs feature: the route renders it for the quote on screen. */
export type ConvertAction = (quote: Quote, contractorId: string) => ReactNode;

/** Who and what: number, status, customer and contact, date, ZIP, material and style. */
const QuoteSummaryText = ({ quote, title }: { quote: Quote; title: string }) => {
  const t = useT();
  const { estimate } = quote;
  const created = new Intl.DateTimeFormat(localeOf(t.lang), { dateStyle: 'medium' }).format(
    new Date(quote.createdAt),
  );
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <span className="print:hidden">
          <QuoteStatusBadge status={quote.status} />
        </span>
      </div>
      <p className="mt-1 text-lg text-slate-800" data-testid="quote-customer">
        {quote.customerName || t('customer.unknown')}
      </p>
      <p className="text-sm text-slate-600">
        {[quote.phone ? formatPhoneDisplay(quote.phone) : '', quote.email, quote.jobTitle]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {quote.site.street ? (
        <div className="mt-1">
          <SiteAddress site={quote.site} />
        </div>
      ) : null}
      <p className="mt-1 text-sm text-slate-500">
        {t('quote.view.meta', {
          date: created,
          zip: quote.zipCode,
          material: t(`quote.material.${estimate.material}`),
        })}
        {estimate.style
          ? ` · ${estimate.style.name}, ${t('form.heightFt', { height: estimate.style.heightFt })}`
          : ''}
      </p>
      <QuotePeople quote={quote} />
    </div>
  );
};

/** Who made the quote (none for a homeowner's lead) and who sells it ("Unassigned" for a lead not taken yet). */
const QuotePeople = ({ quote }: { quote: Quote }) => {
  const t = useT();
  return (
    <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm print:hidden">
      {quote.createdBy ? (
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('quote.view.madeBy')}</dt>
          <dd className="font-medium text-slate-800" data-testid="quote-made-by">
            {quote.createdBy.name}
          </dd>
        </div>
      ) : null}
      <div className="flex gap-1">
        <dt className="text-slate-500">{t('quote.soldBy')}</dt>
        <dd className="font-medium text-slate-800" data-testid="quote-sold-by">
          {quote.assignedTo?.name ?? t('schedule.unassigned')}
        </dd>
      </div>
    </dl>
  );
};

const blockTexts = {
  approveFirst: 'quote.discountReview.approveFirst',
  waiting: 'quote.discountReview.waiting',
  rejected: 'quote.discount.rejected',
} as const satisfies Record<Exclude<SendingBlock, null>, string>;

/** The id of the reason Text quote and Mark as sent are off. */
const sendBlockedId = 'quote-send-blocked';

const SendBlockedReason = ({ block }: { block: SendingBlock }) => {
  const t = useT();
  if (!block) return null;
  return (
    <p id={sendBlockedId} className="max-w-sm text-sm text-amber-800" data-testid="quote-send-blocked">
      {t(blockTexts[block])}
    </p>
  );
};

/** The total and what can be done with the quote. */
const QuoteActions = ({
  view,
  convertAction,
}: {
  view: QuoteViewState;
  convertAction: ConvertAction | undefined;
}) => {
  const t = useT();
  const { quote, contractorId, businessName } = view;
  const blockedBy = view.sendingBlock ? sendBlockedId : undefined;
  return (
    <div className="sm:text-right">
      <p className="text-sm text-slate-500">{t('quote.total')}</p>
      <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="quote-total">
        {formatDollars(quote.totalCost)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2 sm:justify-end print:hidden">
        {canEditQuote(quote.status) ? (
          <Link to="/quote/$id/edit" params={{ id: quote.id }} className={buttonClasses('primary')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('form.edit')}
          </Link>
        ) : null}
        {canReviseQuote(quote.status) ? (
          <Button onClick={view.onRevise} disabled={view.revising} data-testid="quote-revise">
            {view.revising ? (
              <Spinner className="size-4" />
            ) : (
              <FilePen aria-hidden="true" className="size-4" />
            )}
            {t('quote.view.revise')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={view.onDuplicate} disabled={view.duplicating}>
          {view.duplicating ? <Spinner className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {t('quote.view.duplicate')}
        </Button>
        <SendQuoteButton
          quote={quote}
          contractorId={contractorId}
          businessName={businessName}
          blockedBy={blockedBy}
        />
        <PrintQuoteButton />
      </div>
      <div className="mt-3 flex flex-col items-start gap-2 sm:items-end print:hidden">
        <SendBlockedReason block={view.sendingBlock} />
        {convertAction?.(quote, contractorId)}
        {quote.jobId ? (
          <Link
            to="/jobs/$id"
            params={{ id: quote.jobId }}
            className={buttonClasses('secondary')}
            data-testid="quote-job-link"
          >
            <Hammer aria-hidden="true" className="size-4" />
            {t('quote.view.job')}
          </Link>
        ) : null}
        <QuoteStatusActions quote={quote} contractorId={contractorId} sendBlockedBy={blockedBy} />
      </div>
    </div>
  );
};

export const QuoteViewPage = ({ id, convertAction }: { id: string; convertAction?: ConvertAction }) => {
  const t = useT();
  const view = useQuoteView(id);
  const { quote, businessName } = view;
  useDocumentMeta(pageTitle(view.title));
  return (
    <div
      className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8 print:max-w-none print:space-y-4 print:p-0"
      data-testid="quote-view"
    >
      <QuotePrintHeading businessName={businessName} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <QuoteSummaryText quote={quote} title={view.title} />
        <QuoteActions view={view} convertAction={convertAction} />
      </header>
      <DiscountReviewBanner quote={quote} contractorId={view.contractorId} isOwner={view.isOwner} />
      {quote.source === 'homeowner' ? (
        <div className="print:hidden">
          <AlertBanner tone="info">{t('quote.view.fromHomeowner')}</AlertBanner>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start print:block print:space-y-4">
        <div className="min-w-0 space-y-6 print:space-y-4">
          <QuoteSection
            headingId="view-breakdown"
            title={t('quote.breakdown.title')}
            card
            className="print:border-0 print:p-0"
            headingClassName="mb-3"
          >
            <EstimateBreakdown estimate={quote.estimate} />
          </QuoteSection>
          <div className="space-y-6 print:hidden">
            <QuoteHistory id={quote.id} />
            <QuoteMessages id={quote.id} />
          </div>
        </div>
        <div className="min-w-0 space-y-6 print:space-y-4">
          <QuoteCustomerLink quote={quote} />
          <QuoteSection
            headingId="view-diagram"
            title={t('quote.diagram.title')}
            className="space-y-2 print:break-inside-avoid"
          >
            <FenceDiagram svg={quote.diagramSvg} className="print:[&_svg]:max-h-72" />
          </QuoteSection>
          <QuoteBillOfMaterials takeoff={quote.estimate.takeoff} />
        </div>
      </div>
      <QuoteTermsAndSignature quote={quote} businessName={businessName} />
    </div>
  );
};
