// The quote builder's values: to the estimate request and back, checks by field path, and row edits.
import { describe, expect, it } from 'vitest';
import { estimateFence } from '#domain/pricing/estimate';
import { estimateRequestSchema } from '#domain/pricing/schemas';
import { defaultEstimatorSettings } from '#domain/pricing/settings';
import {
  type BuilderValues,
  builderValuesFrom,
  checkBuilder,
  checkBuilderWith,
  checkFence,
  emptyBuilderValues,
  moveRow,
  newAdjustment,
  newGate,
  newSide,
  previewRequest,
  quoteSavePayload,
  rememberedChecks,
  sameRequest,
  toEstimateInput,
  withMaterial,
} from '#frontend/features/quotes/builder-values';

const { catalog } = defaultEstimatorSettings;

const threeSides = (): BuilderValues => {
  const values = emptyBuilderValues();
  return {
    ...values,
    zipCode: '60601',
    // For a customer already picked: these tests are about the fence.
    homeownerId: 'h_picked',
    customerLabel: 'Ana Ruiz',
    sides: [
      { ...newSide(), lengthFt: '60' },
      { ...newSide(), lengthFt: '100', gates: [{ ...newGate(), widthFt: '4' }] },
      { ...newSide(), lengthFt: '60' },
    ],
  };
};

describe('builder values to an estimate request', () => {
  it('gives the schema a complete fence, with empty optional fields left out', () => {
    const input = toEstimateInput(threeSides());
    expect(input).toEqual({
      zipCode: '60601',
      material: 'vinyl',
      sides: [
        { lengthFt: 60, gates: [] },
        { lengthFt: 100, gates: [{ widthFt: 4 }] },
        { lengthFt: 60, gates: [] },
      ],
      closed: false,
      calculationMethod: 'auto',
      hardware: [],
      adjustments: [],
      financed: false,
    });
    expect(estimateRequestSchema.safeParse(input).success).toBe(true);
  });

  it('sends the options the contractor filled in', () => {
    const values: BuilderValues = {
      ...threeSides(),
      styleId: 'vinyl-privacy',
      heightFt: '6',
      removal: { enabled: true, material: 'chain_link', lengthFt: '' },
      capId: 'vinyl-new-england-cap',
      capQuantity: '12',
      hardware: [{ hardwareId: 'vinyl-latch', quantity: '' }],
      adjustments: [{ ...newAdjustment(), label: 'Repeat customer', value: '-150', reason: 'Second job' }],
      shippingDistanceMiles: '30',
      financed: true,
    };
    const input = toEstimateInput(values);
    expect(input).toMatchObject({
      styleId: 'vinyl-privacy',
      heightFt: 6,
      removal: { material: 'chain_link' },
      capId: 'vinyl-new-england-cap',
      capQuantity: 12,
      hardware: [{ hardwareId: 'vinyl-latch' }],
      adjustments: [{ label: 'Repeat customer', type: 'fixed', value: -150, reason: 'Second job' }],
      shippingDistanceMiles: 30,
      financed: true,
    });
    expect(input.removal).not.toHaveProperty('lengthFt');
    expect(checkBuilder(values, catalog).errors).toEqual({});
  });

  it('marks a side that does not share its corner post, never the first', () => {
    const values = threeSides();
    values.sides = values.sides.map((side) => ({ ...side, connectedToPrevious: false }));
    const sides = toEstimateInput(values).sides;
    expect(sides[0]).not.toHaveProperty('connectedToPrevious');
    expect(sides[1]?.connectedToPrevious).toBe(false);
  });

  it('round-trips a saved request through the editable values', () => {
    const request = estimateRequestSchema.parse({
      zipCode: '78701',
      material: 'cedar',
      styleId: 'cedar-privacy',
      heightFt: 6,
      sides: [
        { lengthFt: 60, gates: [{ widthFt: 4, offsetFt: 10 }] },
        { lengthFt: 100, gates: [], connectedToPrevious: false },
        { lengthFt: 60, gates: [{ widthFt: 12 }], turnDegrees: 45 },
      ],
      removal: { material: 'pressure_treated', lengthFt: 150 },
      capId: 'wood-pyramid-cap',
      hardware: [{ hardwareId: 'cedar-thumb-latch', quantity: 2 }],
      adjustments: [{ id: 'a1', label: 'Repeat customer', type: 'fixed', value: -150, reason: 'Second job' }],
      shippingDistanceMiles: 60,
      financed: true,
    });
    const values = builderValuesFrom(request, {
      homeownerId: 'h_ana',
      customerName: 'Ana Ruiz',
      phone: '3125550199',
      language: 'es',
    });
    expect(values).toMatchObject({
      homeownerId: 'h_ana',
      customerLabel: 'Ana Ruiz · 312-555-0199',
      language: 'es',
    });
    const again = checkBuilder(values, catalog).request;
    expect(again).toBeDefined();
    expect(sameRequest(again ?? request, request)).toBe(true);
  });
});

