// The domain import rule catches imports of other folders, AWS SDKs, React and Node built-ins.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDomainViolations } from '#scripts/import-boundaries';

const project = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return join(root, 'domain');
};

describe('domain import boundaries', () => {
  it('accepts imports inside domain/ and of zod', () => {
    const domain = project({
      'domain/money.ts': "import { z } from 'zod';\nimport { x } from './pricing/rates';",
      'domain/pricing/rates.ts': "export { toCents } from '../money';",
    });
    expect(findDomainViolations(domain)).toEqual([]);
  });

  it('flags another top-level folder, an AWS SDK, React and Node built-ins', () => {
    const domain = project({
      'domain/bad.ts': [
        "import { store } from '../functions/store/service';",
        "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
        "import React from 'react';",
        "import { readFileSync } from 'node:fs';",
        "const lazy = () => import('../events/bus');",
      ].join('\n'),
    });
    expect(findDomainViolations(domain).map((violation) => violation.specifier)).toEqual([
      '../functions/store/service',
      '@aws-sdk/client-dynamodb',
      'react',
      'node:fs',
      '../events/bus',
    ]);
  });

  it('holds for the real domain/ folder', () => {
    expect(findDomainViolations('domain')).toEqual([]);
  });
});
