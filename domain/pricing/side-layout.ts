// Where the gates of one side are and the fence segments between them. Positioned gates stay where the
// installer put them; otherwise the gates split the side's fence feet into equal segments.
import { gateLeaves } from './gates';

export interface GateInput {
  widthFt: number;
  offsetFt?: number | undefined;
}

export interface PlacedGate {
  /** Index of the gate in the side's request, so errors and labels can point back to it. */
  index: number;
  startFt: number;
  widthFt: number;
  leaves: 1 | 2;
}

export interface SideLayout {
  lengthFt: number;
  fenceFeet: number;
  /** Fence lengths from the side's start to its end, one more than the gates; a segment may be 0. */
  segmentsFt: number[];
  /** In order along the side. */
  gates: PlacedGate[];
}

// Sub-micro-foot noise from sums and divisions must not add a section (96.0000001 in → 13 sections).
const clean = (feet: number) => Math.round(feet * 1e6) / 1e6;

export const layoutSide = (side: { lengthFt: number; gates: readonly GateInput[] }): SideLayout => {
  const gateFeet = side.gates.reduce((sum, gate) => sum + gate.widthFt, 0);
  const fenceFeet = clean(side.lengthFt - gateFeet);
  const positioned = side.gates.length > 0 && side.gates.every((gate) => gate.offsetFt !== undefined);
  if (!positioned) {
    const segment = clean(fenceFeet / (side.gates.length + 1));
    let cursor = 0;
    const gates = side.gates.map((gate, index) => {
      cursor += segment;
      const placed = {
        index,
        startFt: clean(cursor),
        widthFt: gate.widthFt,
        leaves: gateLeaves(gate.widthFt),
      };
      cursor += gate.widthFt;
      return placed;
    });
    return {
      lengthFt: side.lengthFt,
      fenceFeet,
      segmentsFt: Array(side.gates.length + 1).fill(segment),
      gates,
    };
  }
  const gates = side.gates
    .map((gate, index) => ({
      index,
      startFt: gate.offsetFt ?? 0,
      widthFt: gate.widthFt,
      leaves: gateLeaves(gate.widthFt),
    }))
    .sort((a, b) => a.startFt - b.startFt || a.index - b.index);
  const segmentsFt: number[] = [];
  let cursor = 0;
  for (const gate of gates) {
    segmentsFt.push(Math.max(0, clean(gate.startFt - cursor)));
    cursor = gate.startFt + gate.widthFt;
  }
  segmentsFt.push(Math.max(0, clean(side.lengthFt - cursor)));
  return { lengthFt: side.lengthFt, fenceFeet, segmentsFt, gates };
};