describe('checking the builder', () => {
  it('reports each message at the path of its field', () => {
    const values = threeSides();
    values.sides[0] = { ...newSide(), lengthFt: '' };
    values.sides[1] = {
      ...newSide(),
      lengthFt: '6',
      gates: [
        { ...newGate(), widthFt: '4' },
        { ...newGate(), widthFt: '4' },
      ],
    };
    values.sides[2] = { ...newSide(), lengthFt: '60', gates: [{ ...newGate(), widthFt: '30' }] };
    values.homeownerId = '';
    values.newCustomer = { ...values.newCustomer, firstName: 'Ana', phone: '312-555', email: 'not-an-email' };
    const { request, errors } = checkBuilder(values, catalog);
    expect(request).toBeUndefined();
    expect(errors).toEqual({
      'sides.0.lengthFt': 'side.length.invalid',
      'sides.1.gates': 'gates.tooWide',
      'sides.2.gates.0.widthFt': 'gate.width.invalid',
      'newCustomer.lastName': 'lastName.required',
      'newCustomer.phone': 'phone.invalid',
      'newCustomer.email': 'email.invalid',
      'newCustomer.address': 'address.required',
      'newCustomer.city': 'city.required',
      'newCustomer.state': 'state.invalid',
      'newCustomer.zipCode': 'zipCode.invalid',
    });
  });

  it('applies the catalog checks once the request itself is valid', () => {
    const values = { ...threeSides(), styleId: 'vinyl-privacy', heightFt: '7' };
    expect(checkBuilder(values, catalog).errors).toEqual({ heightFt: 'height.unavailable' });
  });

  it('needs three sides for a closed loop', () => {
    const values = { ...threeSides(), closed: true };
    values.sides = values.sides.slice(0, 2);
    expect(checkBuilder(values, catalog).errors).toEqual({ closed: 'sides.closedNeedsThree' });
  });

  it('prices a preview without a ZIP, since the ZIP does not change a contractor’s prices', () => {
    const values = { ...threeSides(), zipCode: '' };
    expect(checkBuilder(values, catalog).errors).toEqual({ zipCode: 'zipCode.invalid' });
    const preview = previewRequest(values, catalog);
    expect(preview).toBeDefined();
    const full = checkBuilder(threeSides(), catalog).request;
    if (!preview || !full) throw new Error('expected both requests');
    expect(estimateFence(preview, defaultEstimatorSettings).totalCost).toBe(
      estimateFence(full, defaultEstimatorSettings).totalCost,
    );
  });

  it('gives a larger total when a side grows', () => {
    const price = (values: BuilderValues) => {
      const request = previewRequest(values, catalog);
      if (!request) throw new Error('expected a valid request');
      return estimateFence(request, defaultEstimatorSettings).totalCost;
    };
    const before = threeSides();
    const after = threeSides();
    after.sides[1] = { ...after.sides[1], ...{ lengthFt: '140' } } as BuilderValues['sides'][number];
    expect(price(after)).toBeGreaterThan(price(before));
  });
});

