// The estimate request as the browser and the API send it (dollars, feet, miles), validated identically
// on both sides. Messages are keys of domain/messages.ts; paths name the field (e.g. sides.1.gates).
import * as z from 'zod';
import type { MessageKey } from '../messages';
import { zipCodeSchema } from '../schemas/contact';
import { message } from '../schemas/message';
import { numberField } from '../schemas/number';
import { type CalculationMethod, calculationMethods } from './calculation-methods';
import { maxGatesPerSide, maxSides } from './limits';
import { fenceMaterialIds, removalMaterialIds } from './materials';

const numberIn = (key: MessageKey, min: number, max: number) =>
  numberField(key).min(min, message(key)).max(max, message(key));

const wholeNumberIn = (key: MessageKey, min: number, max: number) =>
  numberIn(key, min, max).int(message(key));

const catalogId = z.string(message('field.invalid')).trim().min(1, message('field.invalid')).max(100);

export { maxGatesPerSide, maxSides };

const gateSchema = z.object({
  widthFt: numberIn('gate.width.invalid', 3, 20),
  /** Distance from the side's start to the gate's near edge; without it gates split the side evenly. */
  offsetFt: numberIn('gate.offset.invalid', 0, 2000).optional(),
});

const sideSchema = z
  .object({
    lengthFt: numberIn('side.length.invalid', 1, 2000),
    gates: z
      .array(gateSchema, message('field.invalid'))
      .max(maxGatesPerSide, message('gates.tooMany'))
      .default([]),
    /** Shares its first post with the previous side's last post (default true; ignored on the first side). */
    connectedToPrevious: z.boolean(message('field.invalid')).optional(),
    /** Direction change from the previous side for the diagram, degrees clockwise (default 90). */
    turnDegrees: numberIn('side.turn.invalid', -180, 180).optional(),
  })
  .superRefine(
    (side, context) => {
      const gateFeet = side.gates.reduce((sum, gate) => sum + gate.widthFt, 0);
      if (gateFeet > side.lengthFt + 1e-9) {
        context.addIssue({ code: 'custom', path: ['gates'], message: 'gates.tooWide' });
        return;
      }
      const positioned = side.gates.filter((gate) => gate.offsetFt !== undefined).length;
      if (positioned > 0 && positioned < side.gates.length) {
        context.addIssue({ code: 'custom', path: ['gates'], message: 'gates.offsetsMixed' });
        return;
      }
      if (positioned === 0) return;
      // Positioned gates must fit on the side without overlapping, whatever order they were sent in.
      const order = side.gates.map((gate, index) => ({ index, start: gate.offsetFt ?? 0, end: 0 }));
      for (const entry of order) entry.end = entry.start + (side.gates[entry.index]?.widthFt ?? 0);
      order.sort((a, b) => a.start - b.start || a.index - b.index);
      let reached = 0;
      for (const { index, start, end } of order) {
        if (start < reached - 1e-9 || end > side.lengthFt + 1e-9) {
          context.addIssue({
            code: 'custom',
            path: ['gates', index, 'offsetFt'],
            message: 'gate.offset.invalid',
          });
        }
        reached = Math.max(reached, end);
      }
      // Only a side whose own fields are valid is checked as a whole: no "too wide" for a 0 ft side.
    },
    { when: (payload) => payload.issues.length === 0 },
  );

const removalSchema = z.object({
  material: z.enum(removalMaterialIds, message('removal.material.invalid')),
  /** Feet of old fence; the whole length of the new fence's sides when absent. */
  lengthFt: numberIn('removal.length.invalid', 1, 60_000).optional(),
});

const hardwareSchema = z.object({
  hardwareId: catalogId,
  /** Default: per gate leaf for hinges, per double gate for drop rods, per gate for latches and locks. */
  quantity: wholeNumberIn('hardware.quantity.invalid', 1, 500).optional(),
});

const adjustmentSchema = z.object({
  id: z.string(message('field.invalid')).max(100).optional(),
  label: z
    .string(message('adjustment.label.required'))
    .trim()
    .min(1, message('adjustment.label.required'))
    .max(80, message('adjustment.label.required')),
  type: z.literal('fixed', message('field.invalid')).default('fixed'),
  /** Dollars added (positive) or taken off (negative), after markup. */
  value: numberIn('adjustment.value.invalid', -100_000, 100_000),
  reason: z
    .string(message('adjustment.reason.required'))
    .trim()
    .min(1, message('adjustment.reason.required'))
    .max(200, message('adjustment.reason.required')),
});

export { type CalculationMethod, calculationMethods };

export const estimateRequestSchema = z
  .object({
    zipCode: zipCodeSchema,
    material: z.enum(fenceMaterialIds, message('material.invalid')),
    sides: z
      .array(sideSchema, message('sides.required'))
      .min(1, message('sides.required'))
      .max(maxSides, message('sides.tooMany')),
    /** The last side joins the first (a closed loop shares that corner post too). */
    closed: z.boolean(message('field.invalid')).default(false),
    styleId: catalogId.optional(),
    heightFt: numberIn('height.invalid', 2, 12).optional(),
    calculationMethod: z.enum(calculationMethods, message('calculationMethod.invalid')).default('auto'),
    removal: removalSchema.optional(),
    capId: catalogId.optional(),
    /** Caps to price; one per post when absent. */
    capQuantity: wholeNumberIn('cap.quantity.invalid', 0, 2000).optional(),
    hardware: z
      .array(hardwareSchema, message('field.invalid'))
      .max(20, message('hardware.tooMany'))
      .default([]),
    adjustments: z
      .array(adjustmentSchema, message('field.invalid'))
      .max(20, message('adjustments.tooMany'))
      .default([]),
    /** Miles from the warehouse; shipping is charged only when given. */
    shippingDistanceMiles: numberIn('shipping.distance.invalid', 0, 1000).optional(),
    /** The customer finances the job: the program fee becomes part of the total. */
    financed: z.boolean(message('field.invalid')).default(false),
  })
  .superRefine((request, context) => {
    if (request.closed && request.sides.length < 3) {
      context.addIssue({ code: 'custom', path: ['closed'], message: 'sides.closedNeedsThree' });
    }
    if (request.calculationMethod === 'style' && request.styleId === undefined) {
      context.addIssue({ code: 'custom', path: ['styleId'], message: 'style.required' });
    }
    if (request.capQuantity !== undefined && request.capId === undefined) {
      context.addIssue({ code: 'custom', path: ['capQuantity'], message: 'cap.required' });
    }
    const seen = new Set<string>();
    request.hardware.forEach((item, index) => {
      if (seen.has(item.hardwareId)) {
        context.addIssue({
          code: 'custom',
          path: ['hardware', index, 'hardwareId'],
          message: 'hardware.duplicate',
        });
      }
      seen.add(item.hardwareId);
    });
  });

/** A request as sent (defaults may be left out). */
export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;
/** A validated request, defaults filled in: what the estimator prices. */
export type EstimateRequest = z.output<typeof estimateRequestSchema>;
export type FenceSide = EstimateRequest['sides'][number];
export type FenceGate = FenceSide['gates'][number];
