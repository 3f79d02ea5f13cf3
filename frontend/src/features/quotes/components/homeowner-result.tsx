// The homeowner's instant estimate: the total (and estimated monthly payment), whose prices it uses,
// the breakdown of materials, labor and options, the diagram, and what to do next — or, when it could not
// be priced, why, with a retry. It loads after the page (homeowner-quote-flow.tsx).
import type { UseQueryResult } from '@tanstack/react-query';
import type { EstimateRequestInput } from '#domain/pricing/schemas';
import { EstimateBreakdown } from '#frontend/components/estimate/estimate-breakdown';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { FenceDiagram } from '#frontend/components/estimate/fence-diagram';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { useEstimateT } from '#frontend/i18n/use-estimate-t';
import type { InstantEstimate } from '../api/get-estimate';
import type { CalculatorContractor } from '../calculator-contractor';
import { LeadActions } from './lead-actions';
import { QuoteSection } from './quote-section';

interface HomeownerResultProps {
  estimate: InstantEstimate;
  request: EstimateRequestInput;
  idempotencyKey: string;
  /** On a contractor's own page: their rates priced it and the lead goes to them. */
  contractor?: CalculatorContractor | undefined;
}

/** Whose rates priced it: the page's contractor, the one serving the ZIP, or Picket's standard rates. */
const pricedByText = (
  t: ReturnType<typeof useEstimateT>,
  estimate: InstantEstimate,
  contractor: CalculatorContractor | undefined,
): string => {
  if (contractor)
    return t('quote.result.pricedByContractor', { name: estimate.pricedBy ?? contractor.businessName });
  return estimate.pricedBy
    ? t('quote.result.pricedBy', { name: estimate.pricedBy })
    : t('quote.result.standardRates');
};

const HomeownerResult = ({ estimate, request, idempotencyKey, contractor }: HomeownerResultProps) => {
  const t = useEstimateT();
  const { takeoff } = estimate;
  return (
    <div className="space-y-6" data-testid="homeowner-result">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <p className="text-sm text-slate-600">
          {t('quote.result.summary', {
            feet: takeoff.runFeet,
            material: t(`quote.material.${estimate.material}`),
            gates: takeoff.gates,
          })}
        </p>
        <p
          className="mt-1 text-4xl font-bold tracking-tight text-slate-900 tabular-nums"
          data-testid="result-total"
        >
          {formatDollars(estimate.totalCost)}
        </p>
        {estimate.financing && estimate.monthlyPayment > 0 ? (
          <p className="text-sm font-medium text-brand-800">
            {t('quote.result.monthly', { amount: formatDollars(estimate.monthlyPayment) })}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-600">{pricedByText(t, estimate, contractor)}</p>
        <p className="mt-1 text-xs text-slate-500">{t('quote.result.ballpark')}</p>
      </div>

      <QuoteSection headingId="next-steps-title" title={t('quote.result.nextSteps')} className="space-y-3">
        <LeadActions
          request={request}
          idempotencyKey={idempotencyKey}
          financingUrl={estimate.financingUrl ?? null}
          contractor={contractor}
        />
      </QuoteSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <QuoteSection
          headingId="breakdown-title"
          title={t('quote.breakdown.title')}
          card
          className="min-w-0 sm:p-6"
          headingClassName="mb-3"
        >
          <EstimateBreakdown estimate={estimate} />
        </QuoteSection>
        <QuoteSection
          headingId="diagram-title"
          title={t('quote.diagram.title')}
          className="min-w-0 space-y-3"
        >
          <FenceDiagram svg={estimate.diagramSvg} />
          <p className="text-xs text-slate-500">{t('quote.diagram.homeownerHint')}</p>
        </QuoteSection>
      </div>
    </div>
  );
};

/** The priced estimate once the server answered, or why it could not price it (with a retry). */
export const HomeownerEstimate = ({
  estimate,
  ...props
}: Omit<HomeownerResultProps, 'estimate'> & { estimate: UseQueryResult<InstantEstimate> }) => {
  const t = useEstimateT();
  if (estimate.isSuccess) return <HomeownerResult estimate={estimate.data} {...props} />;
  return (
    <AlertBanner title={t('quote.result.failed')}>
      <p>{t.localize(estimate.error?.message ?? '')}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => void estimate.refetch()}>
        {t('common.tryAgain')}
      </Button>
    </AlertBanner>
  );
};
