// The admin area's businesses and users: find them, extend a trial, deactivate and reactivate, make or
// revoke administrators, and make password reset links.
import {
  adminSearchSchema,
  adminUserChangeSchema,
  deactivationSchema,
  passwordResetRequestSchema,
  trialExtensionSchema,
} from '#domain/schemas/admin';
import {
  contractorDetail,
  deactivateContractor,
  extendTrial,
  findContractors,
  reactivateContractor,
} from '#functions/core/admin/admin-contractors';
import { changeUser, findUsers, makeResetLink } from '#functions/core/admin/admin-users';
import { created, ok } from '#functions/http/api-request';
import type { AreaHandlers } from '#functions/http/area-handler';
import { adminActor } from './actor';

type AccountRouteKey =
  | 'GET /api/admin/contractors'
  | 'GET /api/admin/contractors/{id}'
  | 'POST /api/admin/contractors/{id}/deactivate'
  | 'POST /api/admin/contractors/{id}/reactivate'
  | 'POST /api/admin/contractors/{id}/extend-trial'
  | 'GET /api/admin/users'
  | 'PATCH /api/admin/users/{id}'
  | 'POST /api/admin/users/{id}/password-reset';

export const accountRoutes: Pick<AreaHandlers<'admin'>, AccountRouteKey> = {
  'GET /api/admin/contractors': async (request) =>
    ok({ contractors: await findContractors(adminSearchSchema.parse(request.query).q) }),

  'GET /api/admin/contractors/{id}': async (request) => ok(await contractorDetail(request.params.id ?? '')),

  'POST /api/admin/contractors/{id}/deactivate': async (request) => {
    const { reason } = deactivationSchema.parse(request.body ?? {});
    return ok(await deactivateContractor(request.params.id ?? '', reason, await adminActor(request)));
  },

  'POST /api/admin/contractors/{id}/reactivate': async (request) =>
    ok(await reactivateContractor(request.params.id ?? '', await adminActor(request))),

  'POST /api/admin/contractors/{id}/extend-trial': async (request) => {
    const { days } = trialExtensionSchema.parse(request.body);
    return ok(await extendTrial(request.params.id ?? '', days, await adminActor(request)));
  },

  'GET /api/admin/users': async (request) =>
    ok({ users: await findUsers(adminSearchSchema.parse(request.query).q) }),

  'PATCH /api/admin/users/{id}': async (request) => {
    const change = adminUserChangeSchema.parse(request.body);
    return ok(await changeUser(request.params.id ?? '', change, await adminActor(request)));
  },

  'POST /api/admin/users/{id}/password-reset': async (request) => {
    const { delivery } = passwordResetRequestSchema.parse(request.body ?? {});
    return created(
      await makeResetLink(request.params.id ?? '', delivery, await adminActor(request), request.language),
    );
  },
};
