// The estimate request as the browser and the API send it (dollars, feet, miles), validated identically
// on both sides. Messages are keys of domain/messages.ts; paths name the field (e.g. sides.1.gates).
import * as z from 'zod/mini';
import type { MessageKey } from '../messages';
import { zipCodeSchema } from '../schemas/contact';
import { message } from '../schemas/message';
import { numberField } from '../schemas/number';
import { type CalculationMethod, calculationMethods } from './calculation-methods';
import { maxGatesPerSide, maxSides } from './limits';
import { fenceMaterialIds, removalMaterialIds } from './materials';

const numberIn = (key: MessageKey, min: number, max: number) =>
  numberField(key).check(z.gte(min, message(key)), z.lte(max, message(key)));

const wholeNumberIn = (key: MessageKey, min: number, max: number) =>
  numberIn(key, min, max).check(z.int(message(key)));

const catalogId = z
  .string(message('field.invalid'))
  .check(z.trim(), z.minLength(1, message('field.invalid')), z.maxLength(100));

export { maxGatesPerSide, maxSides };

const gateSchema = z.object({
  widthFt: numberIn('gate.width.invalid', 3, 20),
  /** Distance from the side's start to the gate's near edge; without it gates split the side evenly. */
  offsetFt: z.optional(numberIn('gate.offset.invalid', 0, 2000)),
});

const sideSchema = z
  .object({
    lengthFt: numberIn('side.length.invalid', 1, 2000),
    gates: z._default(
      z
        .array(gateSchema, message('field.invalid'))
        .check(z.maxLength(maxGatesPerSide, message('gates.tooMany'))),
      [],
    ),
    /** Shares its first post with the previous side's last post (default true; ignored on the first side). */
    connectedToPrevious: z.optional(z.boolean(message('field.invalid'))),
    /** Direction change from the previous side for the diagram, degrees clockwise (default 90). */
    turnDegrees: z.optional(numberIn('side.turn.invalid', -180, 180)),
  })
  .check(
    z.superRefine(
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
    ),
  );

const removalSchema = z.object({
  material: z.enum(removalMaterialIds, message('removal.material.invalid')),
  /** Feet of old fence; the whole length of the new fence's sides when absent. */
  lengthFt: z.optional(numberIn('removal.length.invalid', 1, 60_000)),
});

const hardwareSchema = z.object({
  hardwareId: catalogId,
  /** Default: per gate leaf for hinges, per double gate for drop rods, per gate for latches and locks. */
  quantity: z.optional(wholeNumberIn('hardware.quantity.invalid', 1, 500)),
});

const adjustmentSchema = z.object({
  id: z.optional(z.string(message('field.invalid')).check(z.maxLength(100))),
  label: z
    .string(message('adjustment.label.required'))
    .check(
      z.trim(),
      z.minLength(1, message('adjustment.label.required')),
      z.maxLength(80, message('adjustment.label.required')),
    ),
  type: z._default(z.literal('fixed', message('field.invalid')), 'fixed'),
  /** Dollars added (positive) or taken off (negative), after markup. */
  value: numberIn('adjustment.value.invalid', -100_000, 100_000),
  reason: z
    .string(message('adjustment.reason.required'))
    .check(
      z.trim(),
      z.minLength(1, message('adjustment.reason.required')),
      z.maxLength(200, message('adjustment.reason.required')),
    ),
});

export { type CalculationMethod, calculationMethods };

export const estimateRequestSchema = z
  .object({
    zipCode: zipCodeSchema,
    material: z.enum(fenceMaterialIds, message('material.invalid')),
    sides: z
      .array(sideSchema, message('sides.required'))
      .check(z.minLength(1, message('sides.required')), z.maxLength(maxSides, message('sides.tooMany'))),
    /** The last side joins the first (a closed loop shares that corner post too). */
    closed: z._default(z.boolean(message('field.invalid')), false),
    styleId: z.optional(catalogId),
    heightFt: z.optional(numberIn('height.invalid', 2, 12)),
    calculationMethod: z._default(z.enum(calculationMethods, message('calculationMethod.invalid')), 'auto'),
    removal: z.optional(removalSchema),
    capId: z.optional(catalogId),
    /** Caps to price; one per post when absent. */
    capQuantity: z.optional(wholeNumberIn('cap.quantity.invalid', 0, 2000)),
    hardware: z._default(
      z.array(hardwareSchema, message('field.invalid')).check(z.maxLength(20, message('hardware.tooMany'))),
      [],
    ),
    adjustments: z._default(
      z
        .array(adjustmentSchema, message('field.invalid'))
        .check(z.maxLength(20, message('adjustments.tooMany'))),
      [],
    ),
    /** Miles from the warehouse; shipping is charged only when given. */
    shippingDistanceMiles: z.optional(numberIn('shipping.distance.invalid', 0, 1000)),
    /** The customer finances the job: the program fee becomes part of the total. */
    financed: z._default(z.boolean(message('field.invalid')), false),
  })
  .check(
    z.superRefine((request, context) => {
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
    }),
  );

/** A request as sent (defaults may be left out). */
export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;
/** A validated request, defaults filled in: what the estimator prices. */
export type EstimateRequest = z.output<typeof estimateRequestSchema>;
export type FenceSide = EstimateRequest['sides'][number];
export type FenceGate = FenceSide['gates'][number];
