// The contractor's view of one quote: number, status, customer and total; the breakdown; the bill of
// materials to order; the diagram; Edit, Duplicate (a new quote from the same fence, then opened), Text
// quote and Print; where it stands with the customer (link, views, approval) and the texts sent; the
// status moves SPEC §4 allows from here (a job through Convert to job, which creates it), and the history
// of those moves. Printed, it is the customer's copy: business, customer, number and date, breakdown,
// diagram, total, terms and signature only.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Copy, Hammer, Pencil } from 'lucide-react';
import { formatPhoneDisplay } from '#domain/phone';
import { isQuoteLocked } from '#domain/quote-status';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { useCurrentUser } from '#frontend/features/auth/api/get-current-user';
import { ConvertQuoteButton } from '#frontend/features/jobs/components/convert-quote-button';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { useCreateQuote } from '../api/create-quote';
import { quoteQueryOptions } from '../api/get-quote';
import { formatDollars } from '../estimate-lines';
import { EstimateBreakdown, formatQuantity, lineLabel } from './estimate-breakdown';
import { FenceDiagram } from './fence-diagram';
import { QuoteCustomerLink } from './quote-customer-link';
import { QuoteHistory } from './quote-history';
import { QuoteMessages } from './quote-messages';
import { PrintQuoteButton, QuotePrintHeading, QuoteTermsAndSignature } from './quote-print-parts';
import { QuoteStatusActions } from './quote-status-actions';
import { QuoteStatusBadge } from './quote-status-badge';
import { SendQuoteButton } from './send-quote-dialog';

