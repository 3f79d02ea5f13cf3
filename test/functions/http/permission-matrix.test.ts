// docs/api.md's permission matrix ("Roles: who may call what") is the route table's, row for row: a route
// added, removed or opened to another role fails here until the documentation says so.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roleAccess, routes } from '#functions/routes';

const roles = ['owner', 'rep', 'crew'] as const;

const documented = () => {
  const rows = new Map<string, string[]>();
  for (const line of readFileSync('docs/api.md', 'utf8').split('\n')) {
    const row =
      /^\| `(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`]+)` \| (team|sales|owner|admin) \| (.+) \|$/.exec(line);
    if (row) rows.set(`${row[1]} ${row[2]}`, [row[3] ?? '', ...(row[4] ?? '').split(' | ')]);
  }
  return rows;
};

describe('the permission matrix in docs/api.md', () => {
  it('lists every signed-in route with its level and the roles it lets in, and nothing else', () => {
    const expected = new Map(
      routes
        .filter((route) => route.auth !== 'public')
        .map((route) => {
          const level = route.auth as Exclude<typeof route.auth, 'public'>;
          const marks = roles.map((role) =>
            level !== 'admin' && (roleAccess[level] as readonly string[]).includes(role) ? '✓' : '—',
          );
          return [`${route.method} ${route.path}`, [level, ...marks]];
        }),
    );
    expect(Object.fromEntries(documented())).toEqual(Object.fromEntries(expected));
  });
});
