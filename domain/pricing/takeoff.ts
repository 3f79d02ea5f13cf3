// The takeoff: sections, posts, gates, caps and concrete of a fence, counted run by run. Each segment
// between gates has ceil(feet / section) sections and one post more; connected sides share a corner post.

import { roundFeet } from './rounding';
import { layoutSide, type SideLayout } from './side-layout';

export interface SideTakeoff {
  lengthFt: number;
  fenceFeet: number;
  sections: number;
  /** This side's posts counted alone, before sharing a corner with its neighbour. */
  posts: number;
  gates: number;
  layout: SideLayout;
}

export interface Takeoff {
  sectionInches: number;
  /** Total length of the sides, gate openings included. */
  runFeet: number;
  /** Length of fence: the sides less their gates. */
  fenceFeet: number;
  sections: number;
  posts: number;
  /** Corners where two sides share a post (each saves one post). */
  sharedCorners: number;
  gates: number;
  gateLeaves: number;
  doubleGates: number;
  caps: number;
  concreteBags: number;
  sides: SideTakeoff[];
}

export interface FenceLayoutInput {
  sides: ReadonlyArray<{
    lengthFt: number;
    gates: ReadonlyArray<{ widthFt: number; offsetFt?: number | undefined }>;
    connectedToPrevious?: boolean | undefined;
  }>;
  closed?: boolean | undefined;
}

export interface TakeoffOptions {
  sectionInches: number;
  concreteBagsPerPost: number;
  /** Caps wanted; one per post when absent. */
  capQuantity?: number | undefined;
}

/** Sections of one segment; an empty segment has none but still its post, to hang the gate on. */
export const sectionsIn = (segmentFt: number, sectionInches: number): number =>
  segmentFt <= 0 ? 0 : Math.ceil((segmentFt * 12) / sectionInches - 1e-9);

const takeoffSide = (side: FenceLayoutInput['sides'][number], sectionInches: number): SideTakeoff => {
  const layout = layoutSide(side);
  let sections = 0;
  for (const segment of layout.segmentsFt) sections += sectionsIn(segment, sectionInches);
  return {
    lengthFt: side.lengthFt,
    fenceFeet: layout.fenceFeet,
    sections,
    posts: sections + layout.segmentsFt.length,
    gates: layout.gates.length,
    layout,
  };
};

export const takeoffFence = (fence: FenceLayoutInput, options: TakeoffOptions): Takeoff => {
  const sides = fence.sides.map((side) => takeoffSide(side, options.sectionInches));
  let sharedCorners = fence.closed && sides.length > 1 ? 1 : 0;
  fence.sides.forEach((side, index) => {
    if (index > 0 && side.connectedToPrevious !== false) sharedCorners += 1;
  });
  let runFeet = 0;
  let fenceFeet = 0;
  let sections = 0;
  let sidePosts = 0;
  let gates = 0;
  let gateLeaves = 0;
  let doubleGates = 0;
  for (const side of sides) {
    runFeet += side.lengthFt;
    fenceFeet += side.fenceFeet;
    sections += side.sections;
    sidePosts += side.posts;
    gates += side.gates;
    for (const gate of side.layout.gates) {
      gateLeaves += gate.leaves;
      if (gate.leaves === 2) doubleGates += 1;
    }
  }
  const posts = sidePosts - sharedCorners;
  return {
    sectionInches: options.sectionInches,
    runFeet: roundFeet(runFeet),
    fenceFeet: roundFeet(fenceFeet),
    sections,
    posts,
    sharedCorners,
    gates,
    gateLeaves,
    doubleGates,
    caps: options.capQuantity ?? posts,
    concreteBags: posts * options.concreteBagsPerPost,
    sides,
  };
};
