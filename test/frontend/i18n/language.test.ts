// Language selection and lookup in the browser: the `lang` parameter, placeholders, the entry's texts and
// English texts still on screen after a switch to Spanish. The catalogue itself is checked by
// test/domain/i18n-catalogue.test.ts.
import { describe, expect, it } from 'vitest';
import { spanish as es } from '#domain/i18n/spanish';
import { translateIn } from '#frontend/i18n/core';
import { localizeMessage, parseLang, translate } from '#frontend/i18n/language';
import { coreTexts } from '#frontend/i18n/use-core-t';

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
    expect(translateIn(coreTexts, 'en', 'nav.quote')).toBe('Quote');
    expect(translateIn(coreTexts, 'es', 'nav.quote')).toBe(es['nav.quote']);
    expect(translateIn(coreTexts, 'es', 'onboarding.stepOf', { current: 1, total: 3 })).toBe(
      translate('es', 'onboarding.stepOf', { current: 1, total: 3 }),
    );
  });

  it('shows an English text we ship in the chosen language and passes unknown ones through', () => {
    expect(localizeMessage('es', 'Failed to fetch current user')).toBe(es['auth.currentUserFailed']);
    expect(localizeMessage('es', 'Something new from the server')).toBe('Something new from the server');
    expect(localizeMessage('en', 'Failed to fetch current user')).toBe('Failed to fetch current user');
  });
});
