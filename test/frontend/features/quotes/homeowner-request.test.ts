// The homeowner's answers as a fence: the back-yard helper, where gates go, and step-by-step checks.
import { describe, expect, it } from 'vitest';
import { estimateRequestSchema } from '#domain/pricing/schemas';
import {
  backYardFenceFeet,
  emptyHomeownerAnswers,
  type HomeownerAnswers,
  homeownerErrors,
  homeownerFenceFeet,
  homeownerRequest,
  parseFeet,
} from '#frontend/features/quotes/homeowner-request';

const answers = (patch: Partial<HomeownerAnswers>): HomeownerAnswers => ({
  ...emptyHomeownerAnswers,
  ...patch,
});

describe('the back-yard helper', () => {
  it('fences one side, the back and the other side: width + 2 × depth', () => {
    expect(backYardFenceFeet(50, 80)).toBe(210);
    expect(homeownerFenceFeet(answers({ sizeMode: 'yard', yardWidthFt: '50', yardDepthFt: '80' }))).toBe(210);
  });

  it('describes the yard as three connected runs: depth, width, depth', () => {
    const request = homeownerRequest(
      answers({
        sizeMode: 'yard',
        yardWidthFt: '50',
        yardDepthFt: '80',
        material: 'cedar',
        zipCode: '60601',
      }),
    );
    expect(request.sides.map((side) => side.lengthFt)).toEqual([80, 50, 80]);
    expect(estimateRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves the total unknown until both sizes are numbers', () => {
    expect(homeownerFenceFeet(answers({ sizeMode: 'yard', yardWidthFt: '50' }))).toBeUndefined();
    expect(
      homeownerFenceFeet(answers({ sizeMode: 'yard', yardWidthFt: '50', yardDepthFt: 'abc' })),
    ).toBeUndefined();
  });
});

describe('a known length', () => {
  it('is one run with every gate on it, each a 4 ft walk gate', () => {
    const request = homeownerRequest(
      answers({ lengthFt: '150', gates: 2, material: 'vinyl', zipCode: '78701' }),
    );
    expect(request).toEqual({
      zipCode: '78701',
      material: 'vinyl',
      sides: [{ lengthFt: 150, gates: [{ widthFt: 4 }, { widthFt: 4 }] }],
    });
  });

  it('reads thousands separators and ignores spaces', () => {
    expect(parseFeet(' 1,200 ')).toBe(1200);
    expect(parseFeet('')).toBeUndefined();
    expect(parseFeet('ten')).toBeNaN();
  });
});

describe('gates in a yard', () => {
  it('go to the run with the most fence left', () => {
    const request = homeownerRequest(
      answers({ sizeMode: 'yard', yardWidthFt: '30', yardDepthFt: '30', gates: 3 }),
    );
    expect(request.sides.map((side) => side.gates.length)).toEqual([1, 1, 1]);
    const wide = homeownerRequest(
      answers({ sizeMode: 'yard', yardWidthFt: '100', yardDepthFt: '10', gates: 2 }),
    );
    expect(wide.sides.map((side) => side.gates.length)).toEqual([0, 2, 0]);
  });
});

describe('checking each step', () => {
  it('names the size field on step 1 and nothing later', () => {
    expect(homeownerErrors(answers({}), 1)).toEqual({ lengthFt: 'side.length.invalid' });
    expect(homeownerErrors(answers({ lengthFt: '120' }), 1)).toEqual({});
  });

  it('names the yard field that is wrong', () => {
    expect(homeownerErrors(answers({ sizeMode: 'yard', yardWidthFt: '50', yardDepthFt: '0' }), 1)).toEqual({
      yardDepthFt: 'side.length.invalid',
    });
    expect(homeownerErrors(answers({ sizeMode: 'yard', yardWidthFt: '', yardDepthFt: '40' }), 1)).toEqual({
      yardWidthFt: 'side.length.invalid',
    });
  });

  it('says when the gates do not fit the fence', () => {
    expect(homeownerErrors(answers({ lengthFt: '10', gates: 3 }), 1)).toEqual({ gates: 'gates.tooWide' });
  });

  it('asks for a fence type on step 2 and a 5-digit ZIP on step 3', () => {
    expect(homeownerErrors(answers({ lengthFt: '120' }), 2)).toEqual({ material: 'material.invalid' });
    const typed = answers({ lengthFt: '120', material: 'aluminum', zipCode: '123' });
    expect(homeownerErrors(typed, 2)).toEqual({});
    expect(homeownerErrors(typed, 3)).toEqual({ zipCode: 'zipCode.invalid' });
    expect(homeownerErrors({ ...typed, zipCode: '12345' }, 3)).toEqual({});
  });
});
