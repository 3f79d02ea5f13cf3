// `t` for a contractor's public page and its embedded calculator (/c/{slug}, /c/{slug}/embed): the core texts
// and the contractor-page section of domain/i18n, which comes with that page's chunk — so the page stays
// within the public quote page's budget instead of loading the whole catalogue.
import { contractorPage } from '#domain/i18n/en/contractor-page';
import { type CoreKey, coreTexts, type TFunction, useTranslator } from './use-core-t';

const contractorPageTexts = { ...coreTexts, ...contractorPage };

export type ContractorPageTextKey = CoreKey | keyof typeof contractorPage;

export const useContractorPageT = (): TFunction<ContractorPageTextKey> => useTranslator(contractorPageTexts);
