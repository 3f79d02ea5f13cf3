// cdk-nag (v3, a CDK validation plugin) on the real app: no finding of the AWS Solutions or Serverless packs
// is left unanswered, and every acknowledgement is a reasoned answer to a finding that actually occurs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, type NagPack, ServerlessChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthPicket } from './synth-picket';

let synth: ReturnType<typeof synthPicket>;
beforeAll(() => {
  // Bundling skipped: no rule reads a Lambda's code (picket-stack.test.ts checks the bundles).
  synth = synthPicket({ bundle: false });
});
afterAll(() => synth?.cleanup());

const packs = (): NagPack[] => [new AwsSolutionsChecks(), new ServerlessChecks()];
const isNagRule = (id: string) => /^(AwsSolutions|Serverless)-/.test(id);

interface Finding {
  rule: string;
  path: string;
  severity?: string;
}

const findingsOf = (pack: NagPack): Finding[] =>
  pack.validateScope(synth.app).violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      path: resource.constructPath ?? '?',
      severity: violation.severity,
    })),
  );

/** What the pack would report if nothing were acknowledged (cdk-nag v3 has no switch for it). */
const unacknowledgedFindingsOf = (pack: NagPack): Finding[] => {
  Object.defineProperty(pack, 'isAcknowledged', { value: () => false });
  return findingsOf(pack);
};

const acknowledgements = (): { path: string; id: string; reason: string }[] => {
  const found: { path: string; id: string; reason: string }[] = [];
  const visit = (construct: IConstruct) => {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [qualifiedId, reason] of Object.entries(entry.data as Record<string, string>)) {
        const id = qualifiedId.replace(/^annotation::/i, '');
        if (isNagRule(id)) found.push({ path: construct.node.path, id, reason });
      }
    }
    for (const child of construct.node.children) visit(child);
  };
  visit(synth.app);
  return found;
};

describe('cdk-nag', () => {
  it('reports no error or warning of either pack when the app synthesizes', () => {
    // The report lists only plugins with findings; picket-app.test.ts shows a finding does land there.
    const report = JSON.parse(readFileSync(join(synth.assembly.directory, 'validation-report.json'), 'utf8'));
    const nagReports = report.pluginReports.filter((r: { pluginName: string }) =>
      ['AwsSolutions', 'Serverless'].includes(r.pluginName),
    );
    expect(nagReports).toEqual([]);
  });

  it('leaves no finding of either pack unacknowledged', () => {
    for (const pack of packs()) expect(findingsOf(pack)).toEqual([]);
  });

  it('acknowledges only findings that occur, each with its own written reason', () => {
    const raw = packs().flatMap(unacknowledgedFindingsOf);
    const stale = acknowledgements().filter(
      (ack) =>
        !raw.some((finding) => finding.rule === ack.id && `${finding.path}/`.startsWith(`${ack.path}/`)),
    );
    expect(stale).toEqual([]);
    for (const { id, reason } of acknowledgements()) {
      expect(reason.length, `reason for ${id}`).toBeGreaterThanOrEqual(40);
    }
  });
});
