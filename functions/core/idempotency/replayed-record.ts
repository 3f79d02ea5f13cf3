// A creating request that lost its idempotency key to another at the same moment answers what the other made.
import { getCreatedReceipt, type IdempotentKind } from '#functions/store/idempotency';

/** The record an earlier request with the key created. */
export const replayedRecord = async (
  kind: IdempotentKind,
  contractorId: string,
  key: string | undefined,
): Promise<string> => {
  const receipt = key ? await getCreatedReceipt(kind, contractorId, key) : null;
  if (!receipt) throw new Error('Idempotency key taken but its receipt is missing');
  return receipt.recordId;
};
