// What an administrator does with a lead nobody took: give it to a business (it becomes their quote, 409 when
// it was taken meanwhile) or discard it with a reason. The read: ./get-leads.ts.
import type { ResponseOf } from '#domain/contract/index';
import { apiPost } from '#frontend/lib/api-client';
import { useAdminWrite } from './admin-write';
import { unroutedLeadsKey } from './get-leads';

export { type Lead, unroutedLeadsQueryOptions } from './get-leads';
export type LeadAssignment = ResponseOf<'POST /api/admin/leads/{id}/assign'>;

const leadPath = (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`;

export const assignLead = ({ id, contractorId }: { id: string; contractorId: string }) =>
  apiPost<LeadAssignment>(`${leadPath(id)}/assign`, { contractorId });

export const discardLead = ({ id, reason }: { id: string; reason: string }) =>
  apiPost<ResponseOf<'POST /api/admin/leads/{id}/discard'>>(`${leadPath(id)}/discard`, { reason });

export const useAssignLead = () => useAdminWrite(assignLead, [unroutedLeadsKey]);
export const useDiscardLead = () => useAdminWrite(discardLead, [unroutedLeadsKey]);
