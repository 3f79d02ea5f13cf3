// The quote builder's editable values (text as typed) and their conversion to the estimate request, the
// save payload and back. Checking uses the shared request schema and the catalog checks, so every message
// is a domain key at the same dotted path the server would report (e.g. sides.1.gates.0.widthFt).
import type * as z from 'zod/mini';
import type { MessageKey } from '#domain/messages';
import { formatPhoneInput } from '#domain/phone';
import type { Catalog } from '#domain/pricing/catalog';
import { catalogFor } from '#domain/pricing/catalog';
import { catalogIssues } from '#domain/pricing/catalog-checks';
import type { FenceMaterialId } from '#domain/pricing/materials';
import { type CalculationMethod, type EstimateRequest, estimateRequestSchema } from '#domain/pricing/schemas';
import { customerSchema } from '#domain/schemas/customer';
import { quoteDetailsSchema } from '#domain/schemas/quote';
import { parseFeet } from './homeowner-answers';

/** A new gate's width until the contractor changes it: a standard walk gate. */
export const defaultGateWidthFt = '4';

export interface GateValues {
  key: string;
  widthFt: string;
  /** Distance from the side's start; empty lets the gates split the side evenly. */
  offsetFt: string;
}

export interface SideValues {
  key: string;
  lengthFt: string;
  gates: GateValues[];
  connectedToPrevious: boolean;
  /** Kept from a saved quote; the builder draws right angles. */
  turnDegrees?: number | undefined;
}

export interface HardwareValues {
  hardwareId: string;
  /** Empty: the default quantity for the item type (per gate, per leaf, …). */
  quantity: string;
}

export interface AdjustmentValues {
  key: string;
  id?: string | undefined;
  label: string;
  value: string;
  reason: string;
}

export interface BuilderValues {
  zipCode: string;
  material: FenceMaterialId;
  /** '' prices per foot without a catalog style. */
  styleId: string;
  heightFt: string;
  calculationMethod: CalculationMethod;
  sides: SideValues[];
  closed: boolean;
  removal: { enabled: boolean; material: FenceMaterialId; lengthFt: string };
  capId: string;
  capQuantity: string;
  hardware: HardwareValues[];
  adjustments: AdjustmentValues[];
  shippingDistanceMiles: string;
  financed: boolean;
  /** The contractor's customer the quote is for; '' while it is for a new person (`newCustomer`). */
  homeownerId: string;
  /** How the picked customer reads in the builder (name and phone): shown, never sent. */
  customerLabel: string;
  /** A new person, created as a customer with the quote: the Add New Customer fields, as typed. */
  newCustomer: NewCustomerValues;
  /** Where the fence goes, when not the customer's address (its ZIP is `zipCode`). Empty: the server decides. */
  site: SiteValues;
  jobTitle: string;
  /** The customer's language: the quote is presented and texted in it. */
  language: 'en' | 'es';
  /** Who sells it (a user id; only an owner picks): '' leaves it as it is (a new quote: its author). */
  assignedTo: string;
}

export interface NewCustomerValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface SiteValues {
  street: string;
  city: string;
  state: string;
}

export const emptySite = (): SiteValues => ({ street: '', city: '', state: '' });

export const emptyNewCustomer = (): NewCustomerValues => ({
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
});

/** A picked customer as the builder shows it: "Sofia Nguyen · (312) 555-0188". */
export const customerLabelOf = (customer: { name: string; phone: string }): string =>
  [customer.name, formatPhoneInput(customer.phone)].filter(Boolean).join(' · ');

let keyCounter = 0;
/** A React key for a new row (sides, gates, adjustments move and disappear). */
export const newRowKey = (): string => `row-${++keyCounter}`;

export const newSide = (): SideValues => ({
  key: newRowKey(),
  lengthFt: '',
  gates: [],
  connectedToPrevious: true,
});

export const newGate = (): GateValues => ({ key: newRowKey(), widthFt: defaultGateWidthFt, offsetFt: '' });

export const newAdjustment = (): AdjustmentValues => ({ key: newRowKey(), label: '', value: '', reason: '' });

