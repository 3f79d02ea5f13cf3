// The blind-index entries that let the header search find a quote by number or customer name.
import { quoteSearchTerms } from '#domain/search-tokens';
import { blindToken } from '../crypto/blind-index';
import { customerKeys } from '../ports/keys/customer-keys';

export const quoteSearchTokens = async (contractorId: string, quoteNumber: number, customerName: string) => {
  const { indexKey } = await customerKeys();
  return quoteSearchTerms({ quoteNumber, customerName }).map((term) =>
    blindToken(indexKey, contractorId, term),
  );
};

export const quoteSearchEntry = (contractorId: string, quoteId: string) => (token: string) => ({
  contractorId,
  token,
  targetType: 'quote' as const,
  targetId: quoteId,
});
