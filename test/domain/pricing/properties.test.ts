import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '#domain/money';
import { type EstimateCents, estimateFence, priceFence } from '#domain/pricing/estimate';
import { type FenceMaterialId, fenceMaterialIds } from '#domain/pricing/materials';
import type { LineCategory } from '#domain/pricing/priced-lines';
import {
  type EstimateRequest,
  type EstimateRequestInput,
  estimateRequestSchema,
} from '#domain/pricing/schemas';
import { layoutSide } from '#domain/pricing/side-layout';
import { starterCatalog } from '#domain/pricing/starter-catalog';
import { settingsWith } from './factories';

const feet = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((hundredths) => hundredths / 100);

/** A side whose gates fit, all positioned or none (as the schema demands). */
const sideArbitrary = fc
  .record({
    lengthFt: feet(1, 600),
    widths: fc.array(feet(3, 20), { maxLength: 4 }),
    positioned: fc.boolean(),
    gapWeights: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 5, maxLength: 5 }),
    connectedToPrevious: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(({ lengthFt, widths, positioned, gapWeights, connectedToPrevious }) => {
    const fitting: number[] = [];
    let used = 0;
    for (const width of widths) {
      if (used + width > lengthFt) break;
      fitting.push(width);
      used += width;
    }
    const weightSum = gapWeights.slice(0, fitting.length + 1).reduce((sum, weight) => sum + weight, 0) || 1;
    let cursor = 0;
    const gates = fitting.map((widthFt, index) => {
      if (!positioned) return { widthFt };
      cursor += Math.floor((((lengthFt - used) * (gapWeights[index] ?? 0)) / weightSum) * 100) / 100;
      const gate = { widthFt, offsetFt: Math.round(cursor * 100) / 100 };
      cursor += widthFt;
      return gate;
    });
    return { lengthFt, gates, ...(connectedToPrevious === undefined ? {} : { connectedToPrevious }) };
  });

const stylesOf = (material: FenceMaterialId) =>
  starterCatalog.styles.filter((s) => s.materialType === material);
const hardwareOf = (material: FenceMaterialId) =>
  starterCatalog.hardwareItems.filter(
    (item) => item.materialType === material || item.materialType === 'any',
  );

const requestArbitrary = fc
  .record({
    material: fc.constantFrom(...fenceMaterialIds),
    sides: fc.array(sideArbitrary, { minLength: 1, maxLength: 6 }),
    closed: fc.boolean(),
    styleChoice: fc.option(fc.nat(), { nil: undefined }),
    heightChoice: fc.nat(),
    perFoot: fc.boolean(),
    removal: fc.option(
      fc.record({
        material: fc.constantFrom(...fenceMaterialIds),
        lengthFt: fc.option(feet(1, 2000), { nil: undefined }),
      }),
      { nil: undefined },
    ),
    capChoice: fc.option(fc.nat(), { nil: undefined }),
    capQuantity: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
    hardwareChoices: fc.uniqueArray(fc.nat({ max: 6 }), { maxLength: 3 }),
    adjustments: fc.array(fc.integer({ min: -100_000, max: 100_000 }), { maxLength: 3 }),
    shippingDistanceMiles: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
    financed: fc.boolean(),
  })
  .map((choice): EstimateRequestInput => {
    const styles = stylesOf(choice.material);
    const style = choice.styleChoice === undefined ? undefined : styles[choice.styleChoice % styles.length];
    const heights = style?.availableHeights ?? [];
    const hardware = hardwareOf(choice.material);
    const cap =
      choice.capChoice === undefined
        ? undefined
        : starterCatalog.postCaps[choice.capChoice % starterCatalog.postCaps.length];
    return {
      zipCode: '78701',
      material: choice.material,
      sides: choice.sides,
      closed: choice.closed && choice.sides.length >= 3,
      ...(style
        ? {
            styleId: style.id,
            heightFt: heights[choice.heightChoice % heights.length],
            calculationMethod: choice.perFoot ? 'per_foot' : 'auto',
          }
        : {}),
      ...(choice.removal
        ? {
            removal: {
              material: choice.removal.material,
              ...(choice.removal.lengthFt === undefined ? {} : { lengthFt: choice.removal.lengthFt }),
            },
          }
        : {}),
      ...(cap
        ? { capId: cap.id, ...(choice.capQuantity === undefined ? {} : { capQuantity: choice.capQuantity }) }
        : {}),
      hardware: [
        ...new Set(choice.hardwareChoices.map((index) => hardware[index % hardware.length]?.id ?? '')),
      ]
        .filter((id) => id !== '')
        .map((hardwareId) => ({ hardwareId })),
      adjustments: choice.adjustments.map((cents, index) => ({
        label: `Adjustment ${index}`,
        value: cents / 100,
        reason: 'Agreed with the customer',
      })),
      ...(choice.shippingDistanceMiles === undefined
        ? {}
        : { shippingDistanceMiles: choice.shippingDistanceMiles }),
      financed: choice.financed,
    };
  })
  .map((input) => estimateRequestSchema.parse(input));

