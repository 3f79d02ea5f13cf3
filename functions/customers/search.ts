// The header search (SPEC §2, §3): a contractor's customers by name, email or phone prefix and quotes by
// number or customer name. It reads only the blind-index partitions of the typed terms (at most three
// words), then the matching records — a bounded number of DynamoDB requests however many customers the
// contractor has — and decrypts only those records, re-checking each against the text.
import { nameWords, parseSearchQuery, type SearchQuery, type SearchTerm } from '../../domain/search-tokens';
import { blindToken } from '../crypto/blind-index';
import { customerKeys } from '../crypto/customer-keys';
import type { QuoteItem } from '../quotes/present-quote';
import { store } from '../store/service';
import { type HomeownerItem, openCustomer } from './customer-record';

const maxCandidates = 20;
const maxResults = 10;

export type SearchResult =
  | { type: 'customer'; id: string; name: string; email: string; phone: string }
  | { type: 'quote'; id: string; number: number; status: string; customerName: string; totalCost: number };

const termsOf = (query: SearchQuery): SearchTerm[] => {
  if (query.kind === 'name') return query.words.map((value) => ({ kind: 'name' as const, value }));
  if (query.kind === 'email') return [{ kind: 'email', value: query.value }];
  return query.value.length >= 3 ? [{ kind: 'phone', value: query.value }] : [];
};

/** Targets found under every term (a two-word name must match both words). */
const matchingTargets = async (contractorId: string, tokens: string[]) => {
  const pages = await Promise.all(
    tokens.map((token) =>
      store.entities.searchEntry.query.byToken({ contractorId, token }).go({ limit: 50 }),
    ),
  );
  const [first, ...rest] = pages.map(
    ({ data }) => new Set(data.map((entry) => `${entry.targetType}#${entry.targetId}`)),
  );
  const shared = [...(first ?? [])].filter((key) => rest.every((set) => set.has(key)));
  const ids = (type: string) =>
    shared
      .filter((key) => key.startsWith(`${type}#`))
      .map((key) => key.slice(type.length + 1))
      .slice(0, maxCandidates);
  return { homeownerIds: ids('homeowner'), quoteIds: ids('quote') };
};

const wordsMatch = (words: string[], text: string) => {
  const candidates = nameWords(text);
  return words.every((word) => candidates.some((candidate) => candidate.startsWith(word)));
};

export const searchContractor = async (contractorId: string, text: string): Promise<SearchResult[]> => {
  const query = parseSearchQuery(text);
  if (!query) return [];
  const keys = await customerKeys();
  const tokens = termsOf(query).map((term) => blindToken(keys.indexKey, contractorId, term));
  const quoteNumber = query.kind === 'phone' ? query.quoteNumber : null;
  const numberToken =
    quoteNumber === null
      ? null
      : blindToken(keys.indexKey, contractorId, { kind: 'quoteNumber', value: String(quoteNumber) });
  const [targets, byNumber] = await Promise.all([
    tokens.length ? matchingTargets(contractorId, tokens) : { homeownerIds: [], quoteIds: [] },
    numberToken ? matchingTargets(contractorId, [numberToken]) : { homeownerIds: [], quoteIds: [] },
  ]);
  const quoteIds = [...new Set([...byNumber.quoteIds, ...targets.quoteIds])].slice(0, maxCandidates);
  const [customers, quotes] = await Promise.all([
    targets.homeownerIds.length
      ? store.entities.homeowner
          .get(targets.homeownerIds.map((homeownerId) => ({ contractorId, homeownerId })))
          .go()
      : { data: [] as HomeownerItem[] },
    quoteIds.length
      ? store.entities.quote.get(quoteIds.map((quoteId) => ({ contractorId, quoteId }))).go()
      : { data: [] as QuoteItem[] },
  ]);

  const customerResults: SearchResult[] = customers.data
    .filter((item) => !item.archivedAt)
    .map((item) => ({ item, customer: openCustomer(item, keys) }))
    .filter(({ customer }) => {
      if (query.kind === 'name') return wordsMatch(query.words, `${customer.firstName} ${customer.lastName}`);
      if (query.kind === 'email') {
        return query.value.includes('@')
          ? customer.email === query.value
          : customer.email.startsWith(query.value);
      }
      return customer.phone.startsWith(query.value);
    })
    .map(({ item, customer }) => ({
      type: 'customer',
      id: item.homeownerId,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      phone: customer.phone,
    }));

  const quoteResults: SearchResult[] = quotes.data
    .filter((quote) =>
      query.kind === 'name'
        ? wordsMatch(query.words, quote.customerName ?? '')
        : query.kind === 'phone' && quote.quoteNumber === quoteNumber,
    )
    .sort((a, b) => b.quoteNumber - a.quoteNumber)
    .map((quote) => ({
      type: 'quote',
      id: quote.quoteId,
      number: quote.quoteNumber,
      status: quote.status,
      customerName: quote.customerName ?? '',
      totalCost: quote.totalCostCents / 100,
    }));

  return [...quoteResults.slice(0, maxResults), ...customerResults.slice(0, maxResults)];
};
