// The catalog form's editable values (text as typed) and the PUT /api/catalog body made from them. Prices
// are grouped per style and height on screen and flattened into `stylePricing` for the API; new entries
// get ids from their names. The shared catalog schema decides what is acceptable.
import type { CatalogInput as CatalogBody } from '#domain/contract/contractors';
import type { Catalog, HardwareItemType, MaterialStyle, StylePricing } from '#domain/pricing/catalog';
import type { FenceMaterialId } from '#domain/pricing/materials';
import { centsToInput, inputToCents, inputToNumber, numberToInput } from '#frontend/lib/money-input';
import { uniqueId } from './catalog-ids';

export const stylePriceColumns = ['panel', 'post', 'gate3', 'gate4', 'gate5'] as const;
export type StylePriceColumn = (typeof stylePriceColumns)[number];
export type HeightPriceValues = Record<StylePriceColumn, string>;

const priceFieldOf = {
  panel: 'panelPriceCents',
  post: 'postPriceCents',
  gate3: 'gate3PriceCents',
  gate4: 'gate4PriceCents',
  gate5: 'gate5PriceCents',
} as const satisfies Record<StylePriceColumn, keyof StylePricing>;

export const priceFieldName = (column: StylePriceColumn) => priceFieldOf[column];

export interface StyleValues {
  /** Stable list key; not saved. */
  key: string;
  /** The saved id, or '' for a style not saved yet (its id comes from its name). */
  id: string;
  styleName: string;
  materialType: FenceMaterialId;
  heights: string;
  lengthInches: string;
  imageUrl: string;
  sortOrder: string;
  /** Prices by height ("6"); kept when a height is taken off the list, so putting it back restores them. */
  prices: Record<string, HeightPriceValues>;
}

export interface PostCapValues {
  key: string;
  id: string;
  name: string;
  imageUrl: string;
  price: string;
}

export interface HardwareValues {
  key: string;
  id: string;
  name: string;
  materialType: FenceMaterialId | 'any';
  itemType: HardwareItemType;
  imageUrl: string;
  price: string;
}

export interface CatalogFormValues {
  styles: StyleValues[];
  postCaps: PostCapValues[];
  hardwareItems: HardwareValues[];
}

let keyCount = 0;
const newKey = (kind: string) => `new-${kind}-${++keyCount}`;

export const emptyHeightPrices = (): HeightPriceValues => ({
  panel: '',
  post: '',
  gate3: '',
  gate4: '',
  gate5: '',
});

/** The heights typed in a style's box ("6, 5, 8"), in order, without repeats; unreadable ones are NaN. */
export const parseHeights = (text: string): number[] => {
  const heights: number[] = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const height = inputToNumber(token);
    if (Number.isNaN(height) || !heights.includes(height)) heights.push(height);
  }
  return heights;
};

/** The heights that get a row of prices: readable ones in the schema's 2–12 ft range. */
export const pricedHeights = (text: string): number[] =>
  parseHeights(text).filter((height) => height >= 2 && height <= 12);

/** A height as a key of a style's prices ("6", "4_5"): no dot, since form field names use dots as separators. */
export const heightKey = (height: number): string => String(height).replace('.', '_');

const styleValuesOf = (style: MaterialStyle, pricing: readonly StylePricing[]): StyleValues => ({
  key: `style-${style.id}`,
  id: style.id,
  styleName: style.styleName,
  materialType: style.materialType,
  heights: style.availableHeights.join(', '),
  lengthInches: numberToInput(style.lengthInches),
  imageUrl: style.imageUrl,
  sortOrder: numberToInput(style.sortOrder),
  prices: Object.fromEntries(
    pricing
      .filter((price) => price.styleId === style.id)
      .map((price) => [
        heightKey(price.heightFt),
        Object.fromEntries(
          stylePriceColumns.map((column) => [column, centsToInput(price[priceFieldOf[column]])]),
        ) as HeightPriceValues,
      ]),
  ),
});

