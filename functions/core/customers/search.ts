// The header search (SPEC §2, §3): a contractor's customers by name, email, phone prefix or phone ending
// (4+ digits: "0147" or "5550147" find 312-555-0147) and quotes by number or customer name. It reads one blind-index partition per kind of record — the most selective
// term typed: a first-and-last-name pair, else the longest name word, the email or the phone digits —
// fetches at most 12 customers and 12 quotes from it (50 when other typed words must be checked), decrypts just those and re-checks every typed word.
// At most two such rounds (pair, then single word): a bounded number of DynamoDB requests however many
// customers the contractor has.
import type { SearchResult } from '#domain/contract/customers';
import {
  nameWords,
  parseSearchQuery,
  phoneEndingOf,
  type SearchQuery,
  type SearchTerm,
} from '#domain/search-tokens';
import { findByToken, getCustomers } from '#functions/store/customers';
import { getQuotes, type QuoteItem } from '#functions/store/quotes';
import { blindToken } from '../crypto/blind-index';
import { openCopy } from '../crypto/sealed-copy';
import { customerKeys } from '../ports/keys/customer-keys';
import { openCustomer } from './customer-record';

/** Enough to fill the results when every hit matches (one typed term)… */
const singleTermCandidates = 12;
/** …and more when typed words beyond the indexed one must still be checked after decryption. */
const multiWordCandidates = 50;
const maxResults = 10;

export type { SearchResult };

/** The one term whose index partition is read: the longest name word narrows the most. */
const leadingTerm = (query: SearchQuery): SearchTerm | null => {
  if (query.kind === 'name') {
    const longest = [...query.words].sort((a, b) => b.length - a.length)[0];
    return longest ? { kind: 'name', value: longest } : null;
  }
  if (query.kind === 'email') return { kind: 'email', value: query.value };
  if (query.quoteNumber !== null && query.value.length < 3) {
    return { kind: 'quoteNumber', value: String(query.quoteNumber) };
  }
  return query.value.length >= 3 ? { kind: 'phone', value: query.value } : null;
};

const wordsMatch = (words: string[], text: string) => {
  const candidates = nameWords(text);
  return words.every((word) => candidates.some((candidate) => candidate.startsWith(word)));
};

const customerMatches = (query: SearchQuery, customer: ReturnType<typeof openCustomer>) => {
  if (query.kind === 'name') return wordsMatch(query.words, `${customer.firstName} ${customer.lastName}`);
  if (query.kind === 'email') {
    return query.value.includes('@')
      ? customer.email === query.value
      : customer.email.startsWith(query.value);
  }
  const digits = customer.phone.replace(/\D/g, '');
  return (
    (query.value.length >= 3 && digits.startsWith(query.value)) ||
    (query.value.length >= 4 && digits.endsWith(query.value))
  );
};

const quoteMatches = (query: SearchQuery, quote: QuoteItem, customerName: string) =>
  query.kind === 'name'
    ? wordsMatch(query.words, customerName)
    : query.kind === 'phone' && quote.quoteNumber === query.quoteNumber;

/** Reads one term's partition for customers and for quotes, then decrypts and re-checks what it found. */
const lookUp = async (
  contractorId: string,
  query: SearchQuery,
  terms: { customers: SearchTerm | null; quotes: SearchTerm | null; customersAlso?: SearchTerm | null },
  keys: Awaited<ReturnType<typeof customerKeys>>,
): Promise<SearchResult[]> => {
  const token = (term: SearchTerm) => blindToken(keys.indexKey, contractorId, term);
  const limit = query.kind === 'name' && query.words.length > 1 ? multiWordCandidates : singleTermCandidates;
  const [homeownerIds, alsoIds, quoteIds] = await Promise.all([
    terms.customers ? findByToken(contractorId, token(terms.customers), 'homeowner', limit) : [],
    terms.customersAlso ? findByToken(contractorId, token(terms.customersAlso), 'homeowner', limit) : [],
    terms.quotes ? findByToken(contractorId, token(terms.quotes), 'quote', limit) : [],
  ]);
  const [customers, quotes] = await Promise.all([
    getCustomers(contractorId, [...new Set([...homeownerIds, ...alsoIds])]),
    getQuotes(contractorId, quoteIds),
  ]);

  const customerResults: SearchResult[] = customers
    .filter((item) => !item.archivedAt)
    .map((item) => ({ item, customer: openCustomer(item, keys) }))
    .filter(({ customer }) => customerMatches(query, customer))
    .map(({ item, customer }) => ({
      type: 'customer' as const,
      id: item.homeownerId,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      phone: customer.phone,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

  const quoteResults: SearchResult[] = quotes
    .map((quote) => ({
      quote,
      customerName: openCopy(keys, contractorId, 'customerName', quote.customerName),
    }))
    .filter(({ quote, customerName }) => quoteMatches(query, quote, customerName))
    .sort((a, b) => b.quote.quoteNumber - a.quote.quoteNumber)
    .map(({ quote, customerName }) => ({
      type: 'quote' as const,
      id: quote.quoteId,
      number: quote.quoteNumber,
      status: quote.status,
      customerName,
      totalCost: quote.totalCostCents / 100,
    }));

  return [...quoteResults.slice(0, maxResults), ...customerResults.slice(0, maxResults)];
};

export const searchContractor = async (contractorId: string, text: string): Promise<SearchResult[]> => {
  const query = parseSearchQuery(text);
  if (!query) return [];
  const keys = await customerKeys();
  // "Ana Garcia": the two-word term first — selective even among thousands of Garcias.
  const [firstWord, secondWord] = query.kind === 'name' ? query.words : [];
  if (firstWord && secondWord) {
    const pair: SearchTerm = { kind: 'namePair', value: `${firstWord} ${secondWord}` };
    const found = await lookUp(contractorId, query, { customers: pair, quotes: pair }, keys);
    if (found.length > 0) return found;
  }
  const term = leadingTerm(query);
  // A number is both a phone prefix (customers) and a quote number (quotes).
  const quoteTerm: SearchTerm | null =
    query.kind === 'phone'
      ? query.quoteNumber === null
        ? null
        : { kind: 'quoteNumber', value: String(query.quoteNumber) }
      : query.kind === 'name'
        ? term
        : null;
  // 4+ digits are also a phone ending: one more partition, read in the same round.
  const ending = query.kind === 'phone' ? phoneEndingOf(query.value) : null;
  return lookUp(
    contractorId,
    query,
    {
      customers: term?.kind === 'quoteNumber' ? null : term,
      quotes: quoteTerm,
      customersAlso: ending ? { kind: 'phoneEnd', value: ending } : null,
    },
    keys,
  );
};
