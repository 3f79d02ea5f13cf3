// The layer rules of docs/architecture.md: each one catches a planted violation, accepts what it allows,
// and holds for the real tree.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findViolations } from '#scripts/import-boundaries';

/** A throwaway project with these files; returns its root. */
const project = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};

const brokenRules = (files: Record<string, string>) =>
  findViolations(project(files)).map(({ rule, file, specifier }) => `${rule}: ${file} → ${specifier}`);

describe('import boundaries', () => {
  it('accept every import that points down the layers', () => {
    expect(
      brokenRules({
        'domain/money.ts': "import { z } from 'zod';\nimport { x } from './pricing/rates';",
        'domain/pricing/rates.ts': "export { toCents } from '../money';",
        'functions/store/jobs.ts': "import { Entity } from 'electrodb';\nimport { x } from '#domain/money';",
        'functions/core/jobs/convert.ts':
          "import { readJob } from '#functions/store/jobs';\nimport { y } from '../errors';",
        'functions/http/area.ts':
          "import { logger } from '#functions/core/logger';\nimport { routes } from '../routes';",
        'functions/routes.ts': 'export const routes = [];',
        'functions/api/jobs/handler.ts':
          "import { convert } from '#functions/core/jobs/convert';\nimport { area } from '#functions/http/area';",
        'events/consumers/handler.ts': "import { dispatch } from '#functions/core/events/dispatch';",
        'infra/local/start.ts':
          "import { tableDefinition } from '#functions/store/table';\nimport { handler } from '#events/consumers/handler';",
        'frontend/src/features/jobs/api/get-job.ts':
          "import type { Job } from '#domain/contract/jobs';\nimport { apiGet } from '#frontend/lib/api-client';",
        'frontend/src/routes/jobs.tsx':
          "import { JobPage } from '#frontend/features/jobs/job-page';\nimport { Bell } from '#frontend/features/notifications/bell';",
        'frontend/src/main.tsx': "import { router } from './router';",
        'frontend/src/app/shell/header.tsx': "import { Bell } from '#frontend/features/notifications/bell';",
        'frontend/src/router.ts': "import { NotFound } from './routes/-components/not-found';",
      }),
    ).toEqual([]);
  });

  it.each([
    ['domain is pure', 'domain/bad.ts', "import { store } from '../functions/store/service';"],
    ['domain is pure', 'domain/bad.ts', "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';"],
    ['domain is pure', 'domain/bad.ts', "import { readFileSync } from 'node:fs';"],
    [
      'store sits on domain',
      'functions/store/jobs.ts',
      "import { convert } from '#functions/core/jobs/convert';",
    ],
    [
      'core never imports an entry point',
      'functions/core/jobs/convert.ts',
      "import { ok } from '#functions/http/api-request';",
    ],
    [
      'core never imports an entry point',
      'functions/core/jobs/convert.ts',
      "import { routes } from '../../routes';",
    ],
    [
      'entities stay in the store',
      'functions/core/jobs/convert.ts',
      "import type { Job } from '#functions/store/entities/job';",
    ],
    [
      'entities stay in the store',
      'functions/core/jobs/convert.ts',
      "import { store } from '../../store/service';",
    ],
    [
      'route handlers never touch the store',
      'functions/api/jobs/handler.ts',
      "import { store } from '#functions/store/service';",
    ],
    [
      'route handlers never touch the store',
      'functions/http/area.ts',
      "import type { Job } from '../store/entities/job';",
    ],
    [
      'events holds only entry points',
      'events/consumers/handler.ts',
      "import { store } from '#functions/store/service';",
    ],
    ['events holds only entry points', 'events/bus.ts', 'export const bus = 1;'],
    [
      'infra reaches data through core',
      'infra/local/seed.ts',
      "import { store } from '#functions/store/service';",
    ],
    [
      'the frontend imports only itself and domain',
      'frontend/src/lib/x.ts',
      "import { routes } from '#functions/routes';",
    ],
    [
      'features never import each other',
      'frontend/src/features/quotes/x.tsx',
      "import { JobRow } from '#frontend/features/jobs/job-row';",
    ],
    [
      'features never import each other',
      'frontend/src/features/quotes/x.tsx',
      "import { JobRow } from '../jobs/job-row';",
    ],
    [
      'shared frontend layers import no feature',
      'frontend/src/components/ui/x.tsx',
      "import { useJob } from '#frontend/features/jobs/api/get-job';",
    ],
    [
      'functions never import events or infra',
      'functions/core/x.ts',
      "import { handler } from '#events/consumers/handler';",
    ],
  ])('catch a break of “%s” (%s)', (rule, file, text) => {
    expect(brokenRules({ [file]: text }).map((line) => line.split(':')[0])).toContain(rule);
  });

  it('hold for the real tree', () => {
    expect(findViolations('.')).toEqual([]);
  });
});
