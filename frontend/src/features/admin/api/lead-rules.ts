// The lead routing rules' writes (docs/api.md "Lead routing"): adding one, changing one (PATCH, only the
// fields sent) and deleting one. Every write reads the list again: a change may move a rule in the order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#domain/contract/index';
import { apiDelete, apiPatch, apiPost } from '#frontend/lib/api-client';
import { type LeadRule, leadRulesQueryKey } from './get-lead-rules';

export { type LeadRule, leadRulesQueryOptions } from './get-lead-rules';
export type LeadRuleRequest = BodyOf<'POST /api/admin/lead-rules'>;
export type LeadRuleChangeRequest = BodyOf<'PATCH /api/admin/lead-rules/{id}'>;

const rulePath = (id: string) => `/api/admin/lead-rules/${encodeURIComponent(id)}`;

export const addLeadRule = (rule: LeadRuleRequest): Promise<LeadRule> =>
  apiPost<LeadRule>('/api/admin/lead-rules', {
    ...rule,
    zipCodes: [...rule.zipCodes],
    contractorIds: [...rule.contractorIds],
  });

export const changeLeadRule = ({
  id,
  change,
}: {
  id: string;
  change: LeadRuleChangeRequest;
}): Promise<LeadRule> =>
  apiPatch<LeadRule>(rulePath(id), {
    ...change,
    ...(change.zipCodes ? { zipCodes: [...change.zipCodes] } : {}),
    ...(change.contractorIds ? { contractorIds: [...change.contractorIds] } : {}),
  });

export const deleteLeadRule = (id: string): Promise<ResponseOf<'DELETE /api/admin/lead-rules/{id}'>> =>
  apiDelete(rulePath(id));

/** A write to the rules, after which the list is read again. */
const useRulesWrite = <Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadRulesQueryKey }),
  });
};

export const useAddLeadRule = () => useRulesWrite(addLeadRule);
export const useChangeLeadRule = () => useRulesWrite(changeLeadRule);
export const useDeleteLeadRule = () => useRulesWrite(deleteLeadRule);
