// How every area Lambda is bundled. CDK's NodejsFunction, the bundle-size test and `npm run bench` all
// read these settings, so the sizes we measure are the sizes we deploy.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

// esbuild's ESM output cannot `require()` Node built-ins from bundled CommonJS packages without this shim.
export const requireShim =
  "import { createRequire as __picketCreateRequire } from 'node:module'; const require = __picketCreateRequire(import.meta.url);";

export const lambdaBundling = {
  target: 'node24',
  minify: true,
  /** The nodejs24.x runtime ships AWS SDK v3; bundling our own copy would only grow every zip. */
  externalModules: ['@aws-sdk/*'],
  banner: requireShim,
  mainFields: ['module', 'main'],
  /** Packages swapped for smaller or faster-loading stand-ins in Lambda bundles (each stand-in says why it is safe). */
  aliases: {
    jsonschema: fileURLToPath(new URL('./bundling/electrodb-model-check.ts', import.meta.url)),
    'node:http': fileURLToPath(new URL('./bundling/node-http.ts', import.meta.url)),
    electrodb: fileURLToPath(new URL('./bundling/electrodb.ts', import.meta.url)),
    /** The real package's folder, for the stand-in above (an alias of `electrodb` also renames its subpaths). */
    'electrodb-src': dirname(createRequire(import.meta.url).resolve('electrodb')),
  },
  /**
   * Constants fixed at bundle time. In a Lambda the events go to EventBridge and the consumers are their own
   * Lambda, so the local in-process bus (functions/core/ports/bus/bus.ts) — and with it every consumer — is
   * left out of each bundle as dead code.
   */
  define: { 'process.env.PICKET_LAMBDA_BUNDLE': '"true"' },
} as const;

/** The same settings as plain esbuild options, for measuring a bundle without CDK. */
export const esbuildOptionsFor = (entry: string): BuildOptions & { write: false } => ({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: lambdaBundling.target,
  minify: lambdaBundling.minify,
  external: [...lambdaBundling.externalModules],
  banner: { js: lambdaBundling.banner },
  mainFields: [...lambdaBundling.mainFields],
  alias: { ...lambdaBundling.aliases },
  define: { ...lambdaBundling.define },
  keepNames: true,
  write: false,
});
