// CloudFront's framing rules in the synthesized stack: the embed pages (/c/*/embed, a contractor's
// calculator alone) come from the same bucket through the same SPA rewrite, under a response-headers policy
// that lets any site frame them; the default behaviour and every other one keep frame-ancestors 'none' and
// X-Frame-Options DENY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  frameablePathPattern,
  frameableSecurityHeaders,
  securityHeaders,
} from '#infra/local/security-headers';
import { synthPicket } from './synth-picket';

type Resource = { Type: string; Properties: Record<string, any> };

let synth: ReturnType<typeof synthPicket>;
let resources: Record<string, Resource>;
beforeAll(() => {
  synth = synthPicket({ bundle: false });
  resources = synth.template.toJSON().Resources;
});
afterAll(() => synth?.cleanup());

const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);
const distribution = () => ofType('AWS::CloudFront::Distribution')[0]?.[1].Properties.DistributionConfig;
const policyWithCsp = (csp: string | undefined) => {
  const found = ofType('AWS::CloudFront::ResponseHeadersPolicy').find(
    ([, policy]) =>
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
        .ContentSecurityPolicy === csp,
  );
  if (!found) throw new Error(`no response-headers policy with the CSP ${csp}`);
  return { id: found[0], headers: found[1].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig };
};

describe('framing on CloudFront', () => {
  it('gives the embed pages a policy any site may frame, the same as the app’s but for framing', () => {
    const frameable = policyWithCsp(frameableSecurityHeaders['content-security-policy']);
    const app = policyWithCsp(securityHeaders['content-security-policy']);
    expect(frameable.headers.ContentSecurityPolicy.ContentSecurityPolicy).toContain('frame-ancestors *;');
    expect(app.headers.ContentSecurityPolicy.ContentSecurityPolicy).toContain("frame-ancestors 'none';");
    expect(frameable.headers.FrameOptions).toBeUndefined();
    expect(app.headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    const { ContentSecurityPolicy: _appCsp, FrameOptions: _deny, ...appRest } = app.headers;
    const { ContentSecurityPolicy: _embedCsp, ...frameableRest } = frameable.headers;
    expect(frameableRest).toEqual(appRest);
  });

  it('serves /c/*/embed like the rest of the site (bucket, SPA rewrite, caching) under that policy', () => {
    const config = distribution();
    const embed = config.CacheBehaviors.find(
      (behavior: any) => behavior.PathPattern === frameablePathPattern,
    );
    expect(frameablePathPattern).toBe('/c/*/embed');
    expect(embed).toBeDefined();
    expect(embed.ResponseHeadersPolicyId).toEqual({
      Ref: policyWithCsp(frameableSecurityHeaders['content-security-policy']).id,
    });
    const site = config.DefaultCacheBehavior;
    for (const setting of ['TargetOriginId', 'FunctionAssociations', 'CachePolicyId', 'ViewerProtocolPolicy'])
      expect(embed[setting], setting).toEqual(site[setting]);
  });

  it('keeps every other behaviour unframeable', () => {
    const config = distribution();
    const appPolicy = { Ref: policyWithCsp(securityHeaders['content-security-policy']).id };
    const others = [
      config.DefaultCacheBehavior,
      ...config.CacheBehaviors.filter((behavior: any) => behavior.PathPattern !== frameablePathPattern),
    ];
    expect(others.length).toBeGreaterThan(1);
    for (const behavior of others)
      expect(behavior.ResponseHeadersPolicyId, behavior.PathPattern).toEqual(appPolicy);
  });
});
