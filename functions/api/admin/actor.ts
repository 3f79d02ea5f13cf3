// The administrator making a request, as the admin use cases audit them: who, and from where.
import type { AdminActor } from '#functions/core/admin/admin-actor';
import type { ApiRequest } from '#functions/http/api-request';

export const adminActor = async (request: ApiRequest): Promise<AdminActor> => ({
  user: (await request.signedIn()).user,
  ip: request.ip,
  userAgent: request.userAgent,
});
