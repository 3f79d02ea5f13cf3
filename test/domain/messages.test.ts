import { describe, expect, it } from 'vitest';
import { messages, pickLanguage, translate } from '#domain/messages';

describe('server messages', () => {
  it('exist in English and Spanish for every key, none empty', () => {
    expect(Object.keys(messages.es).sort()).toEqual(Object.keys(messages.en).sort());
    for (const language of ['en', 'es'] as const) {
      for (const text of Object.values(messages[language])) expect(text.trim()).not.toBe('');
    }
  });

  it('renders keys and passes other text through', () => {
    expect(translate('email.invalid', 'es')).toBe('Correo electrónico no válido');
    expect(translate('Already rendered', 'es')).toBe('Already rendered');
  });

  it('picks the first supported language of the candidates, else English', () => {
    expect(pickLanguage(undefined, 'es')).toBe('es');
    expect(pickLanguage('fr', 'es-MX,es;q=0.9')).toBe('es');
    expect(pickLanguage(undefined, 'de-DE')).toBe('en');
    expect(pickLanguage()).toBe('en');
  });
});
