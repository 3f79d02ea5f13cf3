// Where the CDK app finds the rest of the repository, independent of the working directory it runs from.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageRendererFiles } from '#functions/http/page-template';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** The Vite build the stack deploys. */
export const frontendDist = join(projectRoot, 'frontend', 'dist');

/** A one-page stand-in deployed when the frontend has not been built, so `cdk synth` works on a fresh clone. */
export const placeholderSite = join(projectRoot, 'infra', 'placeholder-site');

export const isBuiltSite = (dir: string): boolean => existsSync(join(dir, 'index.html'));

/** Where a site build in `siteDir` leaves its page renderer: beside it (frontend/dist-server for frontend/dist). */
export const pageRendererDirOf = (siteDir: string): string => `${siteDir.replace(/[/\\]+$/, '')}-server`;

/**
 * The page renderer a site build left beside it (scripts/prerender-public-pages.ts), when it did: the pages
 * drawn from data (a texted quote, a contractor's page) are then rendered with their data.
 */
export const pageRendererOf = (siteDir: string): string | undefined => {
  const dir = pageRendererDirOf(siteDir);
  return existsSync(join(dir, pageRendererFiles.renderer)) ? dir : undefined;
};
