// The pricing form's editable values: the text of every box, keyed by the API path it saves to
// (`pricing.pricePerFootCents.vinyl`), so a schema or server error names its box directly. Money is shown
// in dollars and saved in cents; the shared schema decides what is acceptable.
import { fenceMaterials } from '#domain/contractor-defaults';
import { removalKeyOf } from '#domain/pricing/materials';
import type { PricingSettings, ShippingSettings } from '#domain/pricing/settings';
import { centsToInput, inputToCents, inputToNumber, numberToInput } from './money-input';

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
export type FlagPath = (typeof flagFields)[number];

export interface BracketValues {
  /** Stable key for the list; not saved. */
  key: string;
  maxMiles: string;
  fee: string;
}

export interface PricingFormValues {
  text: Record<string, string>;
  flags: Record<FlagPath, boolean>;
  brackets: BracketValues[];
  /** The finance partner's link, or null when the server does not keep one. */
  financingUrl: string | null;
}

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
export const newBracketKey = (): string => `bracket-${++bracketCount}`;

export const toPricingValues = (source: PricingSource): PricingFormValues => {
  const text: Record<string, string> = {};
  for (const [path, kind] of textFields) {
    const value = readPath(source, path);
    text[path] =
      kind === 'money'
        ? centsToInput(Number(value))
        : kind === 'number'
          ? numberToInput(value as number)
          : String(value ?? '');
  }
  for (const path of optionalNumberFields) text[path] = numberToInput(readPath(source, path) as number);
  const flags = Object.fromEntries(
    flagFields.map((path) => [path, readPath(source, path) === true]),
  ) as Record<FlagPath, boolean>;
  return {
    text,
    flags,
    brackets: source.shipping.distanceBrackets.map((bracket) => ({
      key: newBracketKey(),
      maxMiles: numberToInput(bracket.maxMiles),
      fee: centsToInput(bracket.feeCents),
    })),
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
    const text = values.text[path] ?? '';
    writePath(
      body,
      path,
      kind === 'money' ? inputToCents(text) : kind === 'number' ? inputToNumber(text) : text,
    );
  }
  for (const path of optionalNumberFields) {
    const text = values.text[path] ?? '';
    writePath(body, path, text.trim() === '' ? undefined : inputToNumber(text));
  }
  for (const path of flagFields) writePath(body, path, values.flags[path]);
  writePath(
    body,
    'shipping.distanceBrackets',
    values.brackets.map((bracket) => ({
      maxMiles: inputToNumber(bracket.maxMiles),
      feeCents: inputToCents(bracket.fee),
    })),
  );
  if (values.financingUrl !== null) body.financingUrl = values.financingUrl.trim();
  return body as { pricing: unknown; shipping: unknown; financingUrl?: string };
};
