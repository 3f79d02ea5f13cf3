// Checking who a record is assigned to: someone active on the caller's own team, in a role that does that
// work (a quote or customer to a seller, a job or event to anyone), else a 400 naming the field.
import type { UserRole } from '#domain/vocabularies';
import { DomainError } from '#functions/core/errors';
import { getUser } from '#functions/store/users';

/** Owners and reps sell; crew do not take quotes or customers. */
export const sellerRoles: readonly UserRole[] = ['owner', 'rep'];
export const anyRole: readonly UserRole[] = ['owner', 'rep', 'crew'];

export const checkAssignee = async (
  contractorId: string,
  userId: string,
  roles: readonly UserRole[],
): Promise<void> => {
  const assignee = await getUser(contractorId, userId);
  if (!assignee?.active || !roles.includes(assignee.role))
    throw new DomainError('VALIDATION_FAILED', 'request.invalid', {
      fields: { assignedTo: 'event.assigneeUnknown' },
    });
};
