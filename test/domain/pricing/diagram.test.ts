import { describe, expect, it } from 'vitest';
import { type DiagramSide, renderFenceDiagram } from '#domain/pricing/diagram';

const yard: DiagramSide[] = [
  { lengthFt: 100, gates: [{ widthFt: 4 }] },
  { lengthFt: 50, gates: [{ widthFt: 12, offsetFt: 10 }] },
  { lengthFt: 100, gates: [] },
];

describe('fence diagram', () => {
  it('renders the same bytes for the same fence', () => {
    const first = renderFenceDiagram(yard);
    expect(renderFenceDiagram(structuredClone(yard))).toBe(first);
    expect(first.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(first.endsWith('</svg>')).toBe(true);
  });

  it('labels each side with its length, and each gate with its width', () => {
    const svg = renderFenceDiagram(yard);
    for (const label of ['A: 100 ft', 'B: 50 ft', 'C: 100 ft', '>4 ft<', '>12 ft<'])
      expect(svg).toContain(label);
  });

  it('draws fence runs as lines with gaps for gates, and an arc per gate leaf', () => {
    const svg = renderFenceDiagram(yard);
    // Side A: two runs around its gate; side B: a run each side of its gate; side C: one run.
    expect(svg.match(/<line /g)).toHaveLength(5);
    // One leaf for the 4 ft gate, two for the 12 ft double gate.
    expect(svg.match(/A\d/g)).toHaveLength(3);
  });

  it('turns 90° clockwise by default and as told otherwise', () => {
    const square = renderFenceDiagram([
      { lengthFt: 10, gates: [] },
      { lengthFt: 10, gates: [] },
    ]);
    expect(square).toContain('<line x1="100" y1="48" x2="660" y2="48"/>');
    expect(square).toContain('<line x1="660" y1="48" x2="660" y2="608"/>');
    const straight = renderFenceDiagram([
      { lengthFt: 10, gates: [] },
      { lengthFt: 10, gates: [], turnDegrees: 0 },
    ]);
    expect(straight).toContain('<line x1="380" y1="48" x2="660" y2="48"/>');
  });

  it('escapes text and loads nothing from outside', () => {
    const svg = renderFenceDiagram(yard, { title: '<script>alert("x")</script> & Co', unitLabel: "pies'" });
    expect(svg).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</title>');
    expect(svg).toContain('100 pies&#39;');
    expect(svg).not.toMatch(/<script|href=|url\(|@import|<image|<foreignObject/i);
  });
});
