// Whether a write failed because its condition did not hold (a version or existence check), as ElectroDB
// reports DynamoDB's ConditionalCheckFailedException.
export const isConditionalFailure = (error: unknown): boolean =>
  error instanceof Error &&
  /conditional request failed/i.test(`${error.message} ${String(error.cause ?? '')}`);
