// The narrowest IAM statements for reaching customers: SNS SMS (never a topic) and SES from one sender.
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/** SNS Publish to a phone number names no resource; NotResource on every topic ARN leaves only SMS. */
export const smsOnlyPublish = () =>
  new PolicyStatement({ actions: ['sns:Publish'], notResources: ['arn:aws:sns:*:*:*'] });

/** SES sending from the configured address only: its own identity and its domain's. */
export const sendEmailFrom = (scope: Construct, address: string) => {
  const stack = Stack.of(scope);
  const identity = (name: string) =>
    stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
  return new PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [identity(address), identity(address.split('@')[1] ?? address)],
  });
};
