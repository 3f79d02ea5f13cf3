// A QR code's modules (true = dark, from uqr's `encode`, quiet zone included) drawn as SVG: one path of the
// dark runs of each row, shown inline on the page and downloaded as a file. Pure, so it is unit-tested.

type Modules = ReadonlyArray<ReadonlyArray<boolean>>;

/** The path of the dark modules, one `M x y h n v 1 h -n z` per run of dark modules in a row. */
export const qrPathData = (modules: Modules): string => {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      const run = x - start;
      parts.push(`M${start} ${y}h${run}v1h-${run}z`);
    }
  });
  return parts.join('');
};

const text = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A standalone SVG file of the code, `pixels` wide, black on white, titled. */
export const qrSvgDocument = (modules: Modules, title: string, pixels = 512): string => {
  const size = modules.length;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">`,
    `<title>${text(title)}</title>`,
    `<rect width="${size}" height="${size}" fill="#ffffff"/>`,
    `<path d="${qrPathData(modules)}" fill="#000000"/>`,
    '</svg>',
  ].join('');
};

/** The downloaded file's name: `qr-<slug>.svg`. */
export const qrFileName = (slug: string): string => `qr-${slug}.svg`;
