// The fence estimator: a validated request and a contractor's settings in; the takeoff, priced lines and
// totals out. Pure and deterministic, integer cents inside; estimateFence converts to dollars at the edge.
// docs/pricing.md states the formula, every rate's unit and the rounding.
import { toCents, toDollars } from '../money';
import {
  findHardwareItem,
  findPostCap,
  findStyle,
  findStylePricing,
  type HardwareItem,
  type MaterialStyle,
  type StylePricing,
} from './catalog';
import { catalogError, catalogIssues, resolvedMethod, styleHeightFt } from './catalog-checks';
import { monthlyPaymentCents, programFeeCents } from './financing';
import { gateLaborCents, perFootGateCents, styleGateCents } from './gates';
import { defaultSectionInches, type FenceMaterialId, removalKeyOf, settingsKeyOf } from './materials';
import {
  createLineBook,
  type LineBook,
  type LineDetails,
  type LineLabel,
  type LineUnit,
  type PricedLine,
} from './priced-lines';
import { percentOfCents, roundCents } from './rounding';
import type { EstimateRequest } from './schemas';
import type { EstimatorSettings } from './settings';
import { shippingFor } from './shipping';
import { type Takeoff, takeoffFence } from './takeoff';

/** A bill-of-materials entry: what the crew loads on the truck. */
export interface BillItem {
  key: string;
  label: LineLabel;
  quantity: number;
  unit: LineUnit;
  widthFt?: number;
  heightFt?: number;
}

export interface EstimateTakeoff extends Takeoff {
  items: BillItem[];
}

export type PricingMethod = 'per_foot' | 'style';

interface EstimateBase {
  material: FenceMaterialId;
  method: PricingMethod;
  style?: { id: string; name: string; heightFt: number };
  takeoff: EstimateTakeoff;
  financing: { aprPercent: number; termMonths: number; programFeePercent: number } | null;
}

export interface EstimateCents extends EstimateBase {
  lines: PricedLine[];
  /** Fence or panels and posts, gates, concrete. */
  materialsCents: number;
  /** Post caps and hardware. */
  optionsCents: number;
  /** Labor other than post setting: fence, gates, excavation, removal. */
  laborCents: number;
  /** Post setting: posts × labor per post. */
  laborPerPostCents: number;
  totalLaborCents: number;
  shippingCents: number;
  /** Contractor adjustments and the minimum-charge top-up. */
  adjustmentsCents: number;
  taxCents: number;
  programFeeCents: number;
  totalCents: number;
  /** What the customer would pay a month if financed (0 when the contractor offers no financing). */
  monthlyPaymentCents: number;
}

export interface EstimateLine extends LineDetails {
  key: string;
  category: PricedLine['category'];
  label: LineLabel;
  quantity: number;
  unit: LineUnit;
  unitPrice: number;
  amount: number;
}

/** The estimate in API units: dollars (to the cent) under the SPEC's Quote field names. */
export interface Estimate extends EstimateBase {
  lines: EstimateLine[];
  materialsCost: number;
  optionsCost: number;
  laborCost: number;
  laborCostPerPost: number;
  totalLaborCost: number;
  shippingCost: number;
  adjustmentsCost: number;
  taxAmount: number;
  programFee: number;
  totalCost: number;
  monthlyPayment: number;
}

/** What every pricing step reads: the request, the settings, the takeoff and the chosen style. */
interface PricingContext {
  request: EstimateRequest;
  settings: EstimatorSettings;
  takeoff: Takeoff;
  style: { style: MaterialStyle; heightFt: number } | undefined;
  /** The style's prices when pricing by style. */
  stylePrices: StylePricing | undefined;
  /** Contractor cents to customer cents: markup. */
  marked: (cents: number) => number;
  /** Labor cents to customer cents: markup, site access and terrain. */
  labor: (cents: number) => number;
  book: LineBook;
  items: BillItem[];
}