export const QuoteViewPage = ({ id }: { id: string }) => {
  const t = useT();
  const navigate = useNavigate();
  const { data: quote } = useSuspenseQuery(quoteQueryOptions(id));
  const contractor = useCurrentUser().data?.contractor;
  const contractorId = contractor?.id ?? '';
  const businessName = contractor?.businessName ?? '';
  const duplicate = useCreateQuote(contractorId);
  const title = t('quote.number', { number: quote.number });
  useDocumentMeta(pageTitle(title));
  const { estimate } = quote;
  const { takeoff } = estimate;
  const created = new Intl.DateTimeFormat(localeOf(t.lang), { dateStyle: 'medium' }).format(
    new Date(quote.createdAt),
  );

  const onDuplicate = () =>
    duplicate.mutate(
      {
        request: quote.request,
        customerName: quote.customerName,
        phone: quote.phone,
        email: quote.email,
        jobTitle: quote.jobTitle,
        language: quote.language,
      },
      {
        onSuccess: (copy) => {
          toast({ title: t('quote.view.duplicated', { number: copy.number, original: quote.number }) });
          void navigate({ to: '/contractor/quote/$id/view', params: { id: copy.id } });
        },
        onError: (error) =>
          toast({
            title: t('quote.view.duplicateFailed'),
            description: t.localize(error.message),
            variant: 'destructive',
          }),
      },
    );

  const counts = [
    { label: t('quote.bom.runFeet'), value: formatQuantity(t, takeoff.runFeet, 'ft') },
    { label: t('quote.bom.fenceFeet'), value: formatQuantity(t, takeoff.fenceFeet, 'ft') },
    { label: t('quote.bom.sections'), value: String(takeoff.sections) },
    { label: t('quote.bom.posts'), value: String(takeoff.posts) },
    { label: t('quote.bom.gates'), value: String(takeoff.gates) },
    { label: t('quote.bom.gateLeaves'), value: String(takeoff.gateLeaves) },
  ];

  return (
    <div
      className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8 print:max-w-none print:space-y-4 print:p-0"
      data-testid="quote-view"
    >
      <QuotePrintHeading businessName={businessName} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            <span className="print:hidden">
              <QuoteStatusBadge status={quote.status} />
            </span>
          </div>
          <p className="mt-1 text-lg text-slate-800" data-testid="quote-customer">
            {quote.customerName || t('quote.unknownCustomer')}
          </p>
          <p className="text-sm text-slate-600">
            {[quote.phone ? formatPhoneDisplay(quote.phone) : '', quote.email, quote.jobTitle]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="mt-1 text-sm text-slate-500">
            {t('quote.view.meta', {
              date: created,
              zip: quote.zipCode,
              material: t(`quote.material.${estimate.material}`),
            })}
            {estimate.style
              ? ` · ${estimate.style.name}, ${t('quote.builder.heightOption', { height: estimate.style.heightFt })}`
              : ''}
          </p>
        </div>
        <div className="sm:text-right">
          <p className="text-sm text-slate-500">{t('quote.total')}</p>
          <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="quote-total">
            {formatDollars(quote.totalCost)}
          </p>
          <div className="mt-3 flex flex-wrap gap-2 sm:justify-end print:hidden">
            {isQuoteLocked(quote.status) ? null : (
              <Link to="/quote/$id/edit" params={{ id: quote.id }} className={buttonClasses('primary')}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('quote.view.edit')}
              </Link>
            )}
            <Button variant="secondary" onClick={onDuplicate} disabled={duplicate.isPending}>
              {duplicate.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {t('quote.view.duplicate')}
            </Button>
            <SendQuoteButton quote={quote} contractorId={contractorId} businessName={businessName} />
            <PrintQuoteButton />
          </div>
          <div className="mt-3 flex flex-col items-start gap-2 sm:items-end print:hidden">
            <ConvertQuoteButton quote={quote} contractorId={contractorId} />
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
            <QuoteStatusActions quote={quote} contractorId={contractorId} />
          </div>
        </div>
      </header>

      {quote.source === 'homeowner' ? (
        <div className="print:hidden">
          <AlertBanner tone="info">{t('quote.view.fromHomeowner')}</AlertBanner>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start print:block print:space-y-4">
        <div className="min-w-0 space-y-6 print:space-y-4">
          <section
            aria-labelledby="view-breakdown"
            className="rounded-2xl border border-slate-200 bg-white p-5 print:border-0 print:p-0"
          >
            <h2 id="view-breakdown" className="mb-3 text-lg font-semibold text-slate-900">
              {t('quote.breakdown.title')}
            </h2>
            <EstimateBreakdown estimate={estimate} />
          </section>
          <div className="space-y-6 print:hidden">
            <QuoteHistory id={quote.id} />
            <QuoteMessages id={quote.id} />
          </div>
        </div>
        <div className="min-w-0 space-y-6 print:space-y-4">
          <QuoteCustomerLink quote={quote} />
          <section aria-labelledby="view-diagram" className="space-y-2 print:break-inside-avoid">
            <h2 id="view-diagram" className="text-lg font-semibold text-slate-900">
              {t('quote.diagram.title')}
            </h2>
            <FenceDiagram svg={quote.diagramSvg} className="print:[&_svg]:max-h-72" />
          </section>
          <section
            aria-labelledby="view-bom"
            className="rounded-2xl border border-slate-200 bg-white p-5 print:hidden"
          >
            <h2 id="view-bom" className="text-lg font-semibold text-slate-900">
              {t('quote.bom.title')}
            </h2>
            <p className="mt-0.5 mb-3 text-sm text-slate-600">{t('quote.bom.hint')}</p>
            <dl className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {counts.map((count) => (
                <div key={count.label} className="rounded-lg bg-slate-50 px-3 py-2">
                  <dt className="text-xs text-slate-500">{count.label}</dt>
                  <dd className="text-base font-semibold text-slate-900 tabular-nums">{count.value}</dd>
                </div>
              ))}
            </dl>
            <table className="w-full text-sm" data-testid="bill-of-materials">
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                  <th scope="col" className="py-2 font-medium">
                    {t('quote.bom.item')}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t('quote.bom.quantity')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {takeoff.items.map((item) => (
                  <tr key={item.key}>
                    <td className="py-2 pr-3 text-slate-900">{lineLabel(t, item)}</td>
                    <td className="py-2 text-right text-slate-900 tabular-nums">
                      {formatQuantity(t, item.quantity, item.unit)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      </div>
      <QuoteTermsAndSignature quote={quote} businessName={businessName} />
    </div>
  );
};
