// Who is acting: the signed-in user reduced to what use cases decide on — their company, themselves and
// their role. The route table decides which roles may call a route (functions/routes.ts); a use case that
// serves several roles narrows what each sees with these (docs/api.md "Roles").
import type { UserRole } from '#domain/vocabularies';

export interface Actor {
  contractorId: string;
  userId: string;
  role: UserRole;
}

export const actorOf = (user: { contractorId: string; userId: string; role: UserRole }): Actor => ({
  contractorId: user.contractorId,
  userId: user.userId,
  role: user.role,
});

/** Crew see and work only what is assigned to them, and never prices. */
export const isCrew = (actor: Actor): boolean => actor.role === 'crew';

/** The person a list is narrowed to: a crew member always to themselves, others to whom they asked for. */
export const listedPerson = (actor: Actor, asked: string | undefined): string | undefined =>
  isCrew(actor) ? actor.userId : asked;