/** Gates grouped by width (one line per width), in the order they appear along the fence. */
const gatesByWidth = (takeoff: Takeoff) => {
  const groups = new Map<number, { widthFt: number; leaves: 1 | 2; count: number }>();
  for (const side of takeoff.sides) {
    for (const gate of side.layout.gates) {
      const group = groups.get(gate.widthFt);
      if (group) group.count += 1;
      else groups.set(gate.widthFt, { widthFt: gate.widthFt, leaves: gate.leaves, count: 1 });
    }
  }
  return [...groups.values()];
};

/** Materials: per foot of fence, or the style's panels and posts; gates; concrete per post. */
const addMaterials = ({
  request,
  settings,
  takeoff,
  style,
  stylePrices,
  marked,
  book,
  items,
}: PricingContext) => {
  const { pricing } = settings;
  const material = settingsKeyOf[request.material];
  if (stylePrices && style) {
    const height = { heightFt: style.heightFt };
    const { sections, posts } = takeoff;
    book.add(
      'materials',
      'panels',
      style.style.styleName,
      sections,
      'section',
      marked(stylePrices.panelPriceCents),
      height,
    );
    book.add(
      'materials',
      'posts',
      'estimate.line.posts',
      posts,
      'post',
      marked(stylePrices.postPriceCents),
      height,
    );
  } else {
    const perFoot = marked(pricing.pricePerFootCents[material]);
    book.add('materials', 'fence', 'estimate.line.fence', takeoff.fenceFeet, 'ft', perFoot);
  }
  for (const { widthFt, leaves, count } of gatesByWidth(takeoff)) {
    const gateCents = stylePrices
      ? styleGateCents(widthFt, stylePrices)
      : perFootGateCents(widthFt, pricing.gatePriceCents[material]);
    const label = leaves === 2 ? 'estimate.line.doubleGate' : 'estimate.line.gate';
    book.add('materials', `gate.${widthFt}`, label, count, 'gate', marked(gateCents), { widthFt });
    items.push({ key: `gate.${widthFt}`, label, quantity: count, unit: 'gate', widthFt });
  }
  const concrete = marked(pricing.concreteSetRateCents);
  book.add('materials', 'concrete', 'estimate.line.concrete', takeoff.posts, 'post', concrete);
};

/** Labor per foot, per post and per gate leaf, post-hole digging, and removal of an old fence. */
const addLabor = ({ request, settings, takeoff, marked, labor, book }: PricingContext) => {
  const { pricing } = settings;
  const material = settingsKeyOf[request.material];
  const { fenceFeet, posts } = takeoff;
  book.add(
    'labor',
    'labor.fence',
    'estimate.line.laborFence',
    fenceFeet,
    'ft',
    labor(pricing.laborPerFootCents[material]),
  );
  book.add(
    'labor',
    'labor.posts',
    'estimate.line.laborPosts',
    posts,
    'post',
    labor(pricing.laborPerPostCents[material]),
  );
  for (const { widthFt, count } of gatesByWidth(takeoff)) {
    const hang = labor(gateLaborCents(widthFt, pricing.laborPerGateCents[material]));
    book.add('labor', `labor.gate.${widthFt}`, 'estimate.line.laborGates', count, 'gate', hang, { widthFt });
  }
  book.add(
    'labor',
    'labor.excavation',
    'estimate.line.excavation',
    posts,
    'post',
    labor(pricing.excavationRateCents),
  );
  if (!request.removal) return;
  const { removal } = pricing;
  if (removal.pricingType === 'flat_fee') {
    book.add('labor', 'removal', 'estimate.line.removal', 1, 'job', marked(removal.flatFeeCents));
  } else {
    const feet = request.removal.lengthFt ?? takeoff.runFeet;
    const rate = marked(removal.perFootCents[removalKeyOf[request.removal.material]]);
    book.add('labor', 'removal', 'estimate.line.removal', feet, 'ft', rate);
  }
};

/** Default hardware quantity by what the item is for. */
const hardwareQuantity = (item: HardwareItem, takeoff: Takeoff): number => {
  switch (item.itemType) {
    case 'hinge':
      return takeoff.gateLeaves;
    case 'drop_rod':
      return takeoff.doubleGates;
    case 'latch':
    case 'gate_kit':
    case 'lock':
      return takeoff.gates;
    default:
      return 1;
  }
};