export const emptyBuilderValues = (language: 'en' | 'es' = 'en'): BuilderValues => ({
  zipCode: '',
  material: 'vinyl',
  styleId: '',
  heightFt: '',
  calculationMethod: 'auto',
  sides: [newSide()],
  closed: false,
  removal: { enabled: false, material: 'chain_link', lengthFt: '' },
  capId: '',
  capQuantity: '',
  hardware: [],
  adjustments: [],
  shippingDistanceMiles: '',
  financed: false,
  homeownerId: '',
  customerLabel: '',
  newCustomer: emptyNewCustomer(),
  site: emptySite(),
  jobTitle: '',
  language,
  assignedTo: '',
});

const typed = (value: number | undefined): string => (value === undefined ? '' : String(value));
const optionalNumber = (text: string): number | undefined => parseFeet(text);

/** A stored request with every default filled in, so it reads and compares like one the builder makes. */
export const normalizedRequest = (stored: EstimateRequest): EstimateRequest => {
  const parsed = estimateRequestSchema.safeParse(stored);
  return parsed.success ? parsed.data : stored;
};

/** A saved request (and its customer) back into editable values. */
export const builderValuesFrom = (
  stored: EstimateRequest,
  customer: {
    homeownerId?: string | null;
    site?: { street: string; city: string; state: string };
    customerName?: string;
    phone?: string;
    email?: string;
    jobTitle?: string;
    language?: 'en' | 'es';
    assignedTo?: { id: string } | null;
  } = {},
): BuilderValues => {
  const request = normalizedRequest(stored);
  return {
    zipCode: request.zipCode,
    material: request.material,
    styleId: request.styleId ?? '',
    heightFt: typed(request.heightFt),
    calculationMethod: request.calculationMethod,
    sides: request.sides.map((side) => ({
      key: newRowKey(),
      lengthFt: typed(side.lengthFt),
      gates: side.gates.map((gate) => ({
        key: newRowKey(),
        widthFt: typed(gate.widthFt),
        offsetFt: typed(gate.offsetFt),
      })),
      connectedToPrevious: side.connectedToPrevious !== false,
      turnDegrees: side.turnDegrees,
    })),
    closed: request.closed,
    removal: request.removal
      ? { enabled: true, material: request.removal.material, lengthFt: typed(request.removal.lengthFt) }
      : { enabled: false, material: 'chain_link', lengthFt: '' },
    capId: request.capId ?? '',
    capQuantity: typed(request.capQuantity),
    hardware: request.hardware.map((item) => ({
      hardwareId: item.hardwareId,
      quantity: typed(item.quantity),
    })),
    adjustments: request.adjustments.map((adjustment) => ({
      key: newRowKey(),
      id: adjustment.id,
      label: adjustment.label,
      value: typed(adjustment.value),
      reason: adjustment.reason,
    })),
    shippingDistanceMiles: typed(request.shippingDistanceMiles),
    financed: request.financed,
    ...customerValuesOf(customer),
    site: customer.site
      ? { street: customer.site.street, city: customer.site.city, state: customer.site.state }
      : emptySite(),
    jobTitle: customer.jobTitle ?? '',
    language: customer.language ?? 'en',
    assignedTo: customer.assignedTo?.id ?? '',
  };
};

/**
 * A saved quote's customer as builder values: picked when the quote has one; a quote made before quotes
 * were linked to customers starts a new customer from the name, phone and email it kept.
 */
const customerValuesOf = (quote: {
  homeownerId?: string | null;
  customerName?: string;
  phone?: string;
  email?: string;
}): Pick<BuilderValues, 'homeownerId' | 'customerLabel' | 'newCustomer'> => {
  if (quote.homeownerId)
    return {
      homeownerId: quote.homeownerId,
      customerLabel: customerLabelOf({ name: quote.customerName ?? '', phone: quote.phone ?? '' }),
      newCustomer: emptyNewCustomer(),
    };
  const [firstName = '', ...rest] = (quote.customerName ?? '').trim().split(/\s+/);
  return {
    homeownerId: '',
    customerLabel: '',
    newCustomer: {
      ...emptyNewCustomer(),
      firstName,
      lastName: rest.join(' '),
      phone: formatPhoneInput(quote.phone ?? ''),
      email: quote.email ?? '',
    },
  };
};

