// A quote sent by email: the subject, a plain-text body and the branded HTML part (the business's logo and
// colour, the total, one button to the quote's page), in the customer's language.
import { type Language, translate } from '#domain/messages';
import { formatUsd } from '#domain/money';
import type { ContractorRecord } from '#functions/store/contractors';
import type { QuoteItem } from '#functions/store/quotes';
import { brandedEmailHtml } from '../messaging/branded-email';
import { firstNameOf } from '../messaging/placeholders';

export interface QuoteEmail {
  subject: string;
  text: string;
  html: string;
}

export const quoteEmail = ({
  contractor,
  quote,
  language,
  link,
  customerName,
}: {
  contractor: ContractorRecord | null;
  quote: Pick<QuoteItem, 'totalCostCents'>;
  language: Language;
  link: string;
  customerName: string;
}): QuoteEmail => {
  const business = contractor?.businessName ?? 'Picket';
  const total = formatUsd(quote.totalCostCents);
  const name = firstNameOf(customerName) || customerName;
  const intro = translate('email.quoteIntro', language, { name, business, total });
  const button = translate('email.quoteButton', language);
  const hint = translate('email.quoteLinkHint', language, { link });
  const footer = translate('email.quoteFooter', language, { business });
  return {
    subject: translate('email.quoteSubject', language, { business, total }),
    text: `${intro}\n\n${button}: ${link}\n\n${footer}`,
    html: brandedEmailHtml({
      businessName: business,
      logoUrl: contractor?.branding.logoUrl ?? '',
      primaryColor: contractor?.branding.primaryColor ?? '',
      paragraphs: [intro],
      button: { label: button, url: link },
      linkHint: hint,
      footer,
    }),
  };
};
