// The Lambda handler of every API area, loaded on first use like a cold start. The Record type makes a
// new area in routes.ts fail to compile until the local runtime knows its handler.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Area } from '../../functions/routes';

export type AreaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const loaders: Record<Area, () => Promise<{ handler: AreaHandler }>> = {
  system: () => import('../../functions/system/handler'),
  auth: () => import('../../functions/auth/handler'),
  contractors: () => import('../../functions/contractors/handler'),
  customers: () => import('../../functions/customers/handler'),
  quotes: () => import('../../functions/quotes/handler'),
  sharing: () => import('../../functions/sharing/handler'),
  jobs: () => import('../../functions/jobs/handler'),
  notifications: () => import('../../functions/notifications/handler'),
  admin: () => import('../../functions/admin/handler'),
};

const loaded = new Map<Area, Promise<AreaHandler>>();

export const areaHandler = (area: Area): Promise<AreaHandler> => {
  let handler = loaded.get(area);
  if (!handler) {
    handler = loaders[area]().then((module) => module.handler);
    loaded.set(area, handler);
  }
  return handler;
};