const settingsArbitrary = fc
  .record({
    markupPercentage: fc.integer({ min: 0, max: 60 }),
    siteAccessMultiplier: fc.constantFrom(1, 1.1, 1.25, 1.5),
    terrainDifficultyMultiplier: fc.constantFrom(1, 1.15, 1.3),
    taxEnabled: fc.boolean(),
    taxRatePercent: fc.constantFrom(0, 6.25, 8.25, 10),
    taxBase: fc.constantFrom('all' as const, 'materials' as const),
    minimumInstallationChargeCents: fc.constantFrom(0, 50_000, 250_000),
    removalType: fc.constantFrom('per_foot' as const, 'flat_fee' as const),
    programFeePercent: fc.constantFrom(0, 3.9, 9.9),
    method: fc.constantFrom('tiered' as const, 'flat' as const, 'per_mile' as const),
    tierThreeFree: fc.boolean(),
    discountPercent: fc.option(fc.constantFrom(10, 25), { nil: undefined }),
  })
  .map((s) =>
    settingsWith(
      {
        markupPercentage: s.markupPercentage,
        siteAccessMultiplier: s.siteAccessMultiplier,
        terrainDifficultyMultiplier: s.terrainDifficultyMultiplier,
        taxEnabled: s.taxEnabled,
        taxRatePercent: s.taxRatePercent,
        taxBase: s.taxBase,
        minimumInstallationChargeCents: s.minimumInstallationChargeCents,
        removal: { ...settingsWith().pricing.removal, pricingType: s.removalType },
        financing: {
          enabled: true,
          aprPercent: 9.99,
          termMonths: 60,
          programFeePercent: s.programFeePercent,
        },
      },
      {
        method: s.method,
        tierThreeFree: s.tierThreeFree,
        discountEnabled: s.discountPercent !== undefined,
        ...(s.discountPercent === undefined ? {} : { discountPercent: s.discountPercent }),
      },
    ),
  );

const runs = { numRuns: 400 };

const withSide = (request: EstimateRequest, index: number, side: EstimateRequest['sides'][number]) => ({
  ...request,
  sides: request.sides.map((current, at) => (at === index ? side : current)),
});

