// The contractor's clock (SPEC §3 timezone): its UTC offset now, which the calendar uses to place "today"
// and the now line (event times are wall-clock and need no offset; event-placement.ts).

/** `timeZone`'s offset from UTC at `now`, as '±HH:MM' ('+00:00' for an unknown zone). */
export const utcOffsetOf = (timeZone: string, now: Date = new Date()): string => {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = name?.match(/GMT([+-]\d{2}:\d{2})/);
    return match?.[1] ?? '+00:00';
  } catch {
    return '+00:00';
  }
};
