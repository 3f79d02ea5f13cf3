// The fence drawn as a self-contained SVG string, stored as the quote's diagram: sides as a polyline
// turning 90° clockwise unless told, each labelled with its length, gates as openings with swing arcs.
// Pure and deterministic (same fence → same bytes); all text is escaped and nothing external is loaded.
import { layoutSide, type SideLayout } from './side-layout';

export interface DiagramSide {
  lengthFt: number;
  gates: ReadonlyArray<{ widthFt: number; offsetFt?: number | undefined }>;
  connectedToPrevious?: boolean | undefined;
  /** Direction change from the previous side, degrees clockwise; 90 when absent. */
  turnDegrees?: number | undefined;
}

export interface DiagramOptions {
  /** Unit after each length, e.g. 'ft' or 'pies'. */
  unitLabel?: string;
  /** Accessible title of the drawing. */
  title?: string;
}

interface Point {
  x: number;
  y: number;
}

const drawingPx = 560;
// Room for the length labels: wider at the sides, where labels run horizontally away from the fence.
const paddingX = 100;
const paddingY = 48;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) =>
    char === '&'
      ? '&amp;'
      : char === '<'
        ? '&lt;'
        : char === '>'
          ? '&gt;'
          : char === '"'
            ? '&quot;'
            : '&#39;',
  );

/** A coordinate to one decimal, never "-0", so output bytes do not depend on float noise. */
const px = (value: number) => String(Math.round(value * 10) / 10 || 0);

const formatFeet = (feet: number) => String(Math.round(feet * 100) / 100);

