// The order of a contractor's testimonials or FAQs: moving one entry to another place, or taking one out,
// gives every entry whose place changes its new position (0, 1, 2… with no gaps). Pure.
import type { Placement } from '#functions/store/portal';

interface Entry {
  id: string;
  position: number;
}

/** The places that change when the entry `id` moves to `to` (clamped to the list), the others kept in order. */
export const placementsAfterMove = (entries: readonly Entry[], id: string, to: number): Placement[] => {
  const ids = entries.map((entry) => entry.id).filter((other) => other !== id);
  ids.splice(Math.max(0, Math.min(to, ids.length)), 0, id);
  return changed(entries, ids);
};

/** The places that change when the entry `id` leaves the list. */
export const placementsAfterRemoval = (entries: readonly Entry[], id: string): Placement[] =>
  changed(
    entries,
    entries.map((entry) => entry.id).filter((other) => other !== id),
  );

const changed = (entries: readonly Entry[], ids: readonly string[]): Placement[] => {
  const was = new Map(entries.map((entry) => [entry.id, entry.position]));
  return ids.flatMap((id, position) => (was.get(id) === position ? [] : [{ id, position }]));
};
