// What an administrator does to a business: extend its trial, deactivate it (with a reason), reactivate it.
// Each write reads the list and the business again (the reads: ./get-contractors.ts).
import type { BodyOf } from '#domain/contract/index';
import { apiPost } from '#frontend/lib/api-client';
import { useAdminWrite } from './admin-write';
import { type AdminContractor, adminContractorsKey, contractorPath } from './get-contractors';

export {
  type AdminContractor,
  type AdminContractorDetail,
  adminContractorQueryOptions,
  adminContractorsQueryOptions,
} from './get-contractors';

type TrialExtension = BodyOf<'POST /api/admin/contractors/{id}/extend-trial'>;

export const extendTrial = ({ id, days }: { id: string } & TrialExtension): Promise<AdminContractor> =>
  apiPost<AdminContractor>(`${contractorPath(id)}/extend-trial`, { days });

export const deactivateContractor = ({ id, reason }: { id: string; reason: string }) =>
  apiPost<AdminContractor>(`${contractorPath(id)}/deactivate`, { reason });

export const reactivateContractor = (id: string) =>
  apiPost<AdminContractor>(`${contractorPath(id)}/reactivate`);

export const useExtendTrial = () => useAdminWrite(extendTrial, [adminContractorsKey]);
export const useDeactivateContractor = () => useAdminWrite(deactivateContractor, [adminContractorsKey]);
export const useReactivateContractor = () => useAdminWrite(reactivateContractor, [adminContractorsKey]);