export const toCatalogValues = (catalog: Catalog): CatalogFormValues => ({
  styles: catalog.styles.map((style) => styleValuesOf(style, catalog.stylePricing)),
  postCaps: catalog.postCaps.map((cap) => ({
    key: `cap-${cap.id}`,
    id: cap.id,
    name: cap.name,
    imageUrl: cap.imageUrl,
    price: centsToInput(cap.priceCents),
  })),
  hardwareItems: catalog.hardwareItems.map((item) => ({
    key: `hardware-${item.id}`,
    id: item.id,
    name: item.name,
    materialType: item.materialType,
    itemType: item.itemType,
    imageUrl: item.imageUrl,
    price: centsToInput(item.priceCents),
  })),
});

export const newStyle = (styles: readonly StyleValues[]): StyleValues => ({
  key: newKey('style'),
  id: '',
  styleName: '',
  materialType: 'vinyl',
  heights: '',
  lengthInches: '96',
  imageUrl: '',
  sortOrder: String(Math.max(0, ...styles.map((style) => inputToNumber(style.sortOrder) || 0)) + 1),
  prices: {},
});

export const newPostCap = (): PostCapValues => ({
  key: newKey('cap'),
  id: '',
  name: '',
  imageUrl: '',
  price: '',
});

export const newHardwareItem = (): HardwareValues => ({
  key: newKey('hardware'),
  id: '',
  name: '',
  materialType: 'any',
  itemType: 'other',
  imageUrl: '',
  price: '',
});

/** Saved ids stay; new entries get a unique slug of their name (in list order). */
const assignIds = <T extends { key: string; id: string }>(
  items: readonly T[],
  nameOf: (item: T) => string,
  fallback: string,
): Map<string, string> => {
  const taken = new Set(items.map((item) => item.id).filter(Boolean));
  const ids = new Map<string, string>();
  for (const item of items) {
    if (item.id) {
      ids.set(item.key, item.id);
      continue;
    }
    const id = uniqueId(nameOf(item), taken, fallback);
    taken.add(id);
    ids.set(item.key, id);
  }
  return ids;
};

/** The ids a list's entries save with (new ones from their names), by list key. */
export const styleIds = (styles: readonly StyleValues[]): ReadonlyMap<string, string> =>
  assignIds(styles, (style) => style.styleName, 'style');

export const itemIds = (
  list: 'postCaps' | 'hardwareItems',
  items: ReadonlyArray<PostCapValues | HardwareValues>,
): ReadonlyMap<string, string> => assignIds(items, (item) => item.name, list === 'postCaps' ? 'cap' : 'item');

/** Whether a height's price boxes are all empty: the height is left unpriced. */
export const isBlank = (prices: HeightPriceValues | undefined) =>
  !prices || stylePriceColumns.every((column) => prices[column].trim() === '');

export interface CatalogInput {
  /** The unvalidated PUT body (typed as the schema takes it; its numbers may still be NaN). */
  catalog: CatalogBody;
  /** Ids by list key: saved ids, and the ids new entries will get. */
  ids: ReadonlyMap<string, string>;
  /** Where each style height's prices sit in `stylePricing` (key `${styleKey}|${height}`): error paths. */
  priceIndex: ReadonlyMap<string, number>;
}

export const priceIndexKey = (styleKey: string, height: number) => `${styleKey}|${heightKey(height)}`;

/**
 * The PUT /api/catalog body. A height whose price boxes are all empty is left unpriced (quotes cannot use
 * it until it is priced); one with some prices must have all five.
 */
