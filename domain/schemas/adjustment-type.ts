// An adjustment type (administrators; SPEC §3): a ready-made adjustment the quote builder offers — its label,
// a description (the adjustment's reason), whether it is a fixed amount of dollars or a percentage of the
// price before adjustments, its default value, and whether the builder offers it. The label fits the
// builder's adjustment label (80 characters, domain/pricing/schemas.ts), the description its reason (200).
import * as z from 'zod/mini';
import type { MessageKey } from '../messages';
import { message } from './message';
import { numberField } from './number';

export const adjustmentKinds = ['fixed', 'percent'] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];

/** At most this many types in all (they are listed with one Query of one partition). */
export const maxAdjustmentTypes = 100;

/** The largest default value either way: dollars for a fixed amount, percent for a percentage. */
export const adjustmentValueLimits = { fixed: 100_000, percent: 100 } as const satisfies Record<
  AdjustmentKind,
  number
>;

const valueKeys = {
  fixed: 'adjustmentType.fixedInvalid',
  percent: 'adjustmentType.percentInvalid',
} as const satisfies Record<AdjustmentKind, MessageKey>;

/** The message for a default value outside its kind's range, or undefined when it fits. */
export const adjustmentValueIssue = (kind: AdjustmentKind, value: number): MessageKey | undefined =>
  Math.abs(value) <= adjustmentValueLimits[kind] ? undefined : valueKeys[kind];

const adjustmentTypeFields = {
  label: z
    .string(message('adjustmentType.labelRequired'))
    .check(
      z.trim(),
      z.minLength(1, message('adjustmentType.labelRequired')),
      z.maxLength(80, message('adjustmentType.labelTooLong')),
    ),
  description: z
    .string(message('adjustmentType.descriptionTooLong'))
    .check(z.trim(), z.maxLength(200, message('adjustmentType.descriptionTooLong'))),
  adjustmentType: z.enum(adjustmentKinds, message('adjustmentType.kindInvalid')),
  defaultValue: numberField('adjustmentType.valueRequired'),
  isActive: z.boolean(message('field.invalid')),
};

/** POST /api/admin/adjustment-types: a fixed amount, offered, unless told otherwise. */
export const adjustmentTypeInputSchema = z
  .object({
    ...adjustmentTypeFields,
    description: z._default(adjustmentTypeFields.description, ''),
    adjustmentType: z._default(adjustmentTypeFields.adjustmentType, 'fixed'),
    isActive: z._default(adjustmentTypeFields.isActive, true),
  })
  .check(
    z.superRefine((type, context) => {
      const issue = adjustmentValueIssue(type.adjustmentType, type.defaultValue);
      if (issue) context.addIssue({ code: 'custom', path: ['defaultValue'], message: issue });
    }),
  );
export type AdjustmentTypeInput = z.infer<typeof adjustmentTypeInputSchema>;

/**
 * PATCH /api/admin/adjustment-types/{id}: only the fields sent change. The value's range depends on the kind,
 * which may be the stored one: the use case checks the two together (`adjustmentValueIssue`).
 */
export const adjustmentTypeChangeSchema = z.partial(z.object(adjustmentTypeFields));
export type AdjustmentTypeChange = z.infer<typeof adjustmentTypeChangeSchema>;