/** Options the customer picks: post caps (one per post unless told) and hardware items. */
const addOptions = ({ request, settings, takeoff, marked, book, items }: PricingContext) => {
  const { catalog } = settings;
  const cap = request.capId === undefined ? undefined : findPostCap(catalog, request.capId);
  if (cap) {
    book.add('options', 'caps', cap.name, takeoff.caps, 'each', marked(cap.priceCents));
    items.push({ key: 'caps', label: cap.name, quantity: takeoff.caps, unit: 'each' });
  }
  for (const chosen of request.hardware) {
    const item = findHardwareItem(catalog, chosen.hardwareId);
    if (!item) continue;
    const quantity = chosen.quantity ?? hardwareQuantity(item, takeoff);
    book.add('options', `hardware.${item.id}`, item.name, quantity, 'each', marked(item.priceCents));
    if (quantity > 0) items.push({ key: `hardware.${item.id}`, label: item.name, quantity, unit: 'each' });
  }
};

/**
 * After the job's own lines: the contractor's adjustments (not marked up), delivery of the goods, the
 * minimum installation charge as a floor of the pre-tax price, tax, then the financing program fee.
 * Returns the amount a loan would finance.
 */
const addCharges = ({ request, settings, book }: PricingContext): number => {
  const { pricing } = settings;
  request.adjustments.forEach(({ label, value, reason }, index) => {
    book.add('adjustment', `adjustment.${index}`, label, 1, 'job', toCents(value), { reason });
  });
  if (request.shippingDistanceMiles !== undefined) {
    const goods = book.sum('materials', 'options');
    const { feeCents } = shippingFor(goods, request.shippingDistanceMiles, settings.shipping);
    book.add('shipping', 'shipping', 'estimate.line.shipping', 1, 'job', feeCents, { keepFree: true });
  }
  const floor = Math.max(0, pricing.minimumInstallationChargeCents);
  const preTax = book.sum();
  if (preTax < floor)
    book.add('adjustment', 'minimumCharge', 'estimate.line.minimumCharge', 1, 'job', floor - preTax);
  if (pricing.taxEnabled && pricing.taxRatePercent > 0) {
    const base = pricing.taxBase === 'materials' ? book.sum('materials', 'options') : book.sum();
    const tax = percentOfCents(Math.max(0, base), pricing.taxRatePercent);
    book.add('tax', 'tax', 'estimate.line.tax', 1, 'job', tax, { ratePercent: pricing.taxRatePercent });
  }
  const { financing } = pricing;
  if (!financing.enabled) return 0;
  const beforeFinancing = book.sum();
  const fee = programFeeCents(beforeFinancing, financing.programFeePercent);
  if (request.financed) {
    const ratePercent = financing.programFeePercent;
    book.add('financing', 'programFee', 'estimate.line.programFee', 1, 'job', fee, { ratePercent });
  }
  return beforeFinancing + fee;
};

