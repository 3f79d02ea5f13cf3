// The area Lambdas' handler factory: area-handler.ts with sessions read from the store and refused requests
// counted for security monitoring. Every area with a
// signed-in route uses it; an area of public routes only may use create-public-area-handler.ts instead.
import { noteClientError } from '../core/security/security-alerts';
import { loadSession } from '../core/sessions/sessions';
import { areaHandlerFactory, streamingHandlerFactory } from './area-handler';

export type { RouteKeyOf } from './area-handler';

export const createAreaHandler = areaHandlerFactory(loadSession, noteClientError);

/** An area's streaming handler (its rows marked `stream`), reading sessions from the store. */
export const createStreamingHandler = streamingHandlerFactory(loadSession, noteClientError);
