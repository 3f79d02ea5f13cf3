// Site-wide items: the live counters the public pages show and the admin-edited marketing figures.
import { createGetTransaction, type EntityItem } from 'electrodb';
import { SiteContentItem, SiteStats } from './entities/site';

export type SiteStatsItem = EntityItem<typeof SiteStats>;
export type SiteContentRecord = EntityItem<typeof SiteContentItem>;

// The admin-edited figures (null until first saved).
export const getSiteContent = async (): Promise<SiteContentRecord | null> =>
  (await SiteContentItem.get({}).go()).data;

// Replaces the admin-edited figures.
export const saveSiteContent = async (content: SiteContentRecord): Promise<void> => {
  await SiteContentItem.upsert(content).go();
};

// The counters and the figures together, in one consistent read (one TransactGetItems).
export const getPublicFigures = async (): Promise<{
  stats: SiteStatsItem | null;
  content: SiteContentRecord | null;
}> => {
  const { data } = await createGetTransaction(
    { siteStats: SiteStats, siteContent: SiteContentItem },
    (items) => [items.siteStats.get({}).commit(), items.siteContent.get({}).commit()],
  ).go();
  return { stats: data[0]?.item ?? null, content: data[1]?.item ?? null };
};