/** Prices a validated request in integer cents. Throws a ZodError (fields) when the catalog lacks a choice. */
export const priceFence = (request: EstimateRequest, settings: EstimatorSettings): EstimateCents => {
  const issues = catalogIssues(request, settings.catalog);
  if (issues.length > 0) throw catalogError(issues);
  const { pricing, catalog } = settings;
  const method: PricingMethod = resolvedMethod(request);
  const chosenStyle = request.styleId === undefined ? undefined : findStyle(catalog, request.styleId);
  const heightFt = chosenStyle && styleHeightFt(request, chosenStyle.availableHeights);
  const style = chosenStyle && heightFt !== undefined ? { style: chosenStyle, heightFt } : undefined;
  const takeoff = takeoffFence(request, {
    sectionInches: style?.style.lengthInches ?? defaultSectionInches(request.material),
    concreteBagsPerPost: pricing.concreteBagsPerPost,
    capQuantity: request.capQuantity,
  });
  const markup = 1 + pricing.markupPercentage / 100;
  const laborFactor = markup * pricing.siteAccessMultiplier * pricing.terrainDifficultyMultiplier;
  const context: PricingContext = {
    request,
    settings,
    takeoff,
    style,
    stylePrices:
      method === 'style' && style ? findStylePricing(catalog, style.style.id, style.heightFt) : undefined,
    marked: (cents) => roundCents(cents * markup),
    labor: (cents) => roundCents(cents * laborFactor),
    book: createLineBook(),
    items: [],
  };
  addMaterials(context);
  addLabor(context);
  addOptions(context);
  const financedCents = addCharges(context);

  const { book } = context;
  const height = style ? { heightFt: style.heightFt } : {};
  const items: BillItem[] = [
    { key: 'fence', label: 'estimate.line.fence', quantity: takeoff.fenceFeet, unit: 'ft' },
    {
      key: 'sections',
      label: style?.style.styleName ?? 'estimate.item.sections',
      quantity: takeoff.sections,
      unit: 'section',
      ...height,
    },
    { key: 'posts', label: 'estimate.line.posts', quantity: takeoff.posts, unit: 'post', ...height },
    ...context.items,
    { key: 'concrete', label: 'estimate.item.concreteBags', quantity: takeoff.concreteBags, unit: 'bag' },
  ];
  const laborPerPostCents = book.lines.find((line) => line.key === 'labor.posts')?.amountCents ?? 0;
  const { financing } = pricing;
  return {
    material: request.material,
    method,
    ...(style
      ? { style: { id: style.style.id, name: style.style.styleName, heightFt: style.heightFt } }
      : {}),
    takeoff: { ...takeoff, items: items.filter((item) => item.quantity > 0) },
    financing: financing.enabled
      ? {
          aprPercent: financing.aprPercent,
          termMonths: financing.termMonths,
          programFeePercent: financing.programFeePercent,
        }
      : null,
    lines: book.lines,
    materialsCents: book.sum('materials'),
    optionsCents: book.sum('options'),
    laborCents: book.sum('labor') - laborPerPostCents,
    laborPerPostCents,
    totalLaborCents: book.sum('labor'),
    shippingCents: book.sum('shipping'),
    adjustmentsCents: book.sum('adjustment'),
    taxCents: book.sum('tax'),
    programFeeCents: book.sum('financing'),
    totalCents: book.sum(),
    monthlyPaymentCents: monthlyPaymentCents(financedCents, financing.aprPercent, financing.termMonths),
  };
};

/** An estimate in cents, in API units: dollars rounded to the cent. */
export const toEstimateDollars = (estimate: EstimateCents): Estimate => ({
  material: estimate.material,
  method: estimate.method,
  ...(estimate.style ? { style: estimate.style } : {}),
  takeoff: estimate.takeoff,
  financing: estimate.financing,
  lines: estimate.lines.map(({ unitPriceCents, amountCents, ...line }) => ({
    ...line,
    unitPrice: toDollars(unitPriceCents),
    amount: toDollars(amountCents),
  })),
  materialsCost: toDollars(estimate.materialsCents),
  optionsCost: toDollars(estimate.optionsCents),
  laborCost: toDollars(estimate.laborCents),
  laborCostPerPost: toDollars(estimate.laborPerPostCents),
  totalLaborCost: toDollars(estimate.totalLaborCents),
  shippingCost: toDollars(estimate.shippingCents),
  adjustmentsCost: toDollars(estimate.adjustmentsCents),
  taxAmount: toDollars(estimate.taxCents),
  programFee: toDollars(estimate.programFeeCents),
  totalCost: toDollars(estimate.totalCents),
  monthlyPayment: toDollars(estimate.monthlyPaymentCents),
});

/** The estimator's entry point: a validated request priced with a contractor's settings, in dollars. */
export const estimateFence = (request: EstimateRequest, settings: EstimatorSettings): Estimate =>
  toEstimateDollars(priceFence(request, settings));