/** The values the fence and its price are made of (the customer and the job's details are not). */
const pricedKeys = [
  'zipCode',
  'material',
  'styleId',
  'heightFt',
  'calculationMethod',
  'sides',
  'closed',
  'removal',
  'capId',
  'capQuantity',
  'hardware',
  'adjustments',
  'shippingDistanceMiles',
  'financed',
] as const satisfies ReadonlyArray<keyof BuilderValues>;

export type PricedValues = Pick<BuilderValues, (typeof pricedKeys)[number]>;

/** The priced part of the values (each part kept as it is: the form replaces only what changes). */
export const pricedValuesOf = (values: BuilderValues): PricedValues =>
  Object.fromEntries(pricedKeys.map((key) => [key, values[key]])) as unknown as PricedValues;

/** Whether two priced parts hold the same parts (the form keeps an unchanged part's object). */
export const samePricedValues = (a: PricedValues, b: PricedValues): boolean =>
  pricedKeys.every((key) => a[key] === b[key]);

/** The request as the schema takes it: empty optional fields are left out, empty required ones undefined. */
export const toEstimateInput = (values: PricedValues) => ({
  zipCode: values.zipCode.trim(),
  material: values.material,
  sides: values.sides.map((side, index) => ({
    lengthFt: optionalNumber(side.lengthFt),
    gates: side.gates.map((gate) => ({
      widthFt: optionalNumber(gate.widthFt),
      ...(gate.offsetFt.trim() === '' ? {} : { offsetFt: optionalNumber(gate.offsetFt) }),
    })),
    // The first side has nothing before it; leaving the flag off keeps saved requests tidy.
    ...(index > 0 && !side.connectedToPrevious ? { connectedToPrevious: false } : {}),
    ...(side.turnDegrees === undefined ? {} : { turnDegrees: side.turnDegrees }),
  })),
  closed: values.closed,
  ...(values.styleId === ''
    ? {}
    : {
        styleId: values.styleId,
        ...(values.heightFt === '' ? {} : { heightFt: optionalNumber(values.heightFt) }),
      }),
  calculationMethod:
    values.styleId === '' && values.calculationMethod === 'style' ? 'auto' : values.calculationMethod,
  ...(values.removal.enabled
    ? {
        removal: {
          material: values.removal.material,
          ...(values.removal.lengthFt.trim() === ''
            ? {}
            : { lengthFt: optionalNumber(values.removal.lengthFt) }),
        },
      }
    : {}),
  ...(values.capId === ''
    ? {}
    : {
        capId: values.capId,
        ...(values.capQuantity.trim() === '' ? {} : { capQuantity: optionalNumber(values.capQuantity) }),
      }),
  hardware: values.hardware.map((item) => ({
    hardwareId: item.hardwareId,
    ...(item.quantity.trim() === '' ? {} : { quantity: optionalNumber(item.quantity) }),
  })),
  adjustments: values.adjustments.map((adjustment) => ({
    ...(adjustment.id ? { id: adjustment.id } : {}),
    label: adjustment.label,
    type: 'fixed' as const,
    value: optionalNumber(adjustment.value),
    reason: adjustment.reason,
  })),
  ...(values.shippingDistanceMiles.trim() === ''
    ? {}
    : { shippingDistanceMiles: optionalNumber(values.shippingDistanceMiles) }),
  financed: values.financed,
});

/** Field messages (domain keys) by dotted path: `sides.0.lengthFt`, `newCustomer.lastName`, … */
export type BuilderErrors = Record<string, MessageKey>;

type IssuePath = ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;

const pathOf = (path: IssuePath = []) =>
  path.map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');

/**
 * A schema's verdict through its Standard Schema side: the value, or the issues (the same ones, at the same
 * paths, as `safeParse`'s error). It skips building that error object, which costs more than the parse
 * itself, and the builder checks values that have some message or other on nearly every keystroke.
 */
