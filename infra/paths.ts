// Where the CDK app finds the rest of the repository, independent of the working directory it runs from.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** The Vite build the stack deploys. */
export const frontendDist = join(projectRoot, 'frontend', 'dist');

/** A one-page stand-in deployed when the frontend has not been built, so `cdk synth` works on a fresh clone. */
export const placeholderSite = join(projectRoot, 'infra', 'placeholder-site');

export const isBuiltSite = (dir: string): boolean => existsSync(join(dir, 'index.html'));

/**
 * The page renderer a site build leaves beside it (scripts/prerender-public-pages.ts: frontend/dist-server for
 * frontend/dist), when it did: a texted quote's page is then rendered with its data by a Lambda.
 */
export const pageRendererOf = (siteDir: string): string | undefined => {
  const dir = `${siteDir.replace(/[/\\]+$/, '')}-server`;
  return existsSync(join(dir, 'prerender.mjs')) ? dir : undefined;
};
