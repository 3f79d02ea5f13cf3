// How the CDK app is put together: cdk-nag guards synthesis, a fresh clone without a frontend build still
// synthesizes, and a custom domain raises CloudFront's TLS floor. Bundling is skipped: no Lambda is inspected.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { describe, expect, it } from 'vitest';
import { placeholderSite } from '#infra/paths';
import { createPicketApp } from '#infra/picket-app';
import { synthPicket } from './synth-picket';

describe('the Picket CDK app', () => {
  it('fails synthesis on a cdk-nag finding nobody acknowledged', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'picket-cdk-out-'));
    try {
      const { app, stack } = createPicketApp({
        siteDir: placeholderSite,
        outdir,
        context: { [BUNDLING_STACKS]: [] },
      });
      new Bucket(stack, 'UnloggedBucket', { enforceSSL: true });
      expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });

  it('synthesizes a placeholder page, with a warning, when the frontend is not built', () => {
    const synth = synthPicket({ bundle: false, siteDir: '/nonexistent/frontend/dist' });
    try {
      Annotations.fromStack(synth.stack).hasWarning('/Picket', Match.stringLikeRegexp('npm run build'));
      synth.template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    } finally {
      synth.cleanup();
    }
  });

  it('serves a custom domain with TLS 1.2 (2021) at least', () => {
    const certificateArn =
      'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000';
    const synth = synthPicket({
      bundle: false,
      context: { domainName: 'app.picket.example', certificateArn },
    });
    try {
      synth.template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: {
          Aliases: ['app.picket.example'],
          ViewerCertificate: {
            AcmCertificateArn: certificateArn,
            MinimumProtocolVersion: 'TLSv1.2_2021',
            SslSupportMethod: 'sni-only',
          },
        },
      });
      expect(synth.template.toJSON().Outputs.SiteUrl.Value).toBe('https://app.picket.example');
    } finally {
      synth.cleanup();
    }
  });

  it('wants both a domain name and its certificate', () => {
    expect(() => createPicketApp({ context: { domainName: 'app.picket.example' } })).toThrow(
      /certificateArn/,
    );
  });
});