const verdictOf = <Output>(schema: z.core.$ZodType<Output>, input: unknown) => {
  const verdict = schema['~standard'].validate(input);
  if (verdict instanceof Promise) throw new TypeError('The builder checks only synchronous schemas');
  return verdict;
};

/** Adds a message at a path, unless the path already has one (the first message stands). */
const addTo = (errors: BuilderErrors, path: string, message: MessageKey) => {
  if (!(path in errors)) errors[path] = message;
};

export interface BuilderCheck {
  /** The validated request, when the fence itself is valid (customer fields aside). */
  request: EstimateRequest | undefined;
  errors: BuilderErrors;
}

export interface FenceCheck extends BuilderCheck {
  /**
   * The request to price while the contractor is still typing: the ZIP does not change a contractor's own
   * prices, so a missing ZIP must not freeze the breakdown.
   */
  preview: EstimateRequest | undefined;
}

/** The ZIP a preview is priced at until a valid one is typed. */
const previewZipCode = '00000';

/**
 * The fence checked by the shared schema and the contractor's catalog, and its preview request, in one
 * parse. The ZIP is checked on its own and the rest with a valid ZIP in its place: a ZIP's message never
 * stops the request's other checks (its own is a string check), so the messages are those of the whole
 * request as typed — but the catalog's, which wait, as on the server, for the request to be valid.
 */
export const checkFence = (values: PricedValues, catalog: Catalog): FenceCheck => {
  const errors: BuilderErrors = {};
  const input = toEstimateInput(values);
  const zip = verdictOf(estimateRequestSchema.shape.zipCode, input.zipCode);
  for (const issue of zip.issues ?? [])
    addTo(errors, pathOf(['zipCode', ...(issue.path ?? [])]), issue.message as MessageKey);
  const parsed = verdictOf(estimateRequestSchema, zip.issues ? { ...input, zipCode: previewZipCode } : input);
  if (parsed.issues) {
    for (const issue of parsed.issues) addTo(errors, pathOf(issue.path), issue.message as MessageKey);
    return { request: undefined, preview: undefined, errors };
  }
  const issues = catalogIssues(parsed.value, catalog);
  if (!zip.issues) for (const issue of issues) addTo(errors, pathOf(issue.path), issue.message);
  const preview = issues.length === 0 ? parsed.value : undefined;
  return { request: zip.issues ? undefined : preview, preview, errors };
};

/** The values `checkDetails` reads: the job's title and the customer. */
export type DetailsValues = Pick<BuilderValues, 'jobTitle' | 'homeownerId' | 'newCustomer'>;

/** The job's details and, for a new person, the Add New Customer fields. */
export const checkDetails = (values: DetailsValues): BuilderErrors => {
  const errors: BuilderErrors = {};
  const details = verdictOf(quoteDetailsSchema, { jobTitle: values.jobTitle });
  for (const issue of details.issues ?? []) addTo(errors, pathOf(issue.path), issue.message as MessageKey);
  if (!values.homeownerId) {
    const customer = verdictOf(customerSchema, newCustomerInput(values.newCustomer));
    for (const issue of customer.issues ?? [])
      addTo(errors, `newCustomer.${pathOf(issue.path)}`, issue.message as MessageKey);
  }
  return errors;
};

/** The two halves of the builder's check, each given the whole values (it reads only its part). */
export interface BuilderChecks {
  fence: (values: PricedValues) => FenceCheck;
  details: (values: DetailsValues) => BuilderErrors;
}

/** The fence (with the contractor's catalog) and the customer fields, checked together. */
export const checkBuilderWith = (checks: BuilderChecks, values: BuilderValues): BuilderCheck => {
  const { request, errors: fenceErrors } = checks.fence(values);
  const errors: BuilderErrors = { ...fenceErrors };
  for (const [path, message] of Object.entries(checks.details(values))) addTo(errors, path, message);
  return { request, errors };
};

