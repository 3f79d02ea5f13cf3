// cdk-nag names a wildcard finding after the resource it sees in the template, e.g.
// `AwsSolutions-IAM5[Resource::<StorageTableB43FDCE7.Arn>/index/*]`; build those names from the construct so
// an acknowledgement follows the resource if its logical ID changes.
import { type CfnResource, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export const wildcardResourceFinding = (resource: IConstruct, suffix: string): string => {
  const cfn = resource.node.defaultChild as CfnResource | undefined;
  if (!cfn) throw new Error(`${resource.node.path} has no CloudFormation resource`);
  const stack = Stack.of(cfn);
  const logicalId: string = stack.resolve(stack.getLogicalId(cfn));
  return `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>${suffix}]`;
};
