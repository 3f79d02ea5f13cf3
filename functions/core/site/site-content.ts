// The public pages' figures: live counts (active contractors, quotes generated) and the marketing figures
// an admin edits; an unset figure reads empty and is simply not shown.
import { emptySiteContent, type PublicSiteContent, type SiteContent } from '#domain/schemas/site-content';
import {
  getPublicFigures,
  getSiteContent,
  type SiteContentRecord,
  saveSiteContent,
} from '#functions/store/site';

const figuresOf = (content: SiteContentRecord | null): PublicSiteContent => ({
  averageRating: content?.averageRating ?? emptySiteContent.averageRating,
  financingApproved: content?.financingApproved ?? emptySiteContent.financingApproved,
});

/** The admin-edited figures with their sources. */
export const loadSiteContent = async (): Promise<SiteContent> => {
  const content = await getSiteContent();
  return {
    ...figuresOf(content),
    averageRatingSource: content?.averageRatingSource ?? '',
    financingApprovedSource: content?.financingApprovedSource ?? '',
  };
};

/** Saves the admin-edited figures with who changed them. */
export const updateSiteContent = async (content: SiteContent, userId: string): Promise<void> => {
  await saveSiteContent({ ...content, updatedByUserId: userId, updatedAt: new Date().toISOString() });
};

/** What the public pages show: the live counts and the edited figures, read together. */
export const publicStats = async () => {
  const { stats, content } = await getPublicFigures();
  return {
    quotesGenerated: stats.quotesGenerated,
    activeContractors: stats.activeContractors,
    siteContent: figuresOf(content),
  };
};
