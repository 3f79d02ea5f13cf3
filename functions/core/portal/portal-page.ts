// A contractor's public page (GET/PUT /api/portal, GET /api/public/contractors/{slug}): the owner chooses its
// address and what it shows; anyone reads a published page. The page never carries a customer's details: the
// testimonials' names are what the owner chose to publish, and a rating is only ever the average of the
// testimonials shown.
import type { ContractorPage, PortalSettings } from '#domain/contract/portal';
import { defaultContractorSettings } from '#domain/contractor-settings';
import { type PortalSettingsInput, slugFromName } from '#domain/schemas/portal';
import { DomainError } from '#functions/core/errors';
import { type ContractorRecord, getContractor } from '#functions/store/contractors';
import { listFaqs, listTestimonials } from '#functions/store/portal';
import {
  contractorOfSlug,
  getPortalPage,
  type PortalPageItem,
  savePortalPage,
} from '#functions/store/portal-page';
import { defaultShow, publishedContractorOf } from './published-contractor';

/** How many old addresses the page lists (each keeps leading to the page whatever the list shows). */
const listedPreviousSlugs = 10;

export const pagePathOf = (slug: string) => `/c/${slug}`;
export const embedPathOf = (slug: string) => `/c/${slug}/embed`;

/** A free address from the business name: the name itself, else the name and a number (a few tries). */
const suggestSlug = async (contractorId: string, businessName: string): Promise<string> => {
  const base = slugFromName(businessName).slice(0, 36).replace(/-+$/, '');
  const stem = base.length >= 3 ? base : `fence-${contractorId.slice(-6).toLowerCase()}`;
  for (const candidate of [stem, `${stem}-2`, `${stem}-3`]) {
    const holder = await contractorOfSlug(candidate);
    if (!holder || holder === contractorId) return candidate;
  }
  return `${stem}-${contractorId.slice(-4).toLowerCase()}`;
};

const present = async (
  contractorId: string,
  contractor: ContractorRecord | null,
  page: PortalPageItem | null,
): Promise<PortalSettings> => {
  const [testimonials, faqs] = await Promise.all([listTestimonials(contractorId), listFaqs(contractorId)]);
  const branding = contractor?.branding ?? defaultContractorSettings.branding;
  const businessName = contractor?.businessName ?? '';
  return {
    slug: page?.slug ?? null,
    suggestedSlug: page?.slug ?? (await suggestSlug(contractorId, businessName)),
    published: page?.published ?? false,
    about: page?.about ?? { en: '', es: '' },
    show: { ...defaultShow, ...page?.show },
    previousSlugs: (page?.previousSlugs ?? []).slice(0, listedPreviousSlugs),
    pagePath: page ? pagePathOf(page.slug) : null,
    embedPath: page ? embedPathOf(page.slug) : null,
    businessName,
    tagline: branding.tagline,
    logoUrl: branding.logoUrl,
    primaryColor: branding.primaryColor,
    testimonialsShown: testimonials.filter((item) => item.shown ?? true).length,
    faqsCount: faqs.length,
  };
};

export const portalSettingsOf = async (contractorId: string): Promise<PortalSettings> => {
  const [contractor, page] = await Promise.all([getContractor(contractorId), getPortalPage(contractorId)]);
  return present(contractorId, contractor, page);
};

const slugTaken = () =>
  new DomainError('SLUG_TAKEN', 'portal.slugTaken', { fields: { slug: 'portal.slugTaken' } });

/**
 * Saves the page. A new address is claimed in the same write (two businesses asking for one address at the same
 * moment: one gets it, the other 409 SLUG_TAKEN); the old one stays this contractor's and leads to the page.
 */
export const savePortalSettings = async (
  contractorId: string,
  input: PortalSettingsInput,
): Promise<PortalSettings> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await getPortalPage(contractorId);
    const moving = current?.slug !== input.slug;
    if (moving) {
      const holder = await contractorOfSlug(input.slug);
      if (holder && holder !== contractorId) throw slugTaken();
    }
    const previousSlugs =
      moving && current
        ? [current.slug, ...(current.previousSlugs ?? [])].filter((slug) => slug !== input.slug)
        : (current?.previousSlugs ?? []);
    const outcome = await savePortalPage(
      contractorId,
      { slug: input.slug, published: input.published, about: input.about, show: input.show, previousSlugs },
      moving,
    );
    if (outcome === 'taken') throw slugTaken();
    if (outcome === 'saved') return portalSettingsOf(contractorId);
  }
  throw new Error('Portal page not saved after retries');
};

const averageOf = (ratings: readonly number[]) =>
  Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;

export const contractorPage = async (slug: string): Promise<ContractorPage> => {
  const { contractorId, page, contractor } = await publishedContractorOf(slug);
  const show = { ...defaultShow, ...page.show };
  const [testimonials, faqs] = await Promise.all([
    show.testimonials ? listTestimonials(contractorId) : Promise.resolve([]),
    show.faqs ? listFaqs(contractorId) : Promise.resolve([]),
  ]);
  const shown = testimonials.filter((item) => item.shown ?? true);
  const branding = contractor.branding ?? defaultContractorSettings.branding;
  return {
    slug: page.slug,
    businessName: contractor.businessName,
    tagline: branding.tagline,
    logoUrl: branding.logoUrl,
    primaryColor: branding.primaryColor,
    phone: contractor.phone ?? '',
    website: contractor.website ?? '',
    about: page.about,
    licenseNumber: show.license && contractor.licenseNumber ? contractor.licenseNumber : null,
    insuranceNumber: show.insurance && contractor.insuranceNumber ? contractor.insuranceNumber : null,
    serviceAreas: show.serviceAreas ? (contractor.serviceAreas ?? []) : null,
    testimonials: shown.map((item) => ({
      customerName: item.customerName,
      town: item.town ?? '',
      rating: item.rating,
      text: item.text,
      date: item.date,
    })),
    rating:
      shown.length > 0 ? { average: averageOf(shown.map((item) => item.rating)), count: shown.length } : null,
    faqs: faqs.map((item) => ({ question: item.question, answer: item.answer })),
  };
};