export const toCatalogInput = (values: CatalogFormValues): CatalogInput => {
  const idsOfStyles = styleIds(values.styles);
  const capIds = itemIds('postCaps', values.postCaps);
  const hardwareIds = itemIds('hardwareItems', values.hardwareItems);
  const stylePricing: unknown[] = [];
  const priceIndex = new Map<string, number>();
  const styles = values.styles.map((style) => {
    const id = idsOfStyles.get(style.key) ?? '';
    for (const height of pricedHeights(style.heights)) {
      const prices = style.prices[heightKey(height)];
      if (!prices || isBlank(prices)) continue;
      priceIndex.set(priceIndexKey(style.key, height), stylePricing.length);
      stylePricing.push({
        styleId: id,
        heightFt: height,
        ...Object.fromEntries(
          stylePriceColumns.map((column) => [priceFieldOf[column], inputToCents(prices[column])]),
        ),
      });
    }
    return {
      id,
      materialType: style.materialType,
      styleName: style.styleName,
      imageUrl: style.imageUrl,
      availableHeights: parseHeights(style.heights),
      lengthInches: inputToNumber(style.lengthInches),
      sortOrder: inputToNumber(style.sortOrder),
    };
  });
  const catalog = {
    styles,
    stylePricing,
    postCaps: values.postCaps.map((cap) => ({
      id: capIds.get(cap.key) ?? '',
      name: cap.name,
      imageUrl: cap.imageUrl,
      priceCents: inputToCents(cap.price),
    })),
    hardwareItems: values.hardwareItems.map((item) => ({
      id: hardwareIds.get(item.key) ?? '',
      name: item.name,
      materialType: item.materialType,
      itemType: item.itemType,
      imageUrl: item.imageUrl,
      priceCents: inputToCents(item.price),
    })),
  } as CatalogBody;
  return {
    catalog,
    ids: new Map([...idsOfStyles, ...capIds, ...hardwareIds]),
    priceIndex,
  };
};

const columnOfPriceField = Object.fromEntries(
  stylePriceColumns.map((column) => [priceFieldOf[column], column]),
) as Record<string, StylePriceColumn>;

/** A new entry's id comes from its name, so a message about the id belongs under the name. */
const entryFieldOf: Readonly<Record<string, string>> = {
  availableHeights: 'heights',
  priceCents: 'price',
};

/** The style price row at `row` of `stylePricing` as the box of a style's height and column. */
const stylePriceFieldOf = (
  values: CatalogFormValues,
  input: CatalogInput,
  row: number,
  field: string | undefined,
): string => {
  const key = [...input.priceIndex].find(([, index]) => index === row)?.[0];
  const [styleKey, height] = key
    ? [key.slice(0, key.lastIndexOf('|')), key.slice(key.lastIndexOf('|') + 1)]
    : [];
  const style = values.styles.findIndex((entry) => entry.key === styleKey);
  if (style < 0) return 'catalog.styles';
  const column = field ? columnOfPriceField[field] : undefined;
  return column ? `catalog.styles[${style}].prices.${height}.${column}` : `catalog.styles[${style}].heights`;
};

/**
 * The form field that shows a message about the PUT /api/catalog body at `path` (as the schema or the
 * server names it, without `catalog.`): entries by list index, style prices under their style's height
 * and column, a list's own message under the list.
 */
export const catalogFieldOf = (values: CatalogFormValues, input: CatalogInput, path: string): string => {
  const [list = '', indexText, field, ...rest] = path.split('.');
  const index = Number(indexText);
  if (indexText === undefined || !Number.isInteger(index))
    return list === 'stylePricing' ? 'catalog.styles' : `catalog.${path}`;
  if (list === 'stylePricing') return stylePriceFieldOf(values, input, index, field);
  if (field === undefined) return `catalog.${list}[${index}]`;
  const nameField = list === 'styles' ? 'styleName' : 'name';
  const own = field === 'id' ? nameField : (entryFieldOf[field] ?? field);
  // A message about one of a style's heights belongs to the heights box.
  return rest.length > 0 && own !== 'heights'
    ? `catalog.${list}[${index}].${own}.${rest.join('.')}`
    : `catalog.${list}[${index}].${own}`;
};
