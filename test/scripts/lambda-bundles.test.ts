// Small Lambda bundles keep cold starts short: each area's bundle, built with CDK's own settings (infra/lambda-bundling.ts), stays
// under a budget. A regression here usually means a non-tree-shakable import (e.g. `import { z } from 'zod'`).
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { areas } from '#functions/routes';
import { esbuildOptionsFor } from '#infra/lambda-bundling';

// ElectroDB (~195 kB) and zod (~100 kB) are the floor of every area; 450 kB leaves room for an area's own
// code while still failing on a mistake like a non-tree-shaken import (which adds 350 kB at once).
const budgetKiB = 450;

describe('Lambda bundles', () => {
  it.each(areas)(`the %s area bundles under ${budgetKiB} kB`, async (area) => {
    const result = await build(esbuildOptionsFor(`functions/api/${area}/handler.ts`));
    const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0);
    expect(bytes / 1024).toBeLessThan(budgetKiB);
  });
});
