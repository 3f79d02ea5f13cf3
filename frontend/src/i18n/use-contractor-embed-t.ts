// `t` for a contractor's calculator alone (/c/{slug}/embed) and for an address with no page: the core texts,
// the contractor page's section (the embed repeats its introduction) and their own (contractor-embed), which
// come with those views only — the contractor's page itself does not download them.
import { contractorEmbed } from '#domain/i18n/en/contractor-embed';
import { contractorPage } from '#domain/i18n/en/contractor-page';
import { type CoreKey, coreTexts, type TFunction, useTranslator } from './use-core-t';

const contractorEmbedTexts = { ...coreTexts, ...contractorPage, ...contractorEmbed };

export type ContractorEmbedTextKey = CoreKey | keyof typeof contractorPage | keyof typeof contractorEmbed;

export const useContractorEmbedT = (): TFunction<ContractorEmbedTextKey> =>
  useTranslator(contractorEmbedTexts);
