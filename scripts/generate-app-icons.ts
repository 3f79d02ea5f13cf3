// The favicon pages link (index.html) and the installed app's icons (web app manifest, iPhone home screen),
// drawn from frontend/public/favicon.svg by Debian's Chromium, so the logo has one source. Run after changing
// the favicon, and commit the PNGs:
//   npx tsx scripts/generate-app-icons.ts
// "any" icons are the favicon as it is (rounded corners); the maskable and Apple icons fill the square with the
// brand colour and shrink the pickets into the safe zone (the middle 80% circle), because the phone cuts its
// own shape out of them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '#test/support/chromium';

const publicDir = fileURLToPath(new URL('../frontend/public/', import.meta.url));
const iconsDir = `${publicDir}icons/`;

const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');

/** The favicon's background square (the first <rect>) and the drawing on top of it. */
const splitFavicon = (svg: string) => {
  const match = svg.match(/^(<svg[^>]*>)(?:<title>[^<]*<\/title>)?(<rect [^>]*\/>)(.*)<\/svg>\s*$/s);
  const [, open, background, drawing] = match ?? [];
  const fill = background?.match(/fill="(#[0-9a-fA-F]{3,6})"/)?.[1];
  if (!open || !drawing || !fill)
    throw new Error('favicon.svg is no longer <svg><title/><rect fill=…/>drawing</svg>: update this script');
  return { open, fill, drawing };
};

/** Full bleed: the brand colour to every edge, the drawing scaled about the centre. */
const fullBleed = (svg: string, scale: number) => {
  const { open, fill, drawing } = splitFavicon(svg);
  return `${open}<rect width="32" height="32" fill="${fill}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${drawing}</g></svg>`;
};

const icons = [
  { file: 'favicon-32.png', size: 32, svg: favicon },
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(favicon, 0.75) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(favicon, 0.8) },
];

const browser = await launchChromium();
try {
  mkdirSync(iconsDir, { recursive: true });
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0">${sized}</body></html>`);
    writeFileSync(`${iconsDir}${file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`frontend/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
