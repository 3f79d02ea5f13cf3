// Lighthouse on the public pages (`npm run bench -- lighthouse`), as a homeowner opening a texted link on a
// mid-range phone sees them: the `lighthouse` npm package's default (mobile) settings — simulated slow 4G and
// a 4× slower CPU — against the built app as `npm start` serves it, in Debian's Chromium. Each page is run
// three times from an empty cache; each figure is the median of its runs.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#infra/local/free-port';
import {
  BenchClient,
  loadedMachineNote,
  publishPortal,
  signUpContractor,
  startBenchApp,
  textedQuote,
  verdict,
} from './bench-app';
import { median } from './bench-timing';

/** Runs per page; the median of each figure is reported. `PICKET_BENCH_LIGHTHOUSE_RUNS` lowers it while developing. */
const runsPerPage = Number(process.env.PICKET_BENCH_LIGHTHOUSE_RUNS) || 3;
/** `PICKET_BENCH_LIGHTHOUSE_PAGES=/,/c/{slug}` measures only those pages (as printed) while developing. */
const onlyPages = process.env.PICKET_BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** Each figure's target: what the issue asks of every public page. */
const targets: { [K in keyof Figures]: { label: string; met: (value: number) => boolean; shown: string } } = {
  performance: { label: 'performance', met: (value) => value >= 95, shown: '≥ 95' },
  lcpMs: { label: 'LCP', met: (value) => value <= 2000, shown: '≤ 2.0 s' },
  tbtMs: { label: 'TBT', met: (value) => value <= 100, shown: '≤ 100 ms' },
  cls: { label: 'CLS', met: (value) => value <= 0.05, shown: '≤ 0.05' },
  accessibility: { label: 'accessibility', met: (value) => value >= 100, shown: '100' },
  bestPractices: { label: 'best practices', met: (value) => value >= 95, shown: '≥ 95' },
  seo: { label: 'SEO', met: (value) => value >= 100, shown: '100' },
};

const format = (key: keyof Figures, value: number) =>
  key === 'lcpMs'
    ? `${(value / 1000).toFixed(2)} s`
    : key === 'tbtMs'
      ? `${Math.round(value)} ms`
      : key === 'cls'
        ? value.toFixed(3)
        : String(Math.round(value));

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with a remote-debugging port for Lighthouse and a throwaway profile. */
const launchChromium = async (): Promise<{ port: number; stop(): Promise<void> }> => {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'picket-lighthouse-'));
  const chromium: ChildProcess = spawn(
    executablePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`);
      break;
    } catch {
      if (chromium.exitCode !== null || Date.now() > deadline) {
        chromium.kill('SIGKILL');
        throw new Error(`Chromium (${executablePath}) did not open its debugging port`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    port,
    stop: () =>
      new Promise((done) => {
        const cleanUp = () => {
          rmSync(profile, { recursive: true, force: true });
          done();
        };
        if (chromium.exitCode !== null) return cleanUp();
        chromium.once('exit', cleanUp);
        chromium.kill('SIGTERM');
      }),
  };
};

const runLighthouse = async (url: string, port: number): Promise<Figures> => {
  // Loaded only when this part runs: Lighthouse is large.
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
};

/**
 * The local runtime compresses a file the first time it is asked for it (infra/local/static-encoding.ts), as
 * CloudFront keeps its compressed copies: each page and the files its HTML names are asked for once before the
 * runs, so the first run does not measure that.
 */
const warmUp = async (url: string) => {
  const headers = { 'accept-encoding': 'br, gzip' };
  const html = await (await fetch(url, { headers })).text();
  const files = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []);
  await Promise.all(
    [...files].map(async (file) => (await fetch(new URL(file, url), { headers })).arrayBuffer()),
  );
};

/**
 * The pages measured, as [printed path, URL path]: the public ones, a contractor's published page and a texted
 * quote's customer view (set up through the API: a new contractor, onboarded, page published, a quote texted).
 */
const publicPages = async (baseUrl: string): Promise<[string, string][]> => {
  const owner = new BenchClient(baseUrl, '127.61.0.2');
  try {
    const businessName = 'Prairie Fence Works';
    await signUpContractor(owner, businessName);
    const slug = `prairie-fence-${Date.now().toString(36)}`;
    await publishPortal(owner, businessName, slug);
    const quoteId = await textedQuote(owner);
    return [
      ...['/', '/homeowner', '/contractor', '/quote'].map((path): [string, string] => [path, path]),
      ['/c/{slug}', `/c/${slug}`],
      ['/customer/quote/{id}/view', `/customer/quote/${quoteId}/view`],
    ];
  } finally {
    owner.close();
  }
};

export const benchLighthouse = async (): Promise<void> => {
  const runs = runsPerPage;
  const app = await startBenchApp();
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    const pages = (await publicPages(app.baseUrl)).filter(
      ([shown]) => !onlyPages || onlyPages.includes(shown),
    );
    chromium = await launchChromium();
    console.log(
      `Lighthouse ${runs === 1 ? '(1 run' : `(median of ${runs} runs`} per page; mobile: simulated slow 4G, 4× CPU slowdown; built app, Chromium):`,
    );
    console.log(loadedMachineNote);
    for (const [shown, path] of pages) {
      await warmUp(`${app.baseUrl}${path}`);
      const samples: Figures[] = [];
      for (let run = 0; run < runs; run++)
        samples.push(await runLighthouse(`${app.baseUrl}${path}`, chromium.port));
      console.log(`  ${shown}`);
      for (const key of Object.keys(targets) as (keyof Figures)[]) {
        const value = median(samples.map((sample) => sample[key]));
        const target = targets[key];
        console.log(
          `    ${target.label.padEnd(15)} ${format(key, value).padStart(8)}   target ${target.shown.padEnd(9)} ${verdict(target.met(value))}`,
        );
      }
    }
  } finally {
    await chromium?.stop();
    await app.stop();
  }
};
