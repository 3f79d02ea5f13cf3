// An estimate line by line, grouped by category with subtotals, then the total and — when the pricing
// contractor offers financing — the estimated monthly payment, labelled as an estimate.

import type { CustomerSectionKey } from '#domain/customer-quote';
import type { Estimate, EstimateLine } from '#domain/pricing/estimate';
import type { LineCategory, LineUnit } from '#domain/pricing/priced-lines';
import { starterNameKey } from '#domain/pricing/starter-names';
import { localeOf } from '#frontend/i18n/core';
import type { TFunction } from '#frontend/i18n/use-core-t';
import { type EstimateTextKey, useEstimateT } from '#frontend/i18n/use-estimate-t';
import { formatDollars, groupLines } from './estimate-lines';

const countedUnits = ['ft', 'section', 'post', 'gate', 'bag'] as const;
type CountedUnit = (typeof countedUnits)[number];

const isCounted = (unit: string): unit is CountedUnit => (countedUnits as readonly string[]).includes(unit);

/** A language's number format and plural rules, made once: making them costs more than drawing a line. */
const quantityFormats = new Map<string, { number: Intl.NumberFormat; plural: Intl.PluralRules }>();
const quantityFormatsOf = (locale: string) => {
  let formats = quantityFormats.get(locale);
  if (!formats) {
    formats = {
      number: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
      plural: new Intl.PluralRules(locale),
    };
    quantityFormats.set(locale, formats);
  }
  return formats;
};

/** "146 ft", "19 sections", "1 post"; plain numbers for items counted one by one. */
export const formatQuantity = (t: TFunction<EstimateTextKey>, quantity: number, unit: LineUnit): string => {
  const formats = quantityFormatsOf(localeOf(t.lang));
  const number = formats.number.format(quantity);
  if (!isCounted(unit)) return number;
  const form = formats.plural.select(quantity) === 'one' ? 'one' : 'other';
  return t(`quote.unit.${unit}.${form}`, { count: number });
};

const quantityText = (t: TFunction<EstimateTextKey>, line: EstimateLine): string | null =>
  line.unit === 'job' && line.quantity === 1 ? null : formatQuantity(t, line.quantity, line.unit);

export const lineLabel = (
  t: TFunction<EstimateTextKey>,
  line: Pick<EstimateLine, 'label' | 'widthFt' | 'heightFt' | 'ratePercent'>,
) => {
  // A starter catalog name reads in the page's language; a name the contractor typed stays as typed.
  const label = t.localize(starterNameKey(line.label) ?? line.label);
  if (line.widthFt !== undefined) return t('quote.line.width', { label, width: line.widthFt });
  if (line.heightFt !== undefined) return t('quote.line.height', { label, height: line.heightFt });
  if (line.ratePercent !== undefined && line.ratePercent > 0)
    return t('quote.line.rate', { label, rate: line.ratePercent });
  return label;
};

/**
 * The two looks of a priced breakdown: the estimate beside a form or under a result, and the customer's
 * quote, which also prints.
 */
const looks = {
  estimate: {
    group: 'py-2',
    heading: 'text-xs font-semibold tracking-wide text-slate-500 uppercase',
    subtotal: 'text-xs font-semibold text-slate-500',
    lines: '',
    row: 'py-2',
    label: 'text-slate-900',
    amount: 'font-medium text-slate-900',
    total: 'pt-3',
    totalAmount: 'text-xl',
  },
  quote: {
    group: 'py-2.5 print:py-1',
    heading: 'text-sm font-semibold text-slate-900',
    subtotal: 'text-sm font-semibold text-slate-900',
    lines: 'mt-1 pl-3',
    row: 'py-1.5 print:py-0.5',
    label: 'text-slate-800',
    amount: 'text-slate-800',
    total: 'pt-3 print:pt-1',
    totalAmount: 'text-2xl',
  },
} as const;

export type BreakdownLook = keyof typeof looks;

const LineRow = ({ line, look }: { line: EstimateLine; look: BreakdownLook }) => {
  const t = useEstimateT();
  const quantity = quantityText(t, line);
  const classes = looks[look];
  return (
    <li className={`flex items-start justify-between gap-3 ${classes.row}`}>
      <div className="min-w-0">
        <p className={`text-sm ${classes.label}`}>{lineLabel(t, line)}</p>
        {quantity ? (
          <p className="text-xs text-slate-500">
            {quantity} × {formatDollars(line.unitPrice)}
          </p>
        ) : null}
        {line.reason ? <p className="text-xs text-slate-500">{line.reason}</p> : null}
      </div>
      <p className={`shrink-0 text-sm tabular-nums ${classes.amount}`}>
        {line.amount === 0 && line.category === 'shipping' ? t('quote.free') : formatDollars(line.amount)}
      </p>
    </li>
  );
};

interface LineGroupProps {
  category: LineCategory | CustomerSectionKey;
  /** Dollars. */
  subtotal: number;
  /** None when only the subtotal is shown. */
  lines: readonly EstimateLine[];
  look: BreakdownLook;
}

/** One category: its name and subtotal, then its lines. */
export const LineGroup = ({ category, subtotal, lines, look }: LineGroupProps) => {
  const t = useEstimateT();
  const classes = looks[look];
  return (
    <section className={`border-b border-slate-100 first:pt-0 ${classes.group}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 className={classes.heading}>{t(`quote.category.${category}`)}</h3>
        <p className={`tabular-nums ${classes.subtotal}`}>{formatDollars(subtotal)}</p>
      </div>
      {lines.length > 0 ? (
        <ul className={`divide-y divide-slate-50 ${classes.lines}`}>
          {lines.map((line) => (
            <LineRow key={line.key} line={line} look={look} />
          ))}
        </ul>
      ) : null}
    </section>
  );
};

/** The total under the groups. */
export const TotalRow = ({ total, look, testId }: { total: number; look: BreakdownLook; testId: string }) => {
  const t = useEstimateT();
  const classes = looks[look];
  return (
    <div className={`flex items-baseline justify-between gap-3 ${classes.total}`}>
      <p className="text-base font-semibold text-slate-900">{t('quote.total')}</p>
      <p className={`font-bold text-slate-900 tabular-nums ${classes.totalAmount}`} data-testid={testId}>
        {formatDollars(total)}
      </p>
    </div>
  );
};

/** The estimated monthly payment, only when the pricing contractor offers financing. */
export const MonthlyPayment = ({ estimate }: { estimate: Estimate }) => {
  const t = useEstimateT();
  if (!estimate.financing || estimate.monthlyPayment <= 0) return null;
  return (
    <div className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="monthly-payment">
      <p className="font-semibold">
        {t('quote.monthly.amount', { amount: formatDollars(estimate.monthlyPayment) })}
      </p>
      <p className="text-xs text-brand-800">
        {t('quote.monthly.terms', {
          months: estimate.financing.termMonths,
          apr: estimate.financing.aprPercent,
        })}
      </p>
    </div>
  );
};

interface EstimateBreakdownProps {
  estimate: Estimate;
  /** Shown over the figures while they are out of date (the form has an error). */
  stale?: boolean;
}

export const EstimateBreakdown = ({ estimate, stale = false }: EstimateBreakdownProps) => {
  return (
    <div className={stale ? 'opacity-60' : undefined} data-testid="estimate-breakdown">
      {groupLines(estimate.lines).map((group) => (
        <LineGroup key={group.category} {...group} look="estimate" />
      ))}
      <TotalRow total={estimate.totalCost} look="estimate" testId="estimate-total" />
      <div className="mt-3">
        <MonthlyPayment estimate={estimate} />
      </div>
    </div>
  );
};
