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