/** A, B, … Z, AA, AB, …: how sides are named on a plan. */
const sideName = (index: number): string =>
  (index >= 26 ? sideName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

const along = (from: Point, direction: Point, distance: number): Point => ({
  x: from.x + direction.x * distance,
  y: from.y + direction.y * distance,
});

interface PlacedSide {
  start: Point;
  direction: Point;
  layout: SideLayout;
}

/** Walks the sides in feet: start east, turn clockwise (SVG's y grows downward) by each side's turn. */
const walk = (sides: readonly DiagramSide[]): PlacedSide[] => {
  let heading = 0;
  let position: Point = { x: 0, y: 0 };
  return sides.map((side, index) => {
    if (index > 0) heading += side.turnDegrees ?? 90;
    const radians = (heading * Math.PI) / 180;
    // Rounded so right angles give exact 0/±1 and the drawing stays byte-stable.
    const direction = {
      x: Math.round(Math.cos(radians) * 1e9) / 1e9,
      y: Math.round(Math.sin(radians) * 1e9) / 1e9,
    };
    const placed = { start: position, direction, layout: layoutSide(side) };
    position = along(position, direction, side.lengthFt);
    return placed;
  });
};

export const renderFenceDiagram = (sides: readonly DiagramSide[], options: DiagramOptions = {}): string => {
  const unit = escapeXml(options.unitLabel ?? 'ft');
  const title = escapeXml(options.title ?? 'Fence diagram');
  const placed = walk(sides);
  const corners = placed.flatMap(({ start, direction, layout }) => [
    start,
    along(start, direction, layout.lengthFt),
  ]);
  const minX = Math.min(...corners.map((point) => point.x));
  const minY = Math.min(...corners.map((point) => point.y));
  const spanX = Math.max(...corners.map((point) => point.x)) - minX;
  const spanY = Math.max(...corners.map((point) => point.y)) - minY;
  const scale = drawingPx / Math.max(spanX, spanY, 1);
  const toPx = (point: Point): Point => ({
    x: (point.x - minX) * scale + paddingX,
    y: (point.y - minY) * scale + paddingY,
  });
  const width = spanX * scale + 2 * paddingX;
  const height = spanY * scale + 2 * paddingY;

  const fence: string[] = [];
  const gates: string[] = [];
  const posts = new Set<string>();
  const labels: string[] = [];
  // A corner is the end of one side and the start of the next: one dot.
  const post = (point: Point) => {
    const at = toPx(point);
    posts.add(`<circle cx="${px(at.x)}" cy="${px(at.y)}" r="3.5"/>`);
  };

  // Text beside a point, pushed `distancePx` one way and anchored so it grows away from the fence.
  const text = (at: Point, away: Point, distancePx: number, content: string) => {
    const x = at.x + away.x * distancePx;
    const y = at.y + away.y * distancePx + 4 + (away.y > 0.5 ? 6 : 0);
    const anchor = away.x > 0.5 ? 'start' : away.x < -0.5 ? 'end' : 'middle';
    return `<text x="${px(x)}" y="${px(y)}" text-anchor="${anchor}">${content}</text>`;
  };

  placed.forEach(({ start, direction, layout }, index) => {
    // Outside of a clockwise walk is to the left of the direction of travel.
    const outward: Point = { x: direction.y, y: -direction.x };
    const inward: Point = { x: -outward.x, y: -outward.y };
    let cursor = 0;
    const runs: Array<[number, number]> = [];
    for (const gate of layout.gates) {
      runs.push([cursor, gate.startFt]);
      cursor = gate.startFt + gate.widthFt;
    }
    runs.push([cursor, layout.lengthFt]);
    for (const [from, to] of runs) {
      const a = toPx(along(start, direction, from));
      const b = toPx(along(start, direction, to));
      if (to > from) fence.push(`<line x1="${px(a.x)}" y1="${px(a.y)}" x2="${px(b.x)}" y2="${px(b.y)}"/>`);
      post(along(start, direction, from));
      post(along(start, direction, to));
    }
    for (const gate of layout.gates) {
      // Gates swing into the yard, away from the length labels outside.
      const leafFt = gate.widthFt / gate.leaves;
      const hinges =
        gate.leaves === 2
          ? [
              { hinge: gate.startFt, toward: 1 },
              { hinge: gate.startFt + gate.widthFt, toward: -1 },
            ]
          : [{ hinge: gate.startFt, toward: 1 }];
      for (const { hinge, toward } of hinges) {
        const hingePoint = along(start, direction, hinge);
        const closed = toPx(along(start, direction, hinge + toward * leafFt));
        const open = toPx(along(hingePoint, inward, leafFt));
        const origin = toPx(hingePoint);
        const radius = leafFt * scale;
        const u = { x: closed.x - origin.x, y: closed.y - origin.y };
        const v = { x: open.x - origin.x, y: open.y - origin.y };
        const sweep = u.x * v.y - u.y * v.x > 0 ? 1 : 0;
        gates.push(
          `<path d="M${px(origin.x)} ${px(origin.y)}L${px(open.x)} ${px(open.y)}M${px(closed.x)} ${px(closed.y)}A${px(radius)} ${px(radius)} 0 0 ${sweep} ${px(open.x)} ${px(open.y)}"/>`,
        );
      }
      const middle = toPx(along(start, direction, gate.startFt + gate.widthFt / 2));
      labels.push(text(middle, inward, leafFt * scale + 14, `${formatFeet(gate.widthFt)} ${unit}`));
    }
    const middle = toPx(along(start, direction, layout.lengthFt / 2));
    labels.push(text(middle, outward, 16, `${sideName(index)}: ${formatFeet(layout.lengthFt)} ${unit}`));
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${px(width)} ${px(height)}" width="${px(width)}" height="${px(height)}" role="img">`,
    `<title>${title}</title>`,
    '<rect width="100%" height="100%" fill="#ffffff"/>',
    `<g stroke="#1f2937" stroke-width="4" stroke-linecap="round">${fence.join('')}</g>`,
    `<g fill="none" stroke="#2563eb" stroke-width="2">${gates.join('')}</g>`,
    `<g fill="#1f2937">${[...posts].join('')}</g>`,
    `<g font-family="system-ui, sans-serif" font-size="13" fill="#111827">${labels.join('')}</g>`,
    '</svg>',
  ].join('');
};

/** The diagram of a request's sides with its units and title in `language` ("pies" in Spanish). */
export const fenceDiagramIn = (
  sides: Parameters<typeof renderFenceDiagram>[0],
  language: 'en' | 'es',
): string =>
  renderFenceDiagram(sides, {
    unitLabel: language === 'es' ? 'pies' : 'ft',
    title: language === 'es' ? 'Diagrama de la cerca' : 'Fence diagram',
  });
