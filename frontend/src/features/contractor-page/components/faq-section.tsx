// The owner's questions and answers, each a <details> that opens on a tap, in the page language (the English
// stands in, marked as English, where the owner wrote no Spanish).
import { useContractorPageT } from '#frontend/i18n/use-contractor-page-t';
import type { ContractorPage } from '../api/get-contractor-page';
import { inPageLanguage } from '../page-texts';
import { PageSection } from './page-section';

export const FaqSection = ({ page }: { page: ContractorPage }) => {
  const t = useContractorPageT();
  if (page.faqs.length === 0) return null;
  return (
    <PageSection id="faqs" title={t('contractorPage.faqs.title')}>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5">
        {page.faqs.map((faq) => {
          const question = inPageLanguage(faq.question, t.lang);
          const answer = inPageLanguage(faq.answer, t.lang);
          return (
            <details key={faq.question.en} data-testid="page-faq">
              <summary lang={question.lang} className="cursor-pointer py-4 font-medium text-slate-900">
                {question.text}
              </summary>
              <p lang={answer.lang} className="pb-4 whitespace-pre-line text-slate-700">
                {answer.text}
              </p>
            </details>
          );
        })}
      </div>
    </PageSection>
  );
};
