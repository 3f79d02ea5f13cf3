import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { estimateRequestSchemaFor } from '#domain/pricing/catalog-checks';
import { priceFence } from '#domain/pricing/estimate';
import { estimateRequestSchema } from '#domain/pricing/schemas';
import { defaultEstimatorSettings } from '#domain/pricing/settings';
import { starterCatalog } from '#domain/pricing/starter-catalog';
import { fenceRequest } from './factories';

const valid = { zipCode: '78701', material: 'vinyl', sides: [{ lengthFt: 100, gates: [] }] };

/** The failing fields of a request as `path → message key`, as the API answers them. */
const fieldsOf = (input: unknown, schema: z.ZodMiniType = estimateRequestSchema) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('estimate request schema', () => {
  it('accepts the API example and fills the defaults', () => {
    const parsed = estimateRequestSchema.parse({
      zipCode: '78701',
      material: 'vinyl',
      sides: [{ lengthFt: 100, gates: [{ widthFt: 4 }] }, { lengthFt: 50 }],
    });
    expect(parsed).toMatchObject({
      closed: false,
      calculationMethod: 'auto',
      hardware: [],
      adjustments: [],
      financed: false,
    });
    expect(parsed.sides[1]?.gates).toEqual([]);
  });

  it('names the side whose gates are wider than the side', () => {
    expect(
      fieldsOf({
        ...valid,
        sides: [
          { lengthFt: 100, gates: [] },
          { lengthFt: 10, gates: [{ widthFt: 6 }, { widthFt: 6 }] },
        ],
      }),
    ).toEqual({ 'sides.1.gates': 'gates.tooWide' });
    // A side with a bad field of its own is not also reported as a whole; its neighbours still are.
    expect(
      fieldsOf({
        ...valid,
        sides: [
          { lengthFt: 0, gates: [{ widthFt: 4 }] },
          { lengthFt: 10, gates: [{ widthFt: 11 }] },
        ],
      }),
    ).toEqual({ 'sides.0.lengthFt': 'side.length.invalid', 'sides.1.gates': 'gates.tooWide' });
  });

  it('names each field out of bounds with its message key', () => {
    expect(
      fieldsOf({
        zipCode: '787',
        material: 'bamboo',
        sides: [
          { lengthFt: 0, gates: [{ widthFt: 2 }] },
          { lengthFt: 2001, gates: [] },
        ],
        heightFt: 20,
        shippingDistanceMiles: -1,
        capQuantity: 1.5,
      }),
    ).toEqual({
      zipCode: 'zipCode.invalid',
      material: 'material.invalid',
      'sides.0.lengthFt': 'side.length.invalid',
      'sides.0.gates.0.widthFt': 'gate.width.invalid',
      'sides.1.lengthFt': 'side.length.invalid',
      heightFt: 'height.invalid',
      shippingDistanceMiles: 'shipping.distance.invalid',
      capQuantity: 'cap.quantity.invalid',
    });
  });

  it('bounds sides (1 to 30) and gates (at most 6 a side)', () => {
    expect(fieldsOf({ ...valid, sides: [] })).toEqual({ sides: 'sides.required' });
    expect(fieldsOf({ ...valid, sides: Array(31).fill({ lengthFt: 10 }) })).toEqual({
      sides: 'sides.tooMany',
    });
    expect(fieldsOf({ ...valid, sides: [{ lengthFt: 100, gates: Array(7).fill({ widthFt: 3 }) }] })).toEqual({
      'sides.0.gates': 'gates.tooMany',
    });
  });

  it('wants positions for all gates of a side or none, inside the side and apart', () => {
    /** The refusals for a 50 ft side with 4 ft gates at these offsets. */
    const gatesAt = (...offsets: number[]) =>
      fieldsOf({
        ...valid,
        sides: [{ lengthFt: 50, gates: offsets.map((offsetFt) => ({ widthFt: 4, offsetFt })) }],
      });
    expect(
      fieldsOf({ ...valid, sides: [{ lengthFt: 50, gates: [{ widthFt: 4, offsetFt: 0 }, { widthFt: 4 }] }] }),
    ).toEqual({ 'sides.0.gates': 'gates.offsetsMixed' });
    expect(gatesAt(10, 12)).toEqual({ 'sides.0.gates.1.offsetFt': 'gate.offset.invalid' });
    expect(gatesAt(47)).toEqual({ 'sides.0.gates.0.offsetFt': 'gate.offset.invalid' });
    expect(gatesAt(46, 0)).toEqual({});
  });

  it('checks the rules that join fields', () => {
    expect(fieldsOf({ ...valid, closed: true })).toEqual({ closed: 'sides.closedNeedsThree' });
    expect(fieldsOf({ ...valid, calculationMethod: 'style' })).toEqual({ styleId: 'style.required' });
    expect(fieldsOf({ ...valid, capQuantity: 4 })).toEqual({ capQuantity: 'cap.required' });
    expect(
      fieldsOf({ ...valid, hardware: [{ hardwareId: 'vinyl-latch' }, { hardwareId: 'vinyl-latch' }] }),
    ).toEqual({ 'hardware.1.hardwareId': 'hardware.duplicate' });
  });

  it('validates adjustments: a label, a reason and an amount within bounds', () => {
    expect(fieldsOf({ ...valid, adjustments: [{ label: ' ', value: 200_000, reason: '' }] })).toEqual({
      'adjustments.0.label': 'adjustment.label.required',
      'adjustments.0.value': 'adjustment.value.invalid',
      'adjustments.0.reason': 'adjustment.reason.required',
    });
  });

  it('validates removal', () => {
    expect(fieldsOf({ ...valid, removal: { material: 'brick', lengthFt: 0 } })).toEqual({
      'removal.material': 'removal.material.invalid',
      'removal.lengthFt': 'removal.length.invalid',
    });
  });
});

describe('catalog checks', () => {
  const schema = estimateRequestSchemaFor(starterCatalog);

  it('names choices the catalog does not have', () => {
    expect(
      fieldsOf(
        {
          ...valid,
          styleId: 'vinyl-lattice',
          capId: 'gold-cap',
          hardware: [{ hardwareId: 'vinyl-latch' }, { hardwareId: 'robot-arm' }],
        },
        schema,
      ),
    ).toEqual({
      styleId: 'style.notFound',
      capId: 'cap.notFound',
      'hardware.1.hardwareId': 'hardware.notFound',
    });
  });

  it('refuses a style of another material or a height it is not made in', () => {
    expect(fieldsOf({ ...valid, styleId: 'cedar-privacy' }, schema)).toEqual({
      styleId: 'style.materialMismatch',
    });
    expect(fieldsOf({ ...valid, styleId: 'vinyl-privacy', heightFt: 7 }, schema)).toEqual({
      heightFt: 'height.unavailable',
    });
    const unpriced = {
      ...starterCatalog,
      stylePricing: starterCatalog.stylePricing.filter((p) => p.heightFt !== 8),
    };
    expect(
      fieldsOf({ ...valid, styleId: 'vinyl-privacy', heightFt: 8 }, estimateRequestSchemaFor(unpriced)),
    ).toEqual({
      heightFt: 'style.unpriced',
    });
  });

  it('makes the estimator throw the same field errors, as a zod error the API answers with 400', () => {
    let thrown: unknown;
    try {
      priceFence(fenceRequest({ styleId: 'vinyl-lattice' }), defaultEstimatorSettings);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(z.core.$ZodError);
    expect((thrown as z.core.$ZodError).issues).toMatchObject([
      { path: ['styleId'], message: 'style.notFound' },
    ]);
  });
});
