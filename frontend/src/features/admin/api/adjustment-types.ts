// The adjustment types' writes: adding one and changing one (PATCH, only the fields sent). Every write reads
// the list again (a new label moves a type in the order), and the quote builder's list of offered types.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#domain/contract/index';
import { apiPatch, apiPost } from '#frontend/lib/api-client';
import { type AdjustmentType, adminAdjustmentTypesQueryKey } from './get-adjustment-types';

export { type AdjustmentType, adminAdjustmentTypesQueryOptions } from './get-adjustment-types';
export type AdjustmentTypeRequest = BodyOf<'POST /api/admin/adjustment-types'>;
export type AdjustmentTypeChangeRequest = BodyOf<'PATCH /api/admin/adjustment-types/{id}'>;

/** The quote builder's read of the offered types (features/quotes/api/get-adjustment-types.ts). */
const offeredTypesKey = ['/api/adjustment-types'] as const;

export const addAdjustmentType = (type: AdjustmentTypeRequest): Promise<AdjustmentType> =>
  apiPost<AdjustmentType>('/api/admin/adjustment-types', type);

export const changeAdjustmentType = ({
  id,
  change,
}: {
  id: string;
  change: AdjustmentTypeChangeRequest;
}): Promise<AdjustmentType> =>
  apiPatch<AdjustmentType>(`/api/admin/adjustment-types/${encodeURIComponent(id)}`, change);

/** A write to the types, after which the lists are read again. */
const useTypesWrite = <Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [adminAdjustmentTypesQueryKey, offeredTypesKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

export const useAddAdjustmentType = () => useTypesWrite(addAdjustmentType);
export const useChangeAdjustmentType = () => useTypesWrite(changeAdjustmentType);
