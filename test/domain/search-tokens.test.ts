import { describe, expect, it } from 'vitest';
import { customerSearchTerms, parseSearchQuery, quoteSearchTerms } from '#domain/search-tokens';

describe('search terms', () => {
  it('index name-word prefixes (accent-free), the email and its local part, and phone prefixes', () => {
    const terms = customerSearchTerms({
      firstName: 'José',
      lastName: 'Peña',
      email: 'Jo.Pe@Mail.com',
      phone: '312-555-0188',
    });
    const values = (kind: string) => terms.filter((term) => term.kind === kind).map((term) => term.value);
    expect(values('name')).toEqual(['jo', 'jos', 'jose', 'pe', 'pen', 'pena']);
    expect(values('email')).toEqual(['jo.pe@mail.com', 'jo', 'jo.', 'jo.p', 'jo.pe']);
    expect(values('phone')).toEqual([
      '312',
      '3125',
      '31255',
      '312555',
      '3125550',
      '31255501',
      '312555018',
      '3125550188',
    ]);
  });

  it('stay within a transaction’s room however long the name', () => {
    const terms = customerSearchTerms({
      firstName: 'Maximiliano Bartolomeo Leopoldo',
      lastName: 'Villavicencio-Santamaria Echeverria',
      email: 'maximiliano.bartolomeo.villavicencio@example.com',
      phone: '3125550188',
    });
    expect(terms.length).toBeLessThan(99);
  });

  it('index a quote by number and customer name', () => {
    expect(quoteSearchTerms({ quoteNumber: 42, customerName: 'Ana' })).toEqual([
      { kind: 'quoteNumber', value: '42' },
      { kind: 'name', value: 'an' },
      { kind: 'name', value: 'ana' },
    ]);
  });
});

describe('parseSearchQuery', () => {
  it('reads digits as a phone prefix and a quote number', () => {
    expect(parseSearchQuery('(312) 555')).toEqual({ kind: 'phone', value: '312555', quoteNumber: null });
    expect(parseSearchQuery('#17')).toEqual({ kind: 'phone', value: '17', quoteNumber: 17 });
  });

  it('reads @ as an email, whole or by its local part', () => {
    expect(parseSearchQuery('Ana@Example.com')).toEqual({ kind: 'email', value: 'ana@example.com' });
    expect(parseSearchQuery('ana.l@')).toEqual({ kind: 'email', value: 'ana.l' });
  });

  it('reads anything else as up to three name words, and nothing under 2 characters', () => {
    expect(parseSearchQuery('  María  de la O ')).toEqual({ kind: 'name', words: ['maria', 'de', 'la'] });
    expect(parseSearchQuery('a')).toBeNull();
  });
});
