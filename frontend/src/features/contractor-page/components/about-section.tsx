// Who the business is: the owner's about text in the page language, and beside it what they chose to show of
// their credentials — license and insurance numbers — and the ZIP codes they serve.
import { useContractorPageT } from '#frontend/i18n/use-contractor-page-t';
import type { ContractorPage } from '../api/get-contractor-page';
import { inPageLanguage } from '../page-texts';
import { PageSection } from './page-section';

export const AboutSection = ({ page }: { page: ContractorPage }) => {
  const t = useContractorPageT();
  const { licenseNumber, insuranceNumber, serviceAreas } = page;
  const about = inPageLanguage(page.about, t.lang);
  const zips = serviceAreas ?? [];
  const hasDetails = Boolean(licenseNumber || insuranceNumber) || zips.length > 0;
  if (about.text.trim() === '' && !hasDetails) return null;
  return (
    <PageSection id="about" title={t('contractorPage.about', { business: page.businessName })}>
      <div className="grid gap-6 md:grid-cols-3">
        <p lang={about.lang} className="text-lg whitespace-pre-line text-slate-700 md:col-span-2">
          {about.text}
        </p>
        {hasDetails ? (
          <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5 text-slate-700">
            {licenseNumber ? <p>{t('contractorPage.license', { number: licenseNumber })}</p> : null}
            {insuranceNumber ? <p>{t('contractorPage.insurance', { number: insuranceNumber })}</p> : null}
            {zips.length > 0 ? (
              <>
                <h3 id="zips-title" className="pt-2 font-semibold text-slate-900">
                  {t('contractorPage.serviceAreas')}
                </h3>
                <ul aria-labelledby="zips-title" className="flex flex-wrap gap-2" data-testid="service-areas">
                  {zips.map((zip) => (
                    <li key={zip} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
                      {zip}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </PageSection>
  );
};
