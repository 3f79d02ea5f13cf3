// Synthesizes the real Picket CDK app (infra/picket-app.ts) with the context of cdk.json, into a temporary
// cloud assembly, deploying a stand-in frontend build so the tests need neither `npm run build` nor AWS.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { projectRoot } from '#infra/paths';
import { createPicketApp } from '#infra/picket-app';

export const builtAssetName = 'index-Bx7f3k2a.js';

const cdkJsonContext = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')).context;

const fakeSiteBuild = (): string => {
  const siteDir = mkdtempSync(join(tmpdir(), 'picket-site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Picket</title><div id="root"></div>');
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'assets', builtAssetName), 'console.log("picket");');
  // And the page renderer the build leaves beside the site (a texted quote's page Lambda carries it).
  const rendererDir = `${siteDir}-server`;
  mkdirSync(join(rendererDir, 'pages'), { recursive: true });
  writeFileSync(
    join(rendererDir, 'prerender.mjs'),
    'export const prerenderPage = async () => ({ html: "" });',
  );
  return siteDir;
};

export interface SynthOptions {
  context?: Record<string, unknown>;
  /** Skip esbuild for variants that only look at other resources. */
  bundle?: boolean;
  /** Defaults to a stand-in build with index.html and assets/. */
  siteDir?: string;
}

export const synthPicket = ({ context, bundle = true, siteDir }: SynthOptions = {}) => {
  const outdir = mkdtempSync(join(tmpdir(), 'picket-cdk-out-'));
  const site = siteDir ?? fakeSiteBuild();
  const { app, stack } = createPicketApp({
    siteDir: site,
    outdir,
    context: {
      ...cdkJsonContext(),
      // Report cdk-nag findings in validation-report.json instead of throwing, so tests can assert on them.
      '@aws-cdk/core:failSynthOnValidationErrors': false,
      ...(bundle ? {} : { [BUNDLING_STACKS]: [] }),
      ...context,
    },
  });
  const assembly = app.synth();
  const template = Template.fromStack(stack);
  const cleanup = () => {
    rmSync(outdir, { recursive: true, force: true });
    if (!siteDir) for (const dir of [site, `${site}-server`]) rmSync(dir, { recursive: true, force: true });
  };
  return { app, stack, assembly, template, outdir, cleanup };
};

/** The logical ID CloudFormation knows a construct's resource by. */
export const logicalIdOf = (
  stack: ReturnType<typeof synthPicket>['stack'],
  construct: { node: { defaultChild?: unknown } },
) => {
  const child = construct.node.defaultChild;
  if (!child) throw new Error('construct has no CloudFormation resource');
  return stack.resolve(stack.getLogicalId(child as Parameters<typeof stack.getLogicalId>[0])) as string;
};
