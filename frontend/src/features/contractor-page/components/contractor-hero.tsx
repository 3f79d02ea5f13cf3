// The top of a contractor's page: their logo, business name and tagline on a band of their brand colour
// (with white or near-black text, whichever reads better on it) and how to reach them — tap to call, visit
// their website. No icons: the page keeps to the public pages' script budget.
import { formatPhoneDisplay } from '#domain/phone';
import { useContractorPageT } from '#frontend/i18n/use-contractor-page-t';
import { phoneHref, websiteHref, websiteLabel } from '#frontend/lib/contact-links';
import type { ContractorPage } from '../api/get-contractor-page';

const contactLink = 'inline-flex min-h-11 items-center font-medium underline underline-offset-4';

export const ContractorHero = ({ page }: { page: ContractorPage }) => {
  const t = useContractorPageT();
  const { businessName, tagline, logoUrl, phone, website } = page;
  return (
    <header className="bg-(--page-accent) text-(--page-on-accent)">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
        <div className="flex items-center gap-4">
          {/* The name stands beside it, so the logo says nothing more to a screen reader. */}
          {logoUrl ? (
            <img src={logoUrl} alt="" className="size-16 rounded-xl bg-white object-contain p-1 sm:size-20" />
          ) : null}
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words sm:text-4xl" data-testid="contractor-name">
              {businessName}
            </h1>
            {tagline ? <p className="mt-1 opacity-90 sm:text-lg">{tagline}</p> : null}
          </div>
        </div>
        {phone || website ? (
          <ul
            aria-label={t('contractorPage.contact', { business: businessName })}
            className="mt-4 flex flex-col sm:flex-row sm:gap-x-6"
          >
            {phone ? (
              <li>
                <a href={phoneHref(phone)} className={contactLink}>
                  {t('contractorPage.call', { phone: formatPhoneDisplay(phone) })}
                </a>
              </li>
            ) : null}
            {website ? (
              <li className="break-words">
                <a
                  href={websiteHref(website)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={contactLink}
                >
                  {websiteLabel(website)}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </header>
  );
};
