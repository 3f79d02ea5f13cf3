// Every message the server can show a user, in English and Spanish: the sections of the one catalogue
// (domain/i18n) that the server renders — field messages, errors, status labels and the texts it writes. Schemas
// and handlers speak in keys; the HTTP layer renders a key in the caller's language, so a message reads the same
// in the browser and the API. Only these sections, not the screens' texts, go into the Lambda bundles.
import { errors as enErrors } from './i18n/en/errors';
import { statuses as enStatuses } from './i18n/en/statuses';
import { texts as enTexts } from './i18n/en/texts';
import { validation as enValidation } from './i18n/en/validation';
import { errors as esErrors } from './i18n/es/errors';
import { statuses as esStatuses } from './i18n/es/statuses';
import { texts as esTexts } from './i18n/es/texts';
import { validation as esValidation } from './i18n/es/validation';

export type Language = 'en' | 'es';

export const languages: readonly Language[] = ['en', 'es'];

const en = { ...enValidation, ...enErrors, ...enStatuses, ...enTexts };

export type MessageKey = keyof typeof en;

const es: Record<MessageKey, string> = { ...esValidation, ...esErrors, ...esStatuses, ...esTexts };

export const messages: Record<Language, Record<MessageKey, string>> = { en, es };

export const isMessageKey = (value: string): value is MessageKey => value in en;

/**
 * Renders a message key in a language; text that is not a key (already rendered) passes through. `{name}`
 * placeholders take `vars`, themselves rendered when they are keys (e.g. a status label).
 */
export const translate = (
  keyOrText: string,
  language: Language,
  vars: Readonly<Record<string, string>> = {},
): string => {
  const text = isMessageKey(keyOrText) ? messages[language][keyOrText] : keyOrText;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = vars[name];
    return value === undefined ? match : translate(value, language);
  });
};

/** Picks a supported language from an explicit choice or an Accept-Language header; English otherwise. */
export const pickLanguage = (...candidates: Array<string | undefined>): Language => {
  for (const candidate of candidates) {
    const primary = candidate?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
    if (primary === 'es' || primary === 'en') return primary;
  }
  return 'en';
};
