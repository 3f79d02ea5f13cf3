import { describe, expect, it } from 'vitest';
import { estimateFence } from '#domain/pricing/estimate';
import { defaultEstimatorSettings } from '#domain/pricing/settings';
import { layoutSide } from '#domain/pricing/side-layout';
import { sectionsIn, takeoffFence } from '#domain/pricing/takeoff';
import { fenceRequest } from './factories';

const eightFoot = { sectionInches: 96, concreteBagsPerPost: 2 };

describe('takeoff', () => {
  it('one 100 ft vinyl side without a gate: 13 sections, 14 posts', () => {
    const takeoff = takeoffFence({ sides: [{ lengthFt: 100, gates: [] }] }, eightFoot);
    expect(takeoff).toMatchObject({ fenceFeet: 100, sections: 13, posts: 14, gates: 0 });
  });

  it('the same side with a 4 ft gate: two segments of 48 ft, 12 sections, 14 posts, 1 gate', () => {
    const takeoff = takeoffFence({ sides: [{ lengthFt: 100, gates: [{ widthFt: 4 }] }] }, eightFoot);
    expect(takeoff.sides[0]?.layout.segmentsFt).toEqual([48, 48]);
    expect(takeoff).toMatchObject({ fenceFeet: 96, sections: 12, posts: 14, gates: 1 });
  });

  it('prices the API example run by run: 146 ft, 19 sections, 21 posts, 1 gate', () => {
    const estimate = estimateFence(
      fenceRequest({
        material: 'vinyl',
        sides: [
          { lengthFt: 100, gates: [{ widthFt: 4 }] },
          { lengthFt: 50, gates: [] },
        ],
      }),
      defaultEstimatorSettings,
    );
    expect(estimate.takeoff).toMatchObject({ fenceFeet: 146, sections: 19, posts: 21, gates: 1 });
  });

  it('shares one post per connected corner, and one more when the loop is closed', () => {
    const side = { lengthFt: 16, gates: [] };
    expect(takeoffFence({ sides: [side, side, side] }, eightFoot).posts).toBe(3 * 3 - 2);
    expect(
      takeoffFence({ sides: [side, { ...side, connectedToPrevious: false }, side] }, eightFoot).posts,
    ).toBe(3 * 3 - 1);
    const square = takeoffFence({ sides: [side, side, side, side], closed: true }, eightFoot);
    expect(square).toMatchObject({ sections: 8, posts: 8, sharedCorners: 4 });
  });

  it('keeps the post of an empty segment to hang the gate on', () => {
    const takeoff = takeoffFence({ sides: [{ lengthFt: 4, gates: [{ widthFt: 4 }] }] }, eightFoot);
    expect(takeoff).toMatchObject({ fenceFeet: 0, sections: 0, posts: 2, gates: 1 });
  });

  it('leaves positioned gates where they are', () => {
    const layout = layoutSide({
      lengthFt: 60,
      gates: [
        { widthFt: 4, offsetFt: 40 },
        { widthFt: 10, offsetFt: 0 },
      ],
    });
    expect(layout.segmentsFt).toEqual([0, 30, 16]);
    expect(layout.gates.map((gate) => [gate.index, gate.startFt, gate.leaves])).toEqual([
      [1, 0, 2],
      [0, 40, 1],
    ]);
    const takeoff = takeoffFence(
      {
        sides: [
          {
            lengthFt: 60,
            gates: [
              { widthFt: 4, offsetFt: 40 },
              { widthFt: 10, offsetFt: 0 },
            ],
          },
        ],
      },
      eightFoot,
    );
    expect(takeoff).toMatchObject({ sections: 4 + 2, posts: 1 + 5 + 3, gateLeaves: 3, doubleGates: 1 });
  });

  it('counts sections without float noise adding one', () => {
    expect(sectionsIn(96, 96)).toBe(12);
    expect(sectionsIn(0.1 + 0.2 + 7.7, 96)).toBe(1);
    expect(sectionsIn(8.01, 96)).toBe(2);
    const takeoff = takeoffFence({ sides: [{ lengthFt: 24.3, gates: [{ widthFt: 8.3 }] }] }, eightFoot);
    expect(takeoff.sections).toBe(2);
  });

  it('sets chain link line posts every 10 ft without a style, and uses a style section width when given', () => {
    const chain = estimateFence(fenceRequest({ material: 'chain_link' }), defaultEstimatorSettings);
    expect(chain.takeoff).toMatchObject({ sectionInches: 120, sections: 10, posts: 11 });
    const aluminum = estimateFence(
      fenceRequest({ material: 'aluminum', styleId: 'aluminum-flat-top' }),
      defaultEstimatorSettings,
    );
    expect(aluminum.takeoff).toMatchObject({ sectionInches: 72, sections: 17, posts: 18 });
  });

  it('wants a cap per post and concrete per post unless told otherwise', () => {
    const takeoff = takeoffFence(
      { sides: [{ lengthFt: 100, gates: [] }] },
      { ...eightFoot, concreteBagsPerPost: 3 },
    );
    expect(takeoff).toMatchObject({ caps: 14, concreteBags: 42 });
    expect(
      takeoffFence({ sides: [{ lengthFt: 100, gates: [] }] }, { ...eightFoot, capQuantity: 5 }).caps,
    ).toBe(5);
  });
});
