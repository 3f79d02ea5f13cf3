// GET /api/customer-matches: the contractor's active customers whose phone or email is exactly the one typed,
// asked by the add and edit dialogs before saving so the same person is not added twice without a word.
import type { CustomerMatch } from '#domain/contract/customers';
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';

export type { CustomerMatch };

export const findCustomerMatches = async (typed: {
  phone: string;
  email: string;
  excludeId?: string;
}): Promise<CustomerMatch[]> => {
  const queryParams: Record<string, string> = { phone: typed.phone, email: typed.email };
  if (typed.excludeId) queryParams.excludeId = typed.excludeId;
  try {
    return (await apiGet<ResponseOf<'GET /api/customer-matches'>>('/api/customer-matches', { queryParams }))
      .matches;
  } catch {
    // A warning, not a gate: when the check cannot be made, the save goes ahead as before.
    return [];
  }
};