describe('checking each change as the builder does', () => {
  it('reports the fence’s own messages beside a missing ZIP, and prices its preview', () => {
    const values = { ...threeSides(), zipCode: '', closed: true };
    values.sides = values.sides.slice(0, 2);
    const unclosed = checkFence({ ...values, closed: false }, catalog);
    expect(unclosed.errors).toEqual({ zipCode: 'zipCode.invalid' });
    expect(unclosed.request).toBeUndefined();
    expect(unclosed.preview?.zipCode).toBe('00000');
    const closed = checkFence(values, catalog);
    expect(closed.errors).toEqual({ zipCode: 'zipCode.invalid', closed: 'sides.closedNeedsThree' });
    expect(closed.preview).toBeUndefined();
  });

  it('keeps the catalog’s messages until the ZIP is valid, as the server does', () => {
    const values = { ...threeSides(), zipCode: '606', styleId: 'vinyl-privacy', heightFt: '7' };
    expect(checkFence(values, catalog).errors).toEqual({ zipCode: 'zipCode.invalid' });
    expect(checkFence(values, catalog).preview).toBeUndefined();
    expect(checkFence({ ...values, zipCode: '60601' }, catalog).errors).toEqual({
      heightFt: 'height.unavailable',
    });
  });

  it('answers as checkBuilder, checking a part of the values again only once it changed', () => {
    const checks = rememberedChecks(catalog);
    const values = { ...threeSides(), homeownerId: '', jobTitle: 'Backyard' };
    expect(checkBuilderWith(checks, values)).toEqual(checkBuilder(values, catalog));
    const details = checks.details(values);
    const fence = checks.fence(values);
    // A keystroke in a side: new sides, the same customer.
    const longer = { ...values, sides: values.sides.map((side) => ({ ...side, lengthFt: '80' })) };
    expect(checks.details(longer)).toBe(details);
    expect(checks.fence(longer)).not.toBe(fence);
    const retitled: BuilderValues = { ...longer, jobTitle: 'Front yard' };
    expect(checks.fence(retitled)).toBe(checks.fence(longer));
    expect(checkBuilderWith(checks, longer)).toEqual(checkBuilder(longer, catalog));
    // A keystroke in the customer's name: the same fence.
    const named = { ...longer, newCustomer: { ...longer.newCustomer, firstName: 'Ana' } };
    expect(checks.details(named)).not.toBe(details);
    expect(checkBuilderWith(checks, named)).toEqual(checkBuilder(named, catalog));
  });
});

describe('editing rows and material', () => {
  it('moves a row up or down and ignores moves past the ends', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('drops the style and hardware a new material does not offer, keeping hardware for any fence', () => {
    const values: BuilderValues = {
      ...threeSides(),
      styleId: 'vinyl-privacy',
      heightFt: '6',
      hardware: [
        { hardwareId: 'vinyl-latch', quantity: '' },
        { hardwareId: 'magnetic-safety-latch', quantity: '2' },
      ],
    };
    const cedar = withMaterial(values, 'cedar', catalog);
    expect(cedar.material).toBe('cedar');
    expect(cedar.styleId).toBe('');
    expect(cedar.heightFt).toBe('');
    expect(cedar.hardware).toEqual([{ hardwareId: 'magnetic-safety-latch', quantity: '2' }]);
  });

  it('saves for the picked customer by id, in the customer’s language', () => {
    const values = { ...threeSides(), language: 'es' as const };
    const request = checkBuilder(values, catalog).request;
    if (!request) throw new Error('expected a valid request');
    const payload = quoteSavePayload(values, request);
    expect(payload).toMatchObject({ homeownerId: 'h_picked', language: 'es' });
    expect(payload).not.toHaveProperty('newCustomer');
  });

  it('saves who sells the quote only when someone is picked: left out, the server keeps it (or the author)', () => {
    const values = threeSides();
    const request = checkBuilder(values, catalog).request;
    if (!request) throw new Error('expected a valid request');
    expect(values.assignedTo).toBe('');
    expect(quoteSavePayload(values, request)).not.toHaveProperty('assignedTo');
    expect(quoteSavePayload({ ...values, assignedTo: 'u_rep' }, request)).toMatchObject({
      assignedTo: 'u_rep',
    });
    expect(builderValuesFrom(request, { assignedTo: { id: 'u_owner' } }).assignedTo).toBe('u_owner');
    // A lead nobody has taken yet: nobody is picked.
    expect(builderValuesFrom(request, { assignedTo: null }).assignedTo).toBe('');
  });

  it('saves a new person with the Add Customer fields trimmed, to be created with the quote', () => {
    const values = {
      ...threeSides(),
      homeownerId: '',
      newCustomer: {
        firstName: '  Ana ',
        lastName: 'Ruiz',
        phone: '312-555-0199',
        email: ' ana@example.com ',
        address: '12 Elm St',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601',
      },
    };
    const { request, errors } = checkBuilder(values, catalog);
    expect(errors).toEqual({});
    if (!request) throw new Error('expected a valid request');
    const payload = quoteSavePayload(values, request);
    expect(payload).not.toHaveProperty('homeownerId');
    expect(payload).toMatchObject({
      newCustomer: { ...values.newCustomer, firstName: 'Ana', email: 'ana@example.com' },
    });
  });
});
