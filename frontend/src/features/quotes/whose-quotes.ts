// The quote list's "Whose quotes" filter (`/quotes?assignedTo=…`): everyone's, the signed-in member's own
// ("My quotes") or one seller's. The URL keeps `all`, `me` or a user id; `me` is no server value, so the list
// asks the server for the member's own id. With nothing in the URL a rep sees their own quotes and an owner
// everyone's. Pure, so the rules are unit-tested.
import type { UserRole } from '#domain/vocabularies';

export const everyonesQuotes = 'all';
export const myQuotes = 'me';

/** What the filter shows: `all`, `me` or another member's user id. */
export type WhoseQuotes = string;

/** Whose quotes a role sees when the URL names nobody: a rep their own, an owner everyone's. */
export const defaultWhoseQuotes = (role: UserRole): WhoseQuotes =>
  role === 'rep' ? myQuotes : everyonesQuotes;

/** The choice the list shows for the URL's value; the member's own id reads as "My quotes". */
export const whoseQuotesChoice = (
  inUrl: string | undefined,
  user: { id: string; role: UserRole },
): WhoseQuotes => {
  if (!inUrl) return defaultWhoseQuotes(user.role);
  return inUrl === user.id ? myQuotes : inUrl;
};

/** The server's `assignedTo` for a choice: a user id, or undefined for everyone's quotes. */
export const assignedToFilter = (choice: WhoseQuotes, userId: string): string | undefined => {
  if (choice === everyonesQuotes) return undefined;
  return choice === myQuotes ? userId : choice;
};

/** What the URL keeps for a choice: nothing for the role's default, so a plain /quotes link shows it. */
export const whoseQuotesInUrl = (choice: WhoseQuotes, role: UserRole): string | undefined =>
  choice === defaultWhoseQuotes(role) ? undefined : choice;

export interface Person {
  id: string;
  name: string;
}

/** A member of the team as GET /api/team lists them. */
interface Member extends Person {
  role: UserRole;
  status: 'active' | 'deactivated';
}

/** The people who sell: active owners and reps, in the team's order. */
export const sellersOf = (members: readonly Member[]): Person[] =>
  members
    .filter((member) => member.status === 'active' && member.role !== 'crew')
    .map(({ id, name }) => ({ id, name }));

/**
 * The people the filter offers besides everyone's and the member's own: the other sellers and, when the URL
 * names someone no longer among them (deactivated, or the team not loaded yet), that person too, named as
 * the team or a listed quote names them (`unknownName` when neither does).
 */
export const whoseQuotesPeople = ({
  members,
  userId,
  choice,
  knownPeople,
  unknownName,
}: {
  members: readonly Member[];
  userId: string;
  choice: WhoseQuotes;
  /** People the page already knows by name, such as the sellers of the listed quotes. */
  knownPeople: readonly (Person | null)[];
  unknownName: string;
}): Person[] => {
  const others = sellersOf(members).filter((person) => person.id !== userId);
  if (choice === everyonesQuotes || choice === myQuotes || others.some((person) => person.id === choice))
    return others;
  const named = [...members, ...knownPeople].find((person) => person?.id === choice);
  return [...others, { id: choice, name: named?.name || unknownName }];
};

/**
 * Whom the builder's "Sold by" offers: the active owners and reps and, when the quote's seller is no longer
 * among them (deactivated since), that seller too, so the choice shown is the one saved.
 */
export const sellerChoices = (members: readonly Member[], current: Person | null): Person[] => {
  const sellers = sellersOf(members);
  return current && !sellers.some((person) => person.id === current.id) ? [...sellers, current] : sellers;
};
