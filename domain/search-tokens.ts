// The words a customer can be found by, and what a search box's text asks for. Pure and shared: the
// server turns these into keyed blind-index tokens, so it never stores them readable.

// Twelve characters narrow any search to a handful of people; longer queries are checked after decryption.
const maxPrefix = 12;
const maxNameWords = 4;

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Prefixes of 2+ characters of a word, up to 12 characters: "ana" → ["an", "ana"]. */
export const prefixesOf = (word: string, minimum = 2): string[] => {
  const prefixes: string[] = [];
  for (let length = minimum; length <= Math.min(word.length, maxPrefix); length++)
    prefixes.push(word.slice(0, length));
  return prefixes;
};

/** Lower-case, accent-free words of a name: "José  De-León" → ["jose", "de", "leon"]. */
export const nameWords = (name: string): string[] =>
  normalise(name)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);

export type SearchKind = 'name' | 'namePair' | 'email' | 'phone' | 'phoneEnd' | 'quoteNumber';

/** The phone endings a customer is also found by: the last 4 digits and the last 7 (the local number). */
export const phoneEndingLengths = [4, 7] as const;

/**
 * The ending token a typed run of digits is looked up by: its last 7 digits when it has 7 or more, else its
 * last 4 (5 or 6 typed digits narrow the last-4 hits after decryption); null below 4 digits.
 */
export const phoneEndingOf = (digits: string): string | null =>
  digits.length >= 7 ? digits.slice(-7) : digits.length >= 4 ? digits.slice(-4) : null;

export interface SearchTerm {
  kind: SearchKind;
  value: string;
}

/**
 * Two-word terms that make "Ana Gar" selective among a thousand Garcias: the whole first word with each
 * prefix of the last word, and the whole last word with each prefix of the first.
 */
const namePairValues = (words: string[]): string[] => {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last || words.length < 2) return [];
  return [
    ...prefixesOf(last).map((prefix) => `${first.slice(0, maxPrefix)} ${prefix}`),
    ...prefixesOf(first).map((prefix) => `${last.slice(0, maxPrefix)} ${prefix}`),
  ];
};

/**
 * Every term a customer is indexed under: name-word prefixes, the email and its local part's prefixes,
 * phone prefixes and phone endings.
 */
export const customerSearchTerms = (customer: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}): SearchTerm[] => {
  const terms = new Map<string, SearchTerm>();
  const add = (kind: SearchKind, value: string) => terms.set(`${kind}:${value}`, { kind, value });
  const words = nameWords(`${customer.firstName} ${customer.lastName}`).slice(0, maxNameWords);
  for (const word of words) for (const prefix of prefixesOf(word)) add('name', prefix);
  for (const pair of namePairValues(words)) add('namePair', pair);
  const email = customer.email.trim().toLowerCase();
  if (email) {
    add('email', email);
    for (const prefix of prefixesOf(email.split('@')[0] ?? '')) add('email', prefix);
  }
  const digits = customer.phone.replace(/\D/g, '');
  for (const prefix of prefixesOf(digits, 3)) add('phone', prefix);
  for (const length of phoneEndingLengths) if (digits.length > length) add('phoneEnd', digits.slice(-length));
  return [...terms.values()];
};

/** What a quote is found by: its number and the name-word prefixes of its customer. */
export const quoteSearchTerms = (quote: { quoteNumber: number; customerName: string }): SearchTerm[] => {
  const terms = new Map<string, SearchTerm>([
    ['#', { kind: 'quoteNumber', value: String(quote.quoteNumber) }],
  ]);
  const words = nameWords(quote.customerName).slice(0, maxNameWords);
  for (const word of words)
    for (const prefix of prefixesOf(word)) terms.set(prefix, { kind: 'name', value: prefix });
  for (const pair of namePairValues(words)) terms.set(`pair:${pair}`, { kind: 'namePair', value: pair });
  return [...terms.values()];
};

export type SearchQuery =
  | { kind: 'phone'; value: string; quoteNumber: number | null }
  | { kind: 'email'; value: string }
  | { kind: 'name'; words: string[] };

/**
 * What a typed search means: digits → a phone prefix or ending (and a quote number); containing "@" → an email
 * (whole, or the part before the @); otherwise name words (each cut to 12 characters, at most 3).
 */
export const parseSearchQuery = (text: string): SearchQuery | null => {
  const trimmed = text.trim();
  if (trimmed.length < 2) return null;
  const digits = trimmed.replace(/\D/g, '');
  const hash = trimmed.replace(/^#/, '');
  if (/^[\d\s()+.#-]+$/.test(trimmed) && digits.length >= 1) {
    return {
      kind: 'phone',
      value: digits.slice(0, 10),
      quoteNumber: /^\d{1,9}$/.test(hash) ? Number(hash) : null,
    };
  }
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    const local = (email.split('@')[0] ?? '').slice(0, maxPrefix);
    // A whole address matches the indexed email; a partial one searches by the part before the @.
    if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return { kind: 'email', value: email };
    return local.length >= 2 ? { kind: 'email', value: local } : null;
  }
  const words = nameWords(trimmed)
    .filter((word) => word.length >= 2)
    .map((word) => word.slice(0, maxPrefix))
    .slice(0, 3);
  return words.length > 0 ? { kind: 'name', words } : null;
};

/**
 * How the admins' directory sorts and finds a business name: its words, lower-case and accent-free, one
 * space apart ("Oak  & Iron, LLC" → "oak iron llc"); a search is the start of it.
 */
export const directoryKeyOf = (name: string): string => nameWords(name).join(' ');
