// Site-wide items: the live counters the public pages show and the admin-edited marketing figures.
import type { EntityItem } from 'electrodb';
import {
  LegacySiteStats,
  SiteContentItem,
  type SiteCounterName,
  SiteCounterShard,
  siteCounterNames,
  siteCounterShards,
} from './entities/site';

export type SiteContentRecord = EntityItem<typeof SiteContentItem>;
export type SiteCounts = Record<SiteCounterName, number>;

/** The key of a random shard of a counter, for the transaction that creates what it counts to ADD 1 to. */
export const anyShardOf = (counter: SiteCounterName) => ({
  counter,
  shard: Math.floor(Math.random() * siteCounterShards),
});

// The admin-edited figures (null until first saved).
export const getSiteContent = async (): Promise<SiteContentRecord | null> =>
  (await SiteContentItem.get({}).go()).data;

// Replaces the admin-edited figures.
export const saveSiteContent = async (content: SiteContentRecord): Promise<void> => {
  await SiteContentItem.upsert(content).go();
};

// Every counter: one Query over all shards (at most counters × shards small items) plus the legacy item.
const getSiteCounts = async (): Promise<SiteCounts> => {
  const [shards, legacy] = await Promise.all([
    SiteCounterShard.query.shards({}).go({ pages: 'all' }),
    LegacySiteStats.get({}).go(),
  ]);
  const counts = Object.fromEntries(
    siteCounterNames.map((name) => [name, legacy.data?.[name] ?? 0]),
  ) as SiteCounts;
  for (const shard of shards.data) counts[shard.counter] += shard.value ?? 0;
  return counts;
};

// The counters and the figures: three reads at once, each of a bounded size.
export const getPublicFigures = async (): Promise<{
  stats: SiteCounts;
  content: SiteContentRecord | null;
}> => {
  const [stats, content] = await Promise.all([getSiteCounts(), getSiteContent()]);
  return { stats, content };
};
