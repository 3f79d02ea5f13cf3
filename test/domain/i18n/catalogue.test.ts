// The one message catalogue (domain/i18n): every section exists in English and Spanish with the same keys,
// the same `{placeholders}` and no empty text; a key lives in exactly one section; the server's messages are
// its own sections, not a second dictionary; SPEC texts are kept word for word.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { english } from '#domain/i18n/english';
import { spanish } from '#domain/i18n/spanish';
import { messages } from '#domain/messages';

type Section = Readonly<Record<string, string>>;

const sectionDir = (language: 'en' | 'es') => new URL(`../../../domain/i18n/${language}/`, import.meta.url);
const sectionNames = (language: 'en' | 'es') =>
  readdirSync(sectionDir(language))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -3))
    .sort();

/** A section file exports one object: its texts. */
const load = async (language: 'en' | 'es', name: string): Promise<Section> => {
  const module = (await import(new URL(`${name}.ts`, sectionDir(language)).href)) as Record<string, Section>;
  const exported = Object.values(module);
  expect(exported, `${language}/${name}.ts exports one section`).toHaveLength(1);
  return exported[0] as Section;
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const names = sectionNames('en');
const sections = await Promise.all(
  names.map(async (name) => ({ name, en: await load('en', name), es: await load('es', name) })),
);

describe('the message catalogue', () => {
  it('has every section in both languages', () => {
    expect(sectionNames('es')).toEqual(names);
  });

  it.each(sections)('$name: the same keys in English and Spanish, none empty', ({ name, en, es }) => {
    const missing = Object.keys(en).filter((key) => !(key in es));
    const extra = Object.keys(es).filter((key) => !(key in en));
    expect(missing, `keys of ${name} with no Spanish text`).toEqual([]);
    expect(extra, `keys of ${name} with no English text`).toEqual([]);
    for (const [key, text] of [...Object.entries(en), ...Object.entries(es)]) {
      expect(text.trim(), `${name}: ${key}`).not.toBe('');
    }
  });

  it.each(sections)('$name: the same {placeholders} in both languages', ({ en, es }) => {
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(es[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('keeps each key in exactly one section, and the whole catalogue is those sections', () => {
    const keys = sections.flatMap(({ en }) => Object.keys(en));
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
    expect([...keys].sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it('gives the server the texts of the catalogue, not a dictionary of its own', () => {
    for (const language of ['en', 'es'] as const) {
      const catalogue: Readonly<Record<string, string>> = language === 'en' ? english : spanish;
      for (const [key, text] of Object.entries(messages[language])) expect(text, key).toBe(catalogue[key]);
    }
    const serverSections = sections.filter(({ name }) =>
      ['validation', 'errors', 'statuses', 'texts'].includes(name),
    );
    const serverKeys = serverSections.flatMap(({ en }) => Object.keys(en));
    expect(Object.keys(messages.en).sort()).toEqual(serverKeys.sort());
  });

  it('says one thing once: no two keys share both their English and their Spanish text', () => {
    // Same words, different things: a hardware type's usual count, a create-menu entry beside a field label,
    // a settings section beside a price category or payment method, an amount paid beside the Paid status.
    const meantTwice = new Set([
      'quote.hardware.type.gate_kit',
      'quote.hardware.type.lock',
      'create.customer',
      'create.job',
      'jobs.payments.title',
      'settings.labor.title',
      'settings.financing.title',
      'paymentMethod.finance',
      'paymentSettings.communication.email',
      'jobs.money.paid',
    ]);
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [key, text] of Object.entries(english)) {
      if (meantTwice.has(key)) continue;
      const both = `${text}\u0000${spanish[key as keyof typeof english]}`;
      const first = seen.get(both);
      if (first) twice.push(`${first} = ${key} (${text})`);
      else seen.set(both, key);
    }
    expect(twice).toEqual([]);
  });

  it('keeps the SPEC texts exactly in English', () => {
    expect(english['notFound.title']).toBe('404 Page Not Found');
    expect(english['auth.loginFailed']).toBe('Login failed');
    expect(english['auth.invalidCredentials']).toBe('Invalid email or password');
    expect(english['auth.loginSuccess']).toBe('Login successful');
    expect(english['auth.welcomeBack']).toBe('Welcome back!');
    expect(english['auth.loggedOut']).toBe('Logged out');
    expect(english['auth.loggedOutDescription']).toBe('You have been successfully logged out.');
    expect(english['auth.logoutFailed']).toBe('Failed to logout. Please try again.');
    expect(english['notifications.empty']).toBe('No notifications');
    expect(english['notifications.allCaughtUp']).toBe("You're all caught up!");
    expect(english['search.placeholder']).toBe('Search customers by name, email, phone...');
    expect(english['contractor.metaTitle']).toBe(
      'Contractor Fence Estimation Tools - Close More Deals Faster',
    );
    expect(english['homeowner.title']).toBe('Get Your Fence Quote in Minutes');
    expect(english['customer.notFound']).toBe('Customer not found');
    expect(english['customer.required']).toBe('Please select a customer');
    expect(english['jobName.required']).toBe('Job name is required');
    expect(english['customer.unknown']).toBe('Unknown Customer');
    expect(english['quote.number']).toBe('Quote #{number}');
  });

  it('never hard-codes the marketing figures the SPEC lists', () => {
    const invented = ['10,000+', '$5M+', '4.8/5', '500+', '50,000+', '35%', '2 hours'];
    for (const catalogue of [english, spanish]) {
      for (const [key, text] of Object.entries(catalogue)) {
        // The admin form's examples show the format of a figure, they are not a claim.
        if (key.startsWith('admin.')) continue;
        for (const figure of invented) expect(text, key).not.toContain(figure);
      }
    }
  });
});
