// Every user-visible text exists in both languages: same keys, nothing empty, same placeholders.
import { describe, expect, it } from 'vitest';
import { translateIn } from '#frontend/i18n/core';
import { en, enPages } from '#frontend/i18n/en';
import { enCore } from '#frontend/i18n/en-core';
import { enEstimate } from '#frontend/i18n/en-estimate';
import { es } from '#frontend/i18n/es';
import { localizeMessage, parseLang, translate } from '#frontend/i18n/language';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('i18n dictionaries', () => {
  it('have exactly the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('keep each English text in exactly one part: core, estimate or the pages', () => {
    const keys = [enCore, enEstimate, enPages].flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty texts', () => {
    for (const [lang, dictionary] of Object.entries({ en, es })) {
      for (const [key, text] of Object.entries(dictionary)) {
        expect(text.trim(), `${lang}: ${key}`).not.toBe('');
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(es[key as keyof typeof en]), key).toEqual(placeholders(text));
    }
  });

  it('keep the SPEC texts exactly in English', () => {
    expect(en['notFound.title']).toBe('404 Page Not Found');
    expect(en['auth.loginFailed']).toBe('Login failed');
    expect(en['auth.invalidCredentials']).toBe('Invalid email or password');
    expect(en['auth.loginSuccess']).toBe('Login successful');
    expect(en['auth.welcomeBack']).toBe('Welcome back!');
    expect(en['auth.loggedOut']).toBe('Logged out');
    expect(en['auth.loggedOutDescription']).toBe('You have been successfully logged out.');
    expect(en['auth.logoutFailed']).toBe('Failed to logout. Please try again.');
    expect(en['notifications.empty']).toBe('No notifications');
    expect(en['notifications.allCaughtUp']).toBe("You're all caught up!");
    expect(en['search.placeholder']).toBe('Search customers by name, email, phone...');
    expect(en['contractor.metaTitle']).toBe('Contractor Fence Estimation Tools - Close More Deals Faster');
    expect(en['homeowner.title']).toBe('Get Your Fence Quote in Minutes');
  });

  it('never hard-code the marketing figures the SPEC lists', () => {
    const invented = ['10,000+', '$5M+', '4.8/5', '500+', '50,000+', '35%', '2 hours'];
    for (const dictionary of [en, es]) {
      for (const [key, text] of Object.entries(dictionary)) {
        // The admin form's examples show the format of a figure, they are not a claim.
        if (key.startsWith('admin.')) continue;
        for (const figure of invented) expect(text, key).not.toContain(figure);
      }
    }
  });
});

describe('language selection', () => {
  it('takes es or en from the lang parameter and defaults to en', () => {
    expect(parseLang('es')).toBe('es');
    expect(parseLang('en')).toBe('en');
    expect(parseLang('fr')).toBe('en');
    expect(parseLang(undefined)).toBe('en');
  });

  it('fills placeholders', () => {
    expect(translate('en', 'dashboard.greeting', { name: 'Ana' })).toBe('Welcome, Ana!');
    expect(translate('es', 'dashboard.greeting', { name: 'Ana' })).toBe('¡Hola, Ana!');
  });

  it('looks core texts up in Spanish once it is loaded, like the full dictionary', () => {
    expect(translateIn(enCore, 'en', 'nav.quote')).toBe('Quote');
    expect(translateIn(enCore, 'es', 'nav.quote')).toBe(es['nav.quote']);
    expect(translateIn(enCore, 'es', 'onboarding.stepOf', { current: 1, total: 3 })).toBe(
      translate('es', 'onboarding.stepOf', { current: 1, total: 3 }),
    );
  });

  it('shows an English text we ship in the chosen language and passes unknown ones through', () => {
    expect(localizeMessage('es', 'Failed to fetch current user')).toBe(es['auth.currentUserFailed']);
    expect(localizeMessage('es', 'Something new from the server')).toBe('Something new from the server');
    expect(localizeMessage('en', 'Failed to fetch current user')).toBe('Failed to fetch current user');
  });
});
