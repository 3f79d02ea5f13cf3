// A contractor's testimonials and FAQs keep one order: moving an entry or taking one out renumbers only the
// entries whose place changes, 0, 1, 2… with no gaps.
import { describe, expect, it } from 'vitest';
import { placementsAfterMove, placementsAfterRemoval } from '#functions/core/portal/ordered-list';

const list = (...ids: string[]) => ids.map((id, position) => ({ id, position }));

describe('the order of entries', () => {
  it('moves an entry up, down, to the ends, and clamps a place past the end', () => {
    expect(placementsAfterMove(list('a', 'b', 'c'), 'c', 1)).toEqual([
      { id: 'c', position: 1 },
      { id: 'b', position: 2 },
    ]);
    expect(placementsAfterMove(list('a', 'b', 'c'), 'a', 1)).toEqual([
      { id: 'b', position: 0 },
      { id: 'a', position: 1 },
    ]);
    expect(placementsAfterMove(list('a', 'b', 'c'), 'a', 99)).toEqual([
      { id: 'b', position: 0 },
      { id: 'c', position: 1 },
      { id: 'a', position: 2 },
    ]);
    expect(placementsAfterMove(list('a', 'b', 'c'), 'b', 1)).toEqual([]);
  });

  it('closes the gap an entry leaves, and mends gaps left before', () => {
    expect(placementsAfterRemoval(list('a', 'b', 'c'), 'a')).toEqual([
      { id: 'b', position: 0 },
      { id: 'c', position: 1 },
    ]);
    expect(
      placementsAfterRemoval(
        [
          { id: 'a', position: 0 },
          { id: 'b', position: 5 },
        ],
        'a',
      ),
    ).toEqual([{ id: 'b', position: 0 }]);
  });
});
