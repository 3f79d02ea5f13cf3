// Small Lambda bundles keep cold starts short: each area's bundle, built with CDK's own settings (infra/lambda-bundling.ts), stays
// under a budget. A regression here usually means a non-tree-shakable import (e.g. `import { z } from 'zod'`).
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { areas } from '../../functions/routes';
import { esbuildOptionsFor } from '../../infra/lambda-bundling';

const budgetKiB = 400;

describe('Lambda bundles', () => {
  it.each(areas)(`the %s area bundles under ${budgetKiB} kB`, async (area) => {
    const result = await build(esbuildOptionsFor(`functions/${area}/handler.ts`));
    const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0);
    expect(bytes / 1024).toBeLessThan(budgetKiB);
  });
});
