// The homeowner's three answers (size, fence type, ZIP) as an estimate request. People who do not know
// their footage give the back yard's width and depth: the house closes the yard, so the fence runs down
// one side, across the back and up the other side (width + 2 × depth). The checks against the shared
// request schema are in homeowner-request.ts, which the page loads on the visitor's first input.
import type { MessageKey } from '#domain/messages';
import { maxGatesPerSide } from '#domain/pricing/limits';
import type { FenceMaterialId } from '#domain/pricing/materials';

/** Homeowners count gates; each is priced as a standard walk gate of this width. */
export const homeownerGateWidthFt = 4;
export const maxHomeownerGates = maxGatesPerSide;

export type SizeMode = 'length' | 'yard';

export interface HomeownerAnswers {
  sizeMode: SizeMode;
  /** As typed, in feet. */
  lengthFt: string;
  yardWidthFt: string;
  yardDepthFt: string;
  gates: number;
  material: FenceMaterialId | null;
  zipCode: string;
}

export const emptyHomeownerAnswers: HomeownerAnswers = {
  sizeMode: 'length',
  lengthFt: '',
  yardWidthFt: '',
  yardDepthFt: '',
  gates: 0,
  material: null,
  zipCode: '',
};

/** A typed number, or undefined when the field is empty (the schema then names the field). */
export const parseFeet = (typed: string): number | undefined => {
  const trimmed = typed.trim().replace(/,/g, '');
  return trimmed === '' ? undefined : Number(trimmed);
};

/** Fence around a back yard closed by the house: one side, the back and the other side. */
export const backYardFenceFeet = (widthFt: number, depthFt: number): number => widthFt + 2 * depthFt;

/** The runs of fence the answers describe: one run, or the yard's side, back and other side. */
const runsOf = (answers: HomeownerAnswers): Array<number | undefined> =>
  answers.sizeMode === 'length'
    ? [parseFeet(answers.lengthFt)]
    : [parseFeet(answers.yardDepthFt), parseFeet(answers.yardWidthFt), parseFeet(answers.yardDepthFt)];

/** Gates go one by one to the run with the most fence left, so they fit wherever they can. */
const gatesPerRun = (runs: Array<number | undefined>, gates: number): number[] => {
  const counts = runs.map(() => 0);
  for (let gate = 0; gate < gates; gate++) {
    let best = 0;
    let bestLeft = Number.NEGATIVE_INFINITY;
    runs.forEach((feet, index) => {
      const left = (feet ?? 0) - (counts[index] ?? 0) * homeownerGateWidthFt;
      if (left > bestLeft && (counts[index] ?? 0) < maxGatesPerSide) {
        best = index;
        bestLeft = left;
      }
    });
    counts[best] = (counts[best] ?? 0) + 1;
  }
  return counts;
};

/** The fence as the estimator takes it; numbers left empty stay undefined so validation names them. */
export const homeownerRequest = (answers: HomeownerAnswers) => {
  const runs = runsOf(answers);
  const gates = gatesPerRun(runs, answers.gates);
  return {
    zipCode: answers.zipCode.trim(),
    material: answers.material ?? undefined,
    sides: runs.map((lengthFt, index) => ({
      lengthFt,
      gates: Array.from({ length: gates[index] ?? 0 }, () => ({ widthFt: homeownerGateWidthFt })),
    })),
  };
};

/** Total feet of fence the answers describe, once every run is a number. */
export const homeownerFenceFeet = (answers: HomeownerAnswers): number | undefined => {
  const runs = runsOf(answers);
  if (runs.some((feet) => feet === undefined || !Number.isFinite(feet))) return undefined;
  return runs.reduce<number>((sum, feet) => sum + (feet ?? 0), 0);
};

export type HomeownerField = 'lengthFt' | 'yardWidthFt' | 'yardDepthFt' | 'gates' | 'material' | 'zipCode';
export type HomeownerErrors = Partial<Record<HomeownerField, MessageKey>>;
