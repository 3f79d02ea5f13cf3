// React access to the current language with every text of the app (the whole English catalogue of
// domain/i18n). Importing it makes that catalogue part of the importer's chunk, so it is there before the
// component renders.
import { english } from '#domain/i18n/english';
import { type TFunction, useTranslator } from './use-core-t';

export { type TFunction, useLang } from './use-core-t';

export const useT = (): TFunction => useTranslator(english);
