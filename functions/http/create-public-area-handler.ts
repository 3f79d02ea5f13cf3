// The handler factory of an area whose routes are all public (today: docs). Nobody is ever signed in
// there, so it bundles no session store: the same cross-cutting rules as create-area-handler.ts otherwise.
import type { Access, Area, routes } from '../routes';
import { type AreaHandlers, areaHandlerFactory } from './area-handler';

/** Areas none of whose rows needs a session. */
type PublicArea = Exclude<
  Area,
  Extract<(typeof routes)[number], { auth: Exclude<Access, 'public'> }>['area']
>;

const forPublicRoutes = areaHandlerFactory(async () => null);

export const createPublicAreaHandler = <A extends PublicArea>(area: A, handlers: AreaHandlers<A>) =>
  forPublicRoutes(area, handlers);
