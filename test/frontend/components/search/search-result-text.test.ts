// What the header search's rows say (SPEC §2, §3, §9) and how a customer's quotes are picked out of a
// search for their name.
import { describe, expect, it } from 'vitest';
import { english, type TranslationKey } from '#domain/i18n/english';
import { spanish } from '#domain/i18n/spanish';
import {
  customerResults,
  customerRowText,
  formatUsd,
  quoteRowText,
  resultTarget,
  statusVariant,
} from '#frontend/components/search/search-result-text';
import type { CustomerSearchResult, QuoteSearchResult } from '#frontend/lib/search';
import { canSearch } from '#frontend/lib/search';

// Straight from the dictionaries, so the test does not depend on how the app loads Spanish.
const translator =
  (dictionary: Readonly<Record<TranslationKey, string>>) =>
  (key: TranslationKey, vars?: Readonly<Record<string, string | number>>): string =>
    dictionary[key].replace(/\{(\w+)\}/g, (match, name: string) =>
      vars && name in vars ? String(vars[name]) : match,
    );
const en = translator(english);
const es = translator(spanish);

// Overrides may be what the API contract rules out (nulls): the row texts must survive them anyway.
type Loose<T> = { [K in keyof T]?: T[K] | null };

const quote = (overrides: Loose<QuoteSearchResult> = {}) =>
  ({
    type: 'quote',
    id: 'q_1',
    number: 1042,
    status: 'sent',
    customerName: 'Ana Díaz',
    totalCost: 12345.6,
    ...overrides,
  }) as QuoteSearchResult;

const customer = (overrides: Loose<CustomerSearchResult> = {}) =>
  ({
    type: 'customer',
    id: 'h_1',
    name: 'Ana Díaz',
    email: 'ana@example.com',
    phone: '5125550147',
    ...overrides,
  }) as CustomerSearchResult;

describe('a quote row', () => {
  it('shows Quote #number, the status, the customer and the total in USD', () => {
    expect(quoteRowText(quote(), en)).toEqual({
      title: 'Quote #1042',
      customer: 'Ana Díaz',
      total: '$12,345.60',
      status: 'Sent',
      variant: 'secondary',
    });
  });

  it("falls back to N/A and 'Unknown Customer'", () => {
    const text = quoteRowText(quote({ number: null, customerName: '  ', totalCost: null }), en);
    expect(text.title).toBe('Quote #N/A');
    expect(text.customer).toBe('Unknown Customer');
    expect(text.total).toBe('N/A');
  });

  it('gives approved the success badge and every other status the secondary one', () => {
    expect(statusVariant('approved')).toBe('success');
    for (const status of ['draft', 'sent', 'scheduled', 'completed', 'paid', 'lost', 'converted_to_job']) {
      expect(statusVariant(status), status).toBe('secondary');
    }
    expect(quoteRowText(quote({ status: 'approved' }), es)).toMatchObject({
      status: 'Aprobada',
      variant: 'success',
    });
  });

  it('keeps dollars in en-US format in Spanish too', () => {
    expect(formatUsd(1500)).toBe('$1,500.00');
    expect(quoteRowText(quote({ totalCost: 1500 }), es).total).toBe('$1,500.00');
  });
});

describe('a customer row', () => {
  it('shows the name and the email', () => {
    expect(customerRowText(customer(), en)).toEqual({ name: 'Ana Díaz', contact: 'ana@example.com' });
  });

  it('shows the phone as XXX-XXX-XXXX when there is no email', () => {
    expect(customerRowText(customer({ email: '' }), en).contact).toBe('512-555-0147');
    expect(customerRowText(customer({ email: null, phone: '555 12' }), en).contact).toBe('555 12');
  });

  it("says 'Unknown' and 'No contact info' when both are missing", () => {
    expect(customerRowText(customer({ name: '', email: '', phone: '' }), en)).toEqual({
      name: 'Unknown',
      contact: 'No contact info',
    });
    expect(customerRowText(customer({ name: null, email: null, phone: null }), es)).toEqual({
      name: 'Desconocido',
      contact: 'Sin datos de contacto',
    });
  });
});

describe('search results', () => {
  it('search from 2 characters, spaces aside', () => {
    expect(canSearch('a')).toBe(false);
    expect(canSearch(' a ')).toBe(false);
    expect(canSearch('an')).toBe(true);
  });

  it('open the quote view or the customer page', () => {
    expect(resultTarget(quote())).toEqual({ to: '/contractor/quote/$id/view', params: { id: 'q_1' } });
    expect(resultTarget(customer())).toEqual({ to: '/customers/$customerId', params: { customerId: 'h_1' } });
  });

  it('keep only customers for the customer list', () => {
    expect(customerResults([quote(), customer(), quote({ id: 'q_2' })])).toEqual([customer()]);
  });
});
