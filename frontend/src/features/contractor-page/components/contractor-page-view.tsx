// A contractor's public page (/c/{slug}): their letterhead, the instant calculator priced with their rates
// right under it (the route passes it in: it belongs to the quotes feature), who they are, what customers say
// and the answers to what people usually ask. Its texts are the contractor-page section, beside the entry's.
import type { ReactNode } from 'react';
import { useContractorPageT } from '#frontend/i18n/use-contractor-page-t';
import { accentStyle } from '#frontend/lib/brand-colors';
import { useDocumentMeta } from '#frontend/lib/use-document-meta';
import type { ContractorPage } from '../api/get-contractor-page';
import { AboutSection } from './about-section';
import { ContractorHero } from './contractor-hero';
import { FaqSection } from './faq-section';
import { PageSection } from './page-section';
import { ReviewsSection } from './reviews-section';

interface ContractorPageViewProps {
  page: ContractorPage;
  /** The instant calculator, priced with this contractor's rates. */
  calculator: ReactNode;
}

export const ContractorPageView = ({ page, calculator }: ContractorPageViewProps) => {
  const t = useContractorPageT();
  const business = page.businessName;
  useDocumentMeta(
    t('contractorPage.title', { business }),
    t('contractorPage.calculator.intro', { business }),
  );
  return (
    <div style={accentStyle(page.primaryColor)} data-testid="contractor-page">
      <ContractorHero page={page} />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10 sm:space-y-16 sm:py-14">
        <PageSection id="price" title={t('contractorPage.calculator.title')}>
          <p className="mb-6 max-w-2xl text-slate-600">
            {t('contractorPage.calculator.intro', { business })}
          </p>
          {calculator}
        </PageSection>
        <AboutSection page={page} />
        <ReviewsSection page={page} />
        <FaqSection page={page} />
      </div>
    </div>
  );
};
