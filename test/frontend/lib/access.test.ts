// Who may open which signed-in page mirrors the server's route levels (functions/routes.ts roleAccess): the
// whole team, those who sell (owners, reps), or the owners alone; a page's strictest level wins.
import { describe, expect, it } from 'vitest';
import { isNoAccessError, mayOpen, NoAccessError, strictestAccess } from '#frontend/lib/access';

describe('page access by role', () => {
  it('lets every member open team pages and pages with no level', () => {
    for (const role of ['owner', 'rep', 'crew'] as const) {
      expect(mayOpen(role, 'team')).toBe(true);
      expect(mayOpen(role, undefined)).toBe(true);
    }
  });

  it('keeps sales pages from crew and owner pages from reps and crew', () => {
    expect([mayOpen('owner', 'sales'), mayOpen('rep', 'sales'), mayOpen('crew', 'sales')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([mayOpen('owner', 'owner'), mayOpen('rep', 'owner'), mayOpen('crew', 'owner')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('takes the strictest level among a layout and its page', () => {
    expect(strictestAccess([])).toBeUndefined();
    expect(strictestAccess([undefined, undefined])).toBeUndefined();
    expect(strictestAccess([undefined, 'team'])).toBe('team');
    expect(strictestAccess(['sales', undefined, 'team'])).toBe('sales');
    expect(strictestAccess(['owner', 'sales'])).toBe('owner');
    expect(strictestAccess(['team', 'owner', 'sales'])).toBe('owner');
  });

  it('marks a refused page with an error of its own', () => {
    const error = new NoAccessError('owner');
    expect(isNoAccessError(error)).toBe(true);
    expect(error.access).toBe('owner');
    expect(isNoAccessError(new Error('Network error'))).toBe(false);
  });
});
