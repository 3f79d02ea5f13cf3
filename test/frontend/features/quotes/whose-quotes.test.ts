// The quote list's "Whose quotes" filter: a rep starts on their own quotes and an owner on everyone's, `me`
// becomes the member's id for the server, the URL keeps only what differs from the role's default, and the
// people offered are the team's active sellers (plus whoever the URL names); the builder's "Sold by" choices.
import { describe, expect, it } from 'vitest';
import {
  assignedToFilter,
  defaultWhoseQuotes,
  everyonesQuotes,
  myQuotes,
  sellerChoices,
  sellersOf,
  whoseQuotesChoice,
  whoseQuotesInUrl,
  whoseQuotesPeople,
} from '#frontend/features/quotes/whose-quotes';

const owner = { id: 'u_owner', role: 'owner' as const };
const rep = { id: 'u_rep', role: 'rep' as const };

const members = [
  { id: 'u_owner', name: 'Olivia Owens', role: 'owner' as const, status: 'active' as const },
  { id: 'u_rep', name: 'Riley Rep', role: 'rep' as const, status: 'active' as const },
  { id: 'u_rep2', name: 'Sam Seller', role: 'rep' as const, status: 'active' as const },
  { id: 'u_crew', name: 'Casey Crew', role: 'crew' as const, status: 'active' as const },
  { id: 'u_gone', name: 'Gale Gone', role: 'rep' as const, status: 'deactivated' as const },
];

describe('whose quotes the list shows', () => {
  it('starts a rep on their own quotes and an owner on everyone’s', () => {
    expect(defaultWhoseQuotes('rep')).toBe(myQuotes);
    expect(defaultWhoseQuotes('owner')).toBe(everyonesQuotes);
    expect(whoseQuotesChoice(undefined, rep)).toBe(myQuotes);
    expect(whoseQuotesChoice(undefined, owner)).toBe(everyonesQuotes);
  });

  it('follows the URL, reading the member’s own id as "My quotes"', () => {
    expect(whoseQuotesChoice('all', rep)).toBe(everyonesQuotes);
    expect(whoseQuotesChoice('me', owner)).toBe(myQuotes);
    expect(whoseQuotesChoice('u_rep', rep)).toBe(myQuotes);
    expect(whoseQuotesChoice('u_rep2', owner)).toBe('u_rep2');
  });

  it('asks the server for a user id, never `me`, and for no filter for everyone’s', () => {
    expect(assignedToFilter(myQuotes, 'u_rep')).toBe('u_rep');
    expect(assignedToFilter(everyonesQuotes, 'u_rep')).toBeUndefined();
    expect(assignedToFilter('u_rep2', 'u_owner')).toBe('u_rep2');
  });

  it('keeps in the URL only a choice that differs from the role’s default', () => {
    expect(whoseQuotesInUrl(myQuotes, 'rep')).toBeUndefined();
    expect(whoseQuotesInUrl(everyonesQuotes, 'rep')).toBe('all');
    expect(whoseQuotesInUrl(everyonesQuotes, 'owner')).toBeUndefined();
    expect(whoseQuotesInUrl(myQuotes, 'owner')).toBe('me');
    expect(whoseQuotesInUrl('u_rep', 'owner')).toBe('u_rep');
  });
});

describe('the people offered', () => {
  it('are the active owners and reps, never crew or the deactivated', () => {
    expect(sellersOf(members).map((person) => person.id)).toEqual(['u_owner', 'u_rep', 'u_rep2']);
  });

  it('leave out the member themselves (that is "My quotes")', () => {
    const people = whoseQuotesPeople({
      members,
      userId: 'u_owner',
      choice: everyonesQuotes,
      knownPeople: [],
      unknownName: 'Someone',
    });
    expect(people).toEqual([
      { id: 'u_rep', name: 'Riley Rep' },
      { id: 'u_rep2', name: 'Sam Seller' },
    ]);
  });

  it('add whoever the URL names when they are no longer a seller, by the name the team or a quote gives', () => {
    const choose = (choice: string, knownPeople = [] as { id: string; name: string }[], team = members) =>
      whoseQuotesPeople({ members: team, userId: 'u_owner', choice, knownPeople, unknownName: 'Someone' }).at(
        -1,
      );
    expect(choose('u_gone')).toEqual({ id: 'u_gone', name: 'Gale Gone' });
    // The team not read yet: a listed quote's seller names them.
    expect(choose('u_rep', [{ id: 'u_rep', name: 'Riley Rep' }], [])).toEqual({
      id: 'u_rep',
      name: 'Riley Rep',
    });
    expect(choose('u_unknown')).toEqual({ id: 'u_unknown', name: 'Someone' });
  });

  it('offer the builder’s "Sold by" the sellers, keeping a seller deactivated since', () => {
    expect(sellerChoices(members, { id: 'u_rep', name: 'Riley Rep' }).map((person) => person.id)).toEqual([
      'u_owner',
      'u_rep',
      'u_rep2',
    ]);
    expect(sellerChoices(members, { id: 'u_gone', name: 'Gale Gone' }).at(-1)).toEqual({
      id: 'u_gone',
      name: 'Gale Gone',
    });
    expect(sellerChoices([], null)).toEqual([]);
  });
});
