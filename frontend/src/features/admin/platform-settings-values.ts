// The admin settings page's form values: the platform settings and an adjustment type as their boxes hold
// them (text while typed; money in dollars, saved in cents), named like the API's fields so a schema or server
// message lands on its box, and the requests they make — the shared schemas then decide what is acceptable.
import type { AdjustmentKind } from '#domain/schemas/adjustment-type';
import { centsToInput, inputToCents, inputToNumber, numberToInput } from '#frontend/lib/money-input';
import type { AdjustmentType, AdjustmentTypeRequest } from './api/adjustment-types';
import type { SystemSettings } from './api/get-system-settings';
import type { SystemSettingsRequest } from './api/update-system-settings';

type Shipping = SystemSettings['shipping'];

export interface BracketValues {
  /** Tells list rows apart. */
  key: string;
  maxMiles: string;
  feeCents: string;
}

export interface SystemSettingsFormValues {
  warehouseAddress: SystemSettings['warehouseAddress'];
  shipping: {
    method: Shipping['method'];
    tierOneMaxCents: string;
    tierTwoMaxCents: string;
    tierThreeFree: boolean;
    distanceBrackets: BracketValues[];
    tierTwoFlatFeeCents: string;
    perMileRateCents: string;
    perMileMinimumCents: string;
    discountEnabled: boolean;
    /** '' for no discount percentage. */
    discountPercent: string;
  };
  tax: { taxEnabled: boolean; taxRatePercent: string; taxBase: SystemSettings['tax']['taxBase'] };
}

let bracketCount = 0;
/** A new, empty distance bracket. */
export const newBracket = (): BracketValues => ({
  key: `bracket-new-${++bracketCount}`,
  maxMiles: '',
  feeCents: '',
});

export const systemSettingsFormValues = (settings: SystemSettings): SystemSettingsFormValues => ({
  warehouseAddress: { ...settings.warehouseAddress },
  shipping: {
    method: settings.shipping.method,
    tierOneMaxCents: centsToInput(settings.shipping.tierOneMaxCents),
    tierTwoMaxCents: centsToInput(settings.shipping.tierTwoMaxCents),
    tierThreeFree: settings.shipping.tierThreeFree,
    distanceBrackets: settings.shipping.distanceBrackets.map((bracket, index) => ({
      key: `bracket-${index}`,
      maxMiles: numberToInput(bracket.maxMiles),
      feeCents: centsToInput(bracket.feeCents),
    })),
    tierTwoFlatFeeCents: centsToInput(settings.shipping.tierTwoFlatFeeCents),
    perMileRateCents: centsToInput(settings.shipping.perMileRateCents),
    perMileMinimumCents: centsToInput(settings.shipping.perMileMinimumCents),
    discountEnabled: settings.shipping.discountEnabled,
    discountPercent: numberToInput(settings.shipping.discountPercent),
  },
  tax: {
    taxEnabled: settings.tax.taxEnabled,
    taxRatePercent: numberToInput(settings.tax.taxRatePercent),
    taxBase: settings.tax.taxBase,
  },
});

/** The PUT body; an empty or unreadable box is NaN, which the schema refuses naming the box. */
export const toSystemSettingsRequest = ({
  warehouseAddress,
  shipping,
  tax,
}: SystemSettingsFormValues): SystemSettingsRequest => ({
  warehouseAddress,
  shipping: {
    method: shipping.method,
    tierOneMaxCents: inputToCents(shipping.tierOneMaxCents),
    tierTwoMaxCents: inputToCents(shipping.tierTwoMaxCents),
    tierThreeFree: shipping.tierThreeFree,
    distanceBrackets: shipping.distanceBrackets.map((bracket) => ({
      maxMiles: inputToNumber(bracket.maxMiles),
      feeCents: inputToCents(bracket.feeCents),
    })),
    tierTwoFlatFeeCents: inputToCents(shipping.tierTwoFlatFeeCents),
    perMileRateCents: inputToCents(shipping.perMileRateCents),
    perMileMinimumCents: inputToCents(shipping.perMileMinimumCents),
    discountEnabled: shipping.discountEnabled,
    ...(shipping.discountPercent.trim() === ''
      ? {}
      : { discountPercent: inputToNumber(shipping.discountPercent) }),
  },
  tax: {
    taxEnabled: tax.taxEnabled,
    taxRatePercent: inputToNumber(tax.taxRatePercent),
    taxBase: tax.taxBase,
  },
});

export interface AdjustmentTypeFormValues {
  label: string;
  description: string;
  adjustmentType: AdjustmentKind;
  defaultValue: string;
  isActive: boolean;
}

/** A new type's values (a fixed amount, offered), or an existing type's. */
export const adjustmentTypeFormValues = (type: AdjustmentType | null): AdjustmentTypeFormValues =>
  type
    ? {
        label: type.label,
        description: type.description,
        adjustmentType: type.adjustmentType,
        defaultValue: numberToInput(type.defaultValue),
        isActive: type.isActive,
      }
    : { label: '', description: '', adjustmentType: 'fixed', defaultValue: '', isActive: true };

export const toAdjustmentTypeRequest = (values: AdjustmentTypeFormValues): AdjustmentTypeRequest => ({
  label: values.label,
  description: values.description,
  adjustmentType: values.adjustmentType,
  defaultValue: inputToNumber(values.defaultValue),
  isActive: values.isActive,
});
