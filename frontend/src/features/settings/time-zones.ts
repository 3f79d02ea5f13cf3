// The time zones a contractor can pick: the US zones first (most contractors work in one), then every
// IANA zone the browser knows when it can list them. The saved zone is always offered, so a zone this
// browser cannot list still shows as chosen instead of silently turning into another.

/** US zones, east to west, then Alaska, Hawaii and Puerto Rico. */
export const usTimeZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
] as const;
export type UsTimeZone = (typeof usTimeZones)[number];

export const isUsTimeZone = (zone: string): zone is UsTimeZone =>
  (usTimeZones as readonly string[]).includes(zone);

/** Every zone this runtime can list; empty where `Intl.supportedValuesOf` is missing. */
export const supportedTimeZones = (): readonly string[] => {
  try {
    return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  } catch {
    return [];
  }
};

export interface TimeZoneChoices {
  us: readonly UsTimeZone[];
  /** Every other zone, sorted, without the US ones; includes `current` when it is not a US zone. */
  others: readonly string[];
}

export const timeZoneChoices = (supported: readonly string[], current: string): TimeZoneChoices => {
  const others = new Set(supported.filter((zone) => !isUsTimeZone(zone)));
  if (current && !isUsTimeZone(current)) others.add(current);
  return { us: usTimeZones, others: [...others].sort() };
};
