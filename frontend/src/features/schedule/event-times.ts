// The event dialog's time choices (SPEC §5): half-hour slots; the end list offers the times after the start,
// then the times before it as an overnight wrap (the visit ends the next morning).
import { timeSlots } from '#frontend/lib/visit-times';

export interface EndSlot {
  slot: string;
  nextDay: boolean;
}

export const eventEndSlots = (start: string): EndSlot[] => {
  if (!start) return timeSlots.map((slot) => ({ slot, nextDay: false }));
  return [
    ...timeSlots.filter((slot) => slot > start).map((slot) => ({ slot, nextDay: false })),
    ...timeSlots.filter((slot) => slot < start).map((slot) => ({ slot, nextDay: true })),
  ];
};

/** A new start keeps the end unless they would be equal; then the end moves to the next slot. */
export const endAfterNewStart = (start: string, end: string): string => {
  if (!start || (end && end !== start)) return end;
  return eventEndSlots(start)[0]?.slot ?? '';
};
