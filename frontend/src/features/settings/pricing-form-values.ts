// The pricing form's editable values: the text of every box (and the state of every checkbox), shaped like
// the settings they save to, so a form field's name is the API path (`pricing.pricePerFootCents.vinyl`) and a
// schema or server message names its box directly. Money is shown in dollars and saved in cents; the shared
// schema decides what is acceptable.

import type { PricingSettingsPayload } from '#domain/contract/contractors';
import { fenceMaterials } from '#domain/contractor-defaults';
import { removalKeyOf } from '#domain/pricing/materials';
import type { PricingSettings, ShippingSettings } from '#domain/pricing/settings';
import { centsToInput, inputToCents, inputToNumber, numberToInput } from '#frontend/lib/money-input';

type FieldKind = 'money' | 'number' | 'choice';

export const perMaterialGroups = [
  'pricePerFootCents',
  'gatePriceCents',
  'laborPerFootCents',
  'laborPerPostCents',
  'laborPerGateCents',
] as const;
export type PerMaterialGroup = (typeof perMaterialGroups)[number];

export const removalRateKeys = Object.values(removalKeyOf);

/** Every text box and choice of the pricing form, by API path, with how its text maps to the payload. */
const textFields: ReadonlyArray<readonly [path: string, kind: FieldKind]> = [
  ...perMaterialGroups.flatMap((group) =>
    fenceMaterials.map((material) => [`pricing.${group}.${material}`, 'money'] as const),
  ),
  ['pricing.removal.pricingType', 'choice'],
  ['pricing.removal.flatFeeCents', 'money'],
  ...removalRateKeys.map((key) => [`pricing.removal.perFootCents.${key}`, 'money'] as const),
  ['pricing.minimumInstallationChargeCents', 'money'],
  ['pricing.excavationRateCents', 'money'],
  ['pricing.concreteSetRateCents', 'money'],
  ['pricing.concreteBagsPerPost', 'number'],
  ['pricing.siteAccessMultiplier', 'number'],
  ['pricing.terrainDifficultyMultiplier', 'number'],
  ['pricing.markupPercentage', 'number'],
  ['pricing.taxRatePercent', 'number'],
  ['pricing.taxBase', 'choice'],
  ['pricing.financing.aprPercent', 'number'],
  ['pricing.financing.termMonths', 'number'],
  ['pricing.financing.programFeePercent', 'number'],
  ['shipping.method', 'choice'],
  ['shipping.tierOneMaxCents', 'money'],
  ['shipping.tierTwoMaxCents', 'money'],
  ['shipping.tierTwoFlatFeeCents', 'money'],
  ['shipping.perMileRateCents', 'money'],
  ['shipping.perMileMinimumCents', 'money'],
];

/** Optional: an empty box leaves the setting out (no shipping discount is set). */
const optionalNumberFields = ['shipping.discountPercent'] as const;

const flagFields = [
  'pricing.taxEnabled',
  'pricing.financing.enabled',
  'shipping.tierThreeFree',
  'shipping.discountEnabled',
] as const;

/** A setting as the form holds it: numbers as the text typed, choices and checkboxes as they are. */
type Texts<T> = { -readonly [K in keyof T]-?: TextOf<T[K]> };
type TextOf<V> = V extends boolean
  ? boolean
  : V extends number | undefined
    ? string
    : V extends string
      ? V
      : V extends ReadonlyArray<infer Item>
        ? Array<Texts<Item> & { key: string }>
        : Texts<V>;

export type PricingTexts = Texts<PricingSettings>;
export type ShippingTexts = Texts<ShippingSettings>;
export type BracketValues = ShippingTexts['distanceBrackets'][number];

export interface PricingFormValues {
  pricing: PricingTexts;
  shipping: ShippingTexts;
  /** The finance partner's link, or null when the server does not keep one. */
  financingUrl: string | null;
}

/** The settings the form starts from (the estimator's types; the read's link when the server keeps one). */
export interface PricingSource {
  pricing: PricingSettings;
  shipping: ShippingSettings;
  financingUrl?: string;
}

type Tree = Record<string, unknown>;

const readPath = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

const writePath = (tree: Tree, path: string, value: unknown): void => {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = tree;
  for (const key of keys) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Tree;
  }
  if (value === undefined) delete node[last];
  else node[last] = value;
};

let bracketCount = 0;
/** A new, empty distance bracket (its key only tells list rows apart). */
export const newBracket = (): BracketValues => ({
  key: `new-bracket-${++bracketCount}`,
  maxMiles: '',
  feeCents: '',
});

export const toPricingValues = (source: PricingSource): PricingFormValues => {
  const tree: Tree = {};
  for (const [path, kind] of textFields) {
    const value = readPath(source, path);
    writePath(
      tree,
      path,
      kind === 'money'
        ? centsToInput(Number(value))
        : kind === 'number'
          ? numberToInput(value as number)
          : String(value ?? ''),
    );
  }
  for (const path of optionalNumberFields)
    writePath(tree, path, numberToInput(readPath(source, path) as number));
  for (const path of flagFields) writePath(tree, path, readPath(source, path) === true);
  writePath(
    tree,
    'shipping.distanceBrackets',
    source.shipping.distanceBrackets.map((bracket, index) => ({
      key: `bracket-${index}`,
      maxMiles: numberToInput(bracket.maxMiles),
      feeCents: centsToInput(bracket.feeCents),
    })),
  );
  return {
    ...(tree as Pick<PricingFormValues, 'pricing' | 'shipping'>),
    financingUrl: typeof source.financingUrl === 'string' ? source.financingUrl : null,
  };
};

/**
 * The unvalidated PUT body. It starts from the settings as loaded, so a setting this form does not show
 * is sent back unchanged; `pricingSettingsUpdateSchema` then decides what is acceptable.
 */
export const toPricingInput = (values: PricingFormValues, source: PricingSource) => {
  const body: Tree = structuredClone({ pricing: source.pricing, shipping: source.shipping }) as Tree;
  for (const [path, kind] of textFields) {
    const text = String(readPath(values, path) ?? '');
    writePath(
      body,
      path,
      kind === 'money' ? inputToCents(text) : kind === 'number' ? inputToNumber(text) : text,
    );
  }
  for (const path of optionalNumberFields) {
    const text = String(readPath(values, path) ?? '');
    writePath(body, path, text.trim() === '' ? undefined : inputToNumber(text));
  }
  for (const path of flagFields) writePath(body, path, readPath(values, path) === true);
  writePath(
    body,
    'shipping.distanceBrackets',
    values.shipping.distanceBrackets.map((bracket) => ({
      maxMiles: inputToNumber(bracket.maxMiles),
      feeCents: inputToCents(bracket.feeCents),
    })),
  );
  if (values.financingUrl !== null) body.financingUrl = values.financingUrl.trim();
  // Typed as the schema takes it; its numbers may still be NaN, which the schema refuses by name.
  return body as unknown as PricingSettingsPayload;
};
