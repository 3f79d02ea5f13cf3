// Builds the CDK app: the Picket stack plus the cdk-nag rule packs (AWS Solutions, Serverless), which fail
// synthesis on any finding that is neither fixed nor acknowledged with a reason next to its resource.
import { Annotations, App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { frontendDist, isBuiltSite, placeholderSite } from './paths';
import { PicketStack } from './picket-stack';

export interface PicketAppOptions extends AppProps {
  /** The built frontend to deploy; defaults to context `siteDir`, then frontend/dist, then a placeholder page. */
  siteDir?: string;
}

export const createPicketApp = ({ siteDir, ...appProps }: PicketAppOptions = {}) => {
  const app = new App(appProps);
  const context = (key: string): string | undefined => app.node.tryGetContext(key) || undefined;

  const requestedSite = siteDir ?? context('siteDir') ?? frontendDist;
  const siteBuilt = isBuiltSite(requestedSite);
  const domainName = context('domainName');
  const certificateArn = context('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Set both context values domainName and certificateArn (us-east-1), or neither.');
  }

  const stack = new PicketStack(app, context('stackName') ?? 'Picket', {
    siteDir: siteBuilt ? requestedSite : placeholderSite,
    domain: domainName && certificateArn ? { names: [domainName], certificateArn } : undefined,
    emailFrom: context('emailFrom'),
    alarmEmail: context('alarmEmail'),
    // `-c smsDeliveryStatus=false` for a second stack in an account whose SMS delivery logs another one owns.
    smsDeliveryStatus: String(app.node.tryGetContext('smsDeliveryStatus')) !== 'false',
    // CloudFront's web ACLs and certificates live in us-east-1, and Picket serves US numbers only.
    env: { region: 'us-east-1' },
    tags: { project: 'picket' },
  });
  if (!context('emailFrom')) {
    Annotations.of(stack).addWarningV2(
      'picket:no-email-sender',
      'No emailFrom (a verified SES sender): sign-ups cannot complete, since the confirmation link is emailed. Deploy with -c emailFrom=…',
    );
  }
  if (!siteBuilt) {
    Annotations.of(stack).addWarningV2(
      'picket:site-not-built',
      `${requestedSite} has no index.html: this synthesis deploys a placeholder page. Run \`npm run build\` first.`,
    );
  }

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return { app, stack };
};
