// What an administrator does to a user: PATCH /api/admin/users/{id} (make or revoke an administrator — never
// the last, 409 — deactivate or reactivate) and POST …/password-reset (a single-use link, emailed to the user
// or shown once to hand over). The read: ./get-users.ts.
import type { PasswordResetLink } from '#domain/contract/admin';
import type { BodyOf } from '#domain/contract/index';
import { apiPatch, apiPost } from '#frontend/lib/api-client';
import { currentUserQueryKey } from '#frontend/lib/current-user';
import { useAdminWrite } from './admin-write';
import { type AdminUser, adminUsersKey } from './get-users';

export { type AdminUser, adminUsersQueryOptions } from './get-users';
export type { PasswordResetLink };
export type AdminUserChange = BodyOf<'PATCH /api/admin/users/{id}'>;
export type PasswordResetDelivery = NonNullable<
  BodyOf<'POST /api/admin/users/{id}/password-reset'>['delivery']
>;

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const changeAdminUser = ({ id, change }: { id: string; change: AdminUserChange }) =>
  apiPatch<AdminUser>(userPath(id), { ...change });

export const createPasswordReset = ({ id, delivery }: { id: string; delivery: PasswordResetDelivery }) =>
  apiPost<PasswordResetLink>(`${userPath(id)}/password-reset`, { delivery });

/** A change to a user; one to the signed-in admin themselves also reads who is signed in again. */
export const useChangeAdminUser = () => useAdminWrite(changeAdminUser, [adminUsersKey, currentUserQueryKey]);

export const useCreatePasswordReset = () => useAdminWrite(createPasswordReset, []);
