// The permission matrix (docs/api.md "Roles"): every signed-in route of the route table, called by an owner, a
// sales rep and a crew member of one company. A role the route's level leaves out gets 403 FORBIDDEN before
// anything runs; a role it lets in gets past the gate (the bogus ids then answer 404 or 400, never 401/403).
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '#domain/vocabularies';
import { roleAccess, routes } from '#functions/routes';
import { addTeamMember, createContractor } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import type { TestBrowser } from '#test/support/test-server';

const server = runTestServer();
const browsers = {} as Record<UserRole, TestBrowser>;
beforeAll(async () => {
  const owner = await createContractor(server.baseUrl);
  browsers.owner = owner.browser;
  browsers.rep = (await addTeamMember(owner, 'rep')).browser;
  browsers.crew = (await addTeamMember(owner, 'crew')).browser;
});

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'c_someone-elses-id');

/** Ends the caller's every session: called last, below, so the rows before it keep theirs. */
const endsTheSession = 'POST /api/auth/logout-everywhere';

const teamRoutes = routes.filter(
  (route) => route.auth !== 'public' && `${route.method} ${route.path}` !== endsTheSession,
);

describe.each(['owner', 'rep', 'crew'] as const)('a %s', (role) => {
  describe.each(teamRoutes)('$method $path', (route) => {
    const level = route.auth as Exclude<typeof route.auth, 'public'>;
    const allowed = level !== 'admin' && (roleAccess[level] as readonly UserRole[]).includes(role);
    if (!allowed) {
      it('is refused with 403 FORBIDDEN', async () => {
        const response = await browsers[role].request(route.method, concrete(route.path), {
          body: route.method === 'GET' ? undefined : {},
        });
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('FORBIDDEN');
      });
    } else {
      it('gets past the gate', async () => {
        const response = await browsers[role].request(route.method, concrete(route.path), {
          body: route.method === 'GET' ? undefined : {},
        });
        expect([401, 403]).not.toContain(response.status);
      });
    }
  });
});

describe(endsTheSession, () => {
  it.each(['owner', 'rep', 'crew'] as const)('is open to a %s', async (role) => {
    expect(roleAccess.team).toContain(role);
    const response = await browsers[role].post('/api/auth/logout-everywhere', {});
    expect(response.status).toBe(200);
    expect((await browsers[role].get('/api/auth/me')).status).toBe(401);
  });
});
