// The contractor behind a public page's address (current or old), for the page itself and for its calculator's
// estimate and lead routes: only a published page of an active business is found.
import { DomainError } from '#functions/core/errors';
import { type ContractorRecord, getContractor } from '#functions/store/contractors';
import { contractorOfSlug, getPortalPage, type PortalPageItem } from '#functions/store/portal-page';

/** What a page shows when the owner has not said otherwise. */
export const defaultShow = {
  license: true,
  insurance: true,
  serviceAreas: true,
  testimonials: true,
  faqs: true,
} as const;

const pageNotFound = () => new DomainError('NOT_FOUND', 'portal.notFound');

/** The contractor whose published page has this address (current or old); 404 otherwise. */
export const publishedContractorOf = async (
  slug: string,
): Promise<{ contractorId: string; page: PortalPageItem; contractor: ContractorRecord }> => {
  const normalized = slug.trim().toLowerCase();
  if (!normalized || normalized.length > 60) throw pageNotFound();
  const contractorId = await contractorOfSlug(normalized);
  if (!contractorId) throw pageNotFound();
  const [page, contractor] = await Promise.all([getPortalPage(contractorId), getContractor(contractorId)]);
  if (!page?.published || !contractor || contractor.isActive === false) throw pageNotFound();
  return { contractorId, page, contractor };
};
