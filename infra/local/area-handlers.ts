// The Lambda handler of every API area, loaded on first use like a cold start. The Record type makes a
// new area in routes.ts fail to compile until the local runtime knows its handler.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { OpenResponse } from '#functions/http/area-handler';
import type { Area } from '#functions/routes';

export type AreaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const loaders: Record<Area, () => Promise<{ handler: AreaHandler }>> = {
  system: () => import('#functions/api/system/handler'),
  auth: () => import('#functions/api/auth/handler'),
  passwords: () => import('#functions/api/passwords/handler'),
  contractors: () => import('#functions/api/contractors/handler'),
  customers: () => import('#functions/api/customers/handler'),
  quotes: () => import('#functions/api/quotes/handler'),
  sharing: () => import('#functions/api/sharing/handler'),
  jobs: () => import('#functions/api/jobs/handler'),
  calendar: () => import('#functions/api/calendar/handler'),
  notifications: () => import('#functions/api/notifications/handler'),
  team: () => import('#functions/api/team/handler'),
  reports: () => import('#functions/api/reports/handler'),
  portal: () => import('#functions/api/portal/handler'),
  admin: () => import('#functions/api/admin/handler'),
  docs: () => import('#functions/api/docs/handler'),
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

/** An area's streaming handler: its rows marked `stream`, answered a piece at a time. */
export type StreamingHandler = (event: APIGatewayProxyEventV2, open: OpenResponse) => Promise<void>;

/** The areas with streamed rows (functions/routes.ts `stream`), and where their streaming handler is. */
const streamingLoaders: Partial<Record<Area, () => Promise<StreamingHandler>>> = {
  reports: () => import('#functions/api/reports/handler').then((module) => module.streamHandler),
};

export const streamingHandler = (area: Area): Promise<StreamingHandler> => {
  const load = streamingLoaders[area];
  if (!load) throw new Error(`The ${area} area has streamed routes but no streaming handler`);
  return load();
};
