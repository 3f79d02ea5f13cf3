// The access levels of signed-in routes and pages: who on a contractor's team each lets in. The server's
// route table names one per route (functions/routes.ts) and its HTTP edge enforces it; the browser's routes
// name one per page (frontend/src/lib/access.ts) so the shell shows each role only what it may open. One
// table for both, so a page and the calls it makes cannot disagree.
import type { UserRole } from './vocabularies';

export type TeamAccess = 'team' | 'sales' | 'owner';

/** The roles each level lets in: everyone; those who sell (no crew); the owners alone. */
export const roleAccess = {
  team: ['owner', 'rep', 'crew'],
  sales: ['owner', 'rep'],
  owner: ['owner'],
} as const satisfies Record<TeamAccess, readonly UserRole[]>;

/** Whether a role may use what a level guards. */
export const levelLetsIn = (level: TeamAccess, role: UserRole): boolean =>
  (roleAccess[level] as readonly UserRole[]).includes(role);
