// React access to the current language with every text of the app (en.ts). Importing it makes the full
// English dictionary part of the importer's chunk, so it is there before the component renders.
import { en } from './en';
import { type TFunction, useTranslator } from './use-core-t';

export { type TFunction, useLang } from './use-core-t';

export const useT = (): TFunction => useTranslator(en);
