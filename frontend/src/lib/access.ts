// Who may open which signed-in page, by the same levels the server's routes use (domain/access-levels.ts,
// docs/api.md "Roles"): the whole team, those who sell (owners and reps), or the owners alone.
// A route names its level in `staticData.access`; the signed-in layout checks it before any page loads its
// data, and the shell shows each role only what it may open. Pure, so it is tested on its own.
import { levelLetsIn, type TeamAccess } from '#domain/access-levels';
import type { UserRole } from '#domain/vocabularies';

export type PageAccess = TeamAccess;

/** Whether a role may open a page of this level (no level: every signed-in member). */
export const mayOpen = (role: UserRole, access: PageAccess | undefined): boolean =>
  access === undefined || levelLetsIn(access, role);

const strictness: Readonly<Record<PageAccess, number>> = { team: 0, sales: 1, owner: 2 };

/** The strictest level among the routes of a match (a layout's and its page's), or undefined for none. */
export const strictestAccess = (levels: ReadonlyArray<PageAccess | undefined>): PageAccess | undefined =>
  levels.reduce<PageAccess | undefined>(
    (strictest, level) =>
      level !== undefined && (strictest === undefined || strictness[level] > strictness[strictest])
        ? level
        : strictest,
    undefined,
  );

/** Thrown by a route guard when the signed-in member's role may not open the page: its error view says so. */
export class NoAccessError extends Error {
  override readonly name = 'NoAccessError';
  readonly access: PageAccess;

  constructor(access: PageAccess) {
    super(`This page needs the ${access} access level`);
    this.access = access;
  }
}

export const isNoAccessError = (error: unknown): error is NoAccessError => error instanceof NoAccessError;
