// Small Lambda bundles keep cold starts short: each area's bundle, built with CDK's own settings (infra/lambda-bundling.ts), stays
// under a budget. A regression here usually means a non-tree-shakable import (e.g. classic `import { z } from 'zod'`
// instead of `import * as z from 'zod/mini'`).
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { type Area, areas } from '#functions/routes';
import { esbuildOptionsFor } from '#infra/lambda-bundling';

// ElectroDB (~195 kB) and zod/mini (~15-35 kB) are the floor of every area; 450 kB leaves room for an area's own
// code while still failing on a mistake like a non-tree-shaken import (which adds 350 kB at once).
const defaultBudgetKiB = 450;

/** Areas that carry more, and why. */
const budgetKiBOf: Partial<Record<Area, number>> = {
  // The password-strength estimator's dictionaries (~450 kB of common passwords and words) check every new
  // password: only this area's routes choose one, so signing in and the profile start without them.
  passwords: 925,
  // The pricing engine, lead capture and routing, texting and emailing quotes (the branded HTML email) and the
  // quote views with their sealed copies in one area, and (since quote moves are events) the EventBridge client.
  quotes: 520,
  // Jobs convert quotes (the quote save path with its customer and idempotency items) and record payments. The
  // event consumers are no longer in any area bundle (infra/lambda-bundling.ts `define`). #19 splits further.
  jobs: 475,
  // The iCalendar writer (~36 kB) for the users' subscription feeds, texting consent for arrival texts, and the
  // server's message catalogue in two languages (~42 kB, grown with the follow-up, email and SMS texts).
  calendar: 495,
  // The dashboard, reports and exports read every kind of record (quotes, jobs, milestones, payments, the
  // schedule, the team) and write CSV (csv-stringify).
  reports: 490,
  // Administrators give queued leads to businesses (lead capture: the pricing engine and the customer save
  // path), reset passwords (the password hasher) and edit the platform settings.
  admin: 500,
};
// Every area grew ~5 kB with the admin area (#18): the security alerts every 4xx is counted for, and the
// server catalogue's admin errors and validation texts. #19 brings every area under 250 kB.

describe('Lambda bundles', () => {
  it.each(areas)('the %s area bundles within its budget', async (area) => {
    const result = await build(esbuildOptionsFor(`functions/api/${area}/handler.ts`));
    const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0);
    expect(bytes / 1024).toBeLessThan(budgetKiBOf[area] ?? defaultBudgetKiB);
  });
});