/** The fence checked by the shared schema and the contractor's catalog, plus the customer fields. */
export const checkBuilder = (values: BuilderValues, catalog: Catalog): BuilderCheck =>
  checkBuilderWith({ fence: (fence) => checkFence(fence, catalog), details: checkDetails }, values);

/** The request to price while the contractor is still typing (see `FenceCheck.preview`). */
export const previewRequest = (values: PricedValues, catalog: Catalog): EstimateRequest | undefined =>
  checkFence(values, catalog).preview;

/** A function that answers again only for values it has not just seen (`same` compares the part it reads). */
const rememberingLast = <Values, Answer>(
  answer: (values: Values) => Answer,
  same: (a: Values, b: Values) => boolean,
): ((values: Values) => Answer) => {
  let last: { values: Values; answer: Answer } | undefined;
  return (values) => {
    if (last === undefined || !same(last.values, values)) last = { values, answer: answer(values) };
    return last.answer;
  };
};

const sameDetails = (a: DetailsValues, b: DetailsValues) =>
  a.jobTitle === b.jobTitle && a.homeownerId === b.homeownerId && a.newCustomer === b.newCustomer;

/**
 * The builder's checks for one editing session: each half answers again only when its part of the values
 * changed. The form replaces only the parts an edit touches (a keystroke in a side gives new `sides`, the
 * same `newCustomer`), so a keystroke checks the customer's fields no more, and the fence is parsed once per
 * change: by the price panel as it draws the new total, then read again by the form's own check, which runs
 * in the next task (use-quote-builder.ts).
 */
export const rememberedChecks = (catalog: Catalog): BuilderChecks => ({
  fence: rememberingLast((values: PricedValues) => checkFence(values, catalog), samePricedValues),
  details: rememberingLast(checkDetails, sameDetails),
});

const newCustomerInput = (typed: NewCustomerValues) => ({
  firstName: typed.firstName.trim(),
  lastName: typed.lastName.trim(),
  phone: typed.phone.trim(),
  email: typed.email.trim(),
  address: typed.address.trim(),
  city: typed.city.trim(),
  state: typed.state.trim(),
  zipCode: typed.zipCode.trim(),
});

/** What POST /api/quotes and PUT /api/quotes/{id} take (prices are never sent). */
export const quoteSavePayload = (values: BuilderValues, request: EstimateRequest) => ({
  request,
  ...(values.homeownerId
    ? { homeownerId: values.homeownerId }
    : { newCustomer: newCustomerInput(values.newCustomer) }),
  ...(values.site.street.trim() || values.site.city.trim()
    ? {
        site: {
          street: values.site.street.trim(),
          city: values.site.city.trim(),
          state: values.site.state.trim(),
        },
      }
    : {}),
  jobTitle: values.jobTitle.trim(),
  language: values.language,
  ...(values.assignedTo ? { assignedTo: values.assignedTo } : {}),
});

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, entry]) => [key, canonical(entry)]),
  );
};

/** Whether two requests describe the same fence, whatever the order of their keys (stored data reorders). */
export const sameRequest = (a: EstimateRequest, b: EstimateRequest): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * A new material keeps only what still fits it: a style of another material and hardware for another
 * material are dropped (hardware for any fence stays).
 */
export const withMaterial = (
  values: BuilderValues,
  material: FenceMaterialId,
  catalog: Catalog,
): BuilderValues => {
  const offered = catalogFor(catalog, material);
  const styleFits = offered.styles.some((style) => style.id === values.styleId);
  return {
    ...values,
    material,
    styleId: styleFits ? values.styleId : '',
    heightFt: styleFits ? values.heightFt : '',
    hardware: values.hardware.filter((item) =>
      offered.hardwareItems.some((offeredItem) => offeredItem.id === item.hardwareId),
    ),
  };
};

/** Moves a row up (-1) or down (+1) in a list; out-of-range moves leave the list as it was. */
export const moveRow = <T>(rows: readonly T[], index: number, by: -1 | 1): T[] => {
  const target = index + by;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (row !== undefined) next.splice(target, 0, row);
  return next;
};
