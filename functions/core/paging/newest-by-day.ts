// Reading a log partitioned by UTC day (audit events, rate-limit refusals) newest first: today's partition,
// then yesterday's…, until `limit` items are kept or `maxDays` partitions are read (a bounded number of
// Queries). `keep` filters what a day's read brought (all of it by default).

export const newestByDay = async <Item>(
  readDay: (day: string, limit: number) => Promise<Item[]>,
  {
    limit,
    maxDays,
    perDay,
    keep = () => true,
  }: {
    limit: number;
    maxDays: number;
    /** How many to read of one day; by default what is still wanted. */
    perDay?: number;
    keep?: (item: Item) => boolean;
  },
): Promise<Item[]> => {
  const items: Item[] = [];
  for (let daysBack = 0; daysBack < maxDays && items.length < limit; daysBack++) {
    const day = new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);
    const read = await readDay(day, perDay ?? limit - items.length);
    items.push(...read.filter(keep).slice(0, limit - items.length));
  }
  return items;
};
