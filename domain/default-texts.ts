// Texts Picket writes for a contractor until they write their own (the tagline their quotes carry): a reader
// sees such a default in their own language; anything the contractor typed stays as typed.
import { type Language, messages } from './messages';

/** The tagline in `language` when it is still Picket's default (in either language), else as typed. */
export const taglineIn = (tagline: string, language: Language): string =>
  tagline === messages.en['branding.defaultTagline'] || tagline === messages.es['branding.defaultTagline']
    ? messages[language]['branding.defaultTagline']
    : tagline;
