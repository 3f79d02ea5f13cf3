// A user named on a record (who created it, who it is assigned to) as the API shows them: id and name.
// The names come from one read of the team (core/team/team-members.ts teamNames).

export interface Person {
  id: string;
  name: string;
}

/** The person behind a user id on a record; null when the record names nobody. */
export const personOf = (userId: string | undefined, names: ReadonlyMap<string, string>): Person | null =>
  userId ? { id: userId, name: names.get(userId) ?? '' } : null;
