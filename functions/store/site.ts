// Site-wide items: the admin-edited marketing figures, read with the platform's rollups, whose sums are the
// live counts the public pages show.
import type { EntityItem } from 'electrodb';
import { SiteContentItem } from './entities/site';
import { listPlatformRollups } from './rollups';

export type SiteContentRecord = EntityItem<typeof SiteContentItem>;

/** The live counts: contractors who joined and quotes made, over the platform's whole history. */
export interface SiteCounts {
  activeContractors: number;
  quotesGenerated: number;
}

// The admin-edited figures (null until first saved).
export const getSiteContent = async (): Promise<SiteContentRecord | null> =>
  (await SiteContentItem.get({}).go()).data;

// Replaces the admin-edited figures.
export const saveSiteContent = async (content: SiteContentRecord): Promise<void> => {
  await SiteContentItem.upsert(content).go();
};

// The platform's rollups summed: one Query of every month's shards.
const getSiteCounts = async (): Promise<SiteCounts> => {
  const counts: SiteCounts = { activeContractors: 0, quotesGenerated: 0 };
  for (const item of await listPlatformRollups()) {
    counts.activeContractors += item.contractorsJoined ?? 0;
    counts.quotesGenerated += item.quotesCreated ?? 0;
  }
  return counts;
};

// The counts and the figures: two reads at once, each of a bounded size.
export const getPublicFigures = async (): Promise<{
  stats: SiteCounts;
  content: SiteContentRecord | null;
}> => {
  const [stats, content] = await Promise.all([getSiteCounts(), getSiteContent()]);
  return { stats, content };
};
