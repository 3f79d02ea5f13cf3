// Every route of the route table, checked for who may call it: signed-in routes refuse visitors, admin
// routes refuse contractors, and every write refuses a missing CSRF token, changing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#functions/routes';
import { runTestServer } from '#test/support/run-test-server';
import { signUpContractor, TestBrowser } from '#test/support/test-server';

const server = runTestServer();
let contractor: TestBrowser;
beforeAll(async () => {
  contractor = (await signUpContractor(server.baseUrl)).browser;
});

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'c_someone-elses-id');

describe.each(routes.filter((route) => route.auth !== 'public'))('$method $path', (route) => {
  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await new TestBrowser(server.baseUrl).request(route.method, concrete(route.path), {
      body: route.method === 'GET' ? undefined : {},
    });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  if (route.auth === 'admin') {
    it('answers 403 to a contractor who is not an admin', async () => {
      const response = await contractor.request(route.method, concrete(route.path), {
        body: route.method === 'GET' ? undefined : {},
      });
      expect(response.status).toBe(403);
    });
  }
});

describe.each(routes.filter((route) => route.method !== 'GET' && !('embeddable' in route)))(
  '$method $path without a CSRF token',
  (route) => {
    it('answers 403 CSRF_INVALID', async () => {
      const response = await contractor.request(route.method, concrete(route.path), {
        body: {},
        csrf: false,
      });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('CSRF_INVALID');
      expect((await contractor.get('/api/auth/me')).status).toBe(200);
    });
  },
);

// The framed calculator's routes (routes.ts `embeddable`) take no token — and are only public ones that read no
// session: a cross-site frame keeps no cookie, so a token could never be checked there.
describe.each(routes.filter((route) => 'embeddable' in route))('$method $path (embeddable)', (route) => {
  it('is public and needs no CSRF token: a bad body is a 400 or 404, not a 403', async () => {
    expect(route.auth).toBe('public');
    const response = await contractor.request(route.method, concrete(route.path), { body: {}, csrf: false });
    expect([400, 404]).toContain(response.status);
  });
});
