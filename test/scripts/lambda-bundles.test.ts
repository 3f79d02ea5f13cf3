// Small Lambda bundles keep cold starts short: each area's bundle, built with CDK's own settings (infra/lambda-bundling.ts), stays
// under a budget. A regression here usually means a non-tree-shakable import (e.g. classic `import { z } from 'zod'`
// instead of `import * as z from 'zod/mini'`). Loaded in a fresh Node process, a bundle makes no Intl formatter.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { type Area, areas } from '#functions/routes';
import { esbuildOptionsFor } from '#infra/lambda-bundling';

// ElectroDB (~177 kB without its Service) and zod/mini (~15-35 kB) are the floor of every area
// (docs/architecture.md "Lambda bundles"); the budgets leave about 10% for an area's own code to grow while still
// failing on a mistake like a non-tree-shaken import (classic zod adds ~70 kB at once, zod's whole core ~400 kB).
const defaultBudgetKiB = 390;

/** Areas that carry more, and why. */
const budgetKiBOf: Partial<Record<Area, number>> = {
  // The password-strength estimator's dictionaries (~450 kB of common passwords and words) check every new
  // password: only this area's routes choose one, so signing in and the profile start without them.
  passwords: 860,
  // The pricing engine, lead capture and routing, texting and emailing quotes (the branded HTML email) and the
  // quote views with their sealed copies in one area.
  quotes: 470,
  // Jobs convert quotes (the quote save path with its customer and idempotency items) and record payments.
  jobs: 425,
  // The iCalendar writer (~36 kB) for the users' subscription feeds and texting consent for arrival texts.
  calendar: 440,
  // The dashboard, reports and exports read every kind of record (quotes, jobs, milestones, payments, the
  // schedule, the team) and write CSV (csv-stringify).
  reports: 440,
  // Administrators give queued leads to businesses (lead capture: the pricing engine and the customer save
  // path), reset passwords (the password hasher) and edit the platform settings.
  admin: 450,
};

const buildBundle = async (area: Area) => {
  const result = await build(esbuildOptionsFor(`functions/api/${area}/handler.ts`));
  return {
    bytes: result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0),
    text: result.outputFiles.map((file) => file.text).join('\n'),
  };
};
/** Each area's bundle, built once for every check below. */
const bundles = new Map<Area, ReturnType<typeof buildBundle>>();
const bundle = (area: Area) => {
  const built = bundles.get(area) ?? buildBundle(area);
  bundles.set(area, built);
  return built;
};

// Where the bundles are loaded, as a cold Lambda loads them; @aws-sdk/* (the runtime's in Lambda) from the project.
const loadDir = mkdtempSync(join(tmpdir(), 'picket-bundles-'));
symlinkSync(resolve('node_modules'), join(loadDir, 'node_modules'), 'dir');
// Loaded before the bundle: counts every Intl formatter made, as the bundle's own modules load.
writeFileSync(
  join(loadDir, 'count-intl.mjs'),
  `for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']) {
  const count = (target, made) => { globalThis.intlMade = (globalThis.intlMade ?? 0) + 1; return made(); };
  Intl[name] = new Proxy(Intl[name], {
    construct: (target, args) => count(target, () => Reflect.construct(target, args)),
    apply: (target, self, args) => count(target, () => Reflect.apply(target, self, args)),
  });
}`,
);
afterAll(() => rmSync(loadDir, { recursive: true, force: true }));

/** The Intl formatters made while `text`, an area's bundle, loads in a fresh Node process. */
const intlMadeLoading = (area: Area, text: string) => {
  const file = join(loadDir, `${area}.mjs`);
  writeFileSync(file, text);
  const loaded = spawnSync(
    process.execPath,
    [
      '--import',
      join(loadDir, 'count-intl.mjs'),
      '--input-type=module',
      '-e',
      `await import(${JSON.stringify(file)}); console.log('INTL ' + (globalThis.intlMade ?? 0));`,
    ],
    { encoding: 'utf8', env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1', TABLE_NAME: 'picket' } },
  );
  const line = loaded.stdout.split('\n').find((output) => output.startsWith('INTL '));
  if (!line) throw new Error(`The ${area} bundle did not load:\n${loaded.stderr.slice(0, 2000)}`);
  return Number(line.slice(5));
};

describe('Lambda bundles', () => {
  // esbuild cannot check names taken from a CommonJS module: a name ElectroDB moved to another of its files
  // would be undefined at run time, not a build error.
  it("take ElectroDB's parts from its own modules (infra/bundling/electrodb.ts)", async () => {
    const built = await build(esbuildOptionsFor('infra/bundling/electrodb.ts'));
    const file = join(loadDir, 'electrodb-stand-in.mjs');
    writeFileSync(file, built.outputFiles.map((output) => output.text).join('\n'));
    const loaded = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const parts = await import(${JSON.stringify(file)}); console.log(JSON.stringify(Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, typeof part]))));`,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(loaded.stdout)).toEqual({
      Entity: 'function',
      CustomAttributeType: 'function',
      createWriteTransaction: 'function',
    });
  });

  it.each(areas)(
    "the %s area bundles within its budget, without ElectroDB's Service or an ES module import of node:http",
    async (area) => {
      const { bytes, text } = await bundle(area);
      expect(bytes / 1024).toBeLessThan(budgetKiBOf[area] ?? defaultBudgetKiB);
      // Node builds the ES module facade of `node:http` by reading every export, undici's lazy ones too: ~12 ms
      // of a cold start. The bundles take it through require() (infra/bundling/node-http.ts).
      expect(/from\s*["']node:http["']/.test(text), 'an ES module import of node:http').toBe(false);
      // Only tests and scripts build a Service (infra/bundling/electrodb.ts); one of its messages marks it.
      expect(text).not.toContain('Valid instances to join include Models and Entity instances');
    },
  );

  // The first Intl formatter of a process loads the locale data (~10 ms of a cold start): formatters are made
  // at their first use, never as a module loads (docs/architecture.md "Lambda bundles").
  it.each(areas)('the %s area makes no Intl formatter as it loads', async (area) => {
    const { text } = await bundle(area);
    expect(intlMadeLoading(area, text)).toBe(0);
  });
});