describe('estimator properties', () => {
  it('never totals below the minimum installation charge', () => {
    fc.assert(
      fc.property(requestArbitrary, settingsArbitrary, (request, settings) => {
        const estimate = priceFence(request, settings);
        expect(estimate.totalCents).toBeGreaterThanOrEqual(settings.pricing.minimumInstallationChargeCents);
      }),
      runs,
    );
  });

  it('never totals less when a side grows', () => {
    fc.assert(
      fc.property(
        requestArbitrary,
        settingsArbitrary,
        fc.nat(),
        feet(0.01, 150),
        (request, settings, pick, growth) => {
          const index = pick % request.sides.length;
          const side = request.sides[index];
          if (!side || side.lengthFt + growth > 2000) return;
          const longer = withSide(request, index, {
            ...side,
            lengthFt: Math.round((side.lengthFt + growth) * 100) / 100,
          });
          expect(priceFence(longer, settings).totalCents).toBeGreaterThanOrEqual(
            priceFence(request, settings).totalCents,
          );
        },
      ),
      runs,
    );
  });

  // Adding a gate where the installer puts it (a positioned gate, or the first gate of a side). Adding an
  // unpositioned gate to a side that already has some re-spaces every segment of the side, which can drop
  // more sections than the gate adds: docs/pricing.md shows that case.
  it('never totals less when a gate is added', () => {
    fc.assert(
      fc.property(
        requestArbitrary,
        settingsArbitrary,
        fc.nat(),
        feet(3, 20),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (request, settings, pick, widthFt, where) => {
          const index = pick % request.sides.length;
          const side = request.sides[index];
          if (!side || side.gates.length >= 6) return;
          let gates: EstimateRequest['sides'][number]['gates'] | undefined;
          if (side.gates.length === 0) {
            if (widthFt <= side.lengthFt) gates = [{ widthFt }];
          } else if (side.gates.every((gate) => gate.offsetFt !== undefined)) {
            const layout = layoutSide(side);
            // A fence segment wide enough for the new gate; the gate goes somewhere inside it.
            let start = 0;
            for (const [at, segment] of layout.segmentsFt.entries()) {
              if (segment >= widthFt) {
                const offsetFt = Math.round((start + (segment - widthFt) * where) * 100) / 100;
                gates = [...side.gates, { widthFt, offsetFt }];
                break;
              }
              const gate = layout.gates[at];
              if (gate) start = gate.startFt + gate.widthFt;
            }
          }
          if (!gates) return;
          const withGate = estimateRequestSchema.parse(withSide(request, index, { ...side, gates }));
          expect(priceFence(withGate, settings).totalCents).toBeGreaterThanOrEqual(
            priceFence(request, settings).totalCents,
          );
        },
      ),
      runs,
    );
  });

  it('totals every figure as the sum of its lines, to the cent, in cents and in dollars', () => {
    const sum = (estimate: EstimateCents, category?: LineCategory) =>
      estimate.lines
        .filter((line) => category === undefined || line.category === category)
        .reduce((total, line) => total + line.amountCents, 0);
    fc.assert(
      fc.property(requestArbitrary, settingsArbitrary, (request, settings) => {
        const estimate = priceFence(request, settings);
        for (const line of estimate.lines) {
          expect(Number.isInteger(line.amountCents)).toBe(true);
          expect(Math.abs(line.amountCents - line.quantity * line.unitPriceCents)).toBeLessThanOrEqual(
            0.5 + 1e-6,
          );
        }
        expect(estimate.totalCents).toBe(sum(estimate));
        expect(estimate.materialsCents).toBe(sum(estimate, 'materials'));
        expect(estimate.optionsCents).toBe(sum(estimate, 'options'));
        expect(estimate.totalLaborCents).toBe(sum(estimate, 'labor'));
        expect(estimate.laborCents + estimate.laborPerPostCents).toBe(estimate.totalLaborCents);
        expect(estimate.shippingCents).toBe(sum(estimate, 'shipping'));
        expect(estimate.taxCents).toBe(sum(estimate, 'tax'));
        expect(estimate.programFeeCents).toBe(sum(estimate, 'financing'));
        expect(estimate.adjustmentsCents).toBe(sum(estimate, 'adjustment'));
        const dollars = estimateFence(request, settings);
        expect(toCents(dollars.totalCost)).toBe(
          dollars.lines.reduce((total, line) => total + toCents(line.amount), 0),
        );
        expect(toCents(dollars.totalCost)).toBe(
          toCents(dollars.materialsCost) +
            toCents(dollars.optionsCost) +
            toCents(dollars.totalLaborCost) +
            toCents(dollars.shippingCost) +
            toCents(dollars.adjustmentsCost) +
            toCents(dollars.taxAmount) +
            toCents(dollars.programFee),
        );
      }),
      runs,
    );
  });

  it('charges no tax while tax is off', () => {
    fc.assert(
      fc.property(requestArbitrary, settingsArbitrary, (request, settings) => {
        const off = { ...settings, pricing: { ...settings.pricing, taxEnabled: false } };
        const estimate = estimateFence(request, off);
        expect(estimate.taxAmount).toBe(0);
        expect(estimate.lines.some((line) => line.category === 'tax')).toBe(false);
      }),
      runs,
    );
  });

  it('gives the same output for the same input', () => {
    fc.assert(
      fc.property(requestArbitrary, settingsArbitrary, (request, settings) => {
        const first = estimateFence(request, settings);
        const again = estimateFence(structuredClone(request), structuredClone(settings));
        expect(JSON.stringify(again)).toBe(JSON.stringify(first));
      }),
      runs,
    );
  });
});
