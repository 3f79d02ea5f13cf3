// Whether a write failed because its condition did not hold (a version or existence check), as ElectroDB
// reports DynamoDB's ConditionalCheckFailedException.
export const isConditionalFailure = (error: unknown): boolean =>
  error instanceof Error &&
  /conditional request failed/i.test(`${error.message} ${String(error.cause ?? '')}`);

/** Runs a single conditional write; false when its condition did not hold. */
export const heldCondition = async (write: () => Promise<unknown>): Promise<boolean> => {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
};

/** Whether a canceled transaction lost to a condition or a concurrent transaction (worth a fresh retry). */
export const canceledByConflict = (results: ReadonlyArray<{ code: string }>): boolean =>
  results.some((result) => result.code === 'ConditionalCheckFailed' || result.code === 'TransactionConflict');

/** The cancellation reasons of a canceled transaction, for the error that reports it. */
export const cancellationCodes = (results: ReadonlyArray<{ code: string }>): string =>
  results.map((result) => result.code).join(', ');
