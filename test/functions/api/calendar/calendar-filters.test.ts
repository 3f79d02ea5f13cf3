// Saved schedule filters (SPEC §3 Calendar filter): each user's own, named, at most one default (a new
// default replaces the old in one step), at most 20, and nobody else's to read, change or delete.
import { describe, expect, it } from 'vitest';
import { createContractor } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

const filter = (overrides: Record<string, unknown> = {}) => ({
  filterName: 'Crew jobs',
  filterConfig: { types: ['job', 'repair'], statuses: ['scheduled'] },
  ...overrides,
});

describe('calendar filters', () => {
  it('saves, lists, changes and deletes a user’s filters, keeping one default', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const first = await browser.post('/api/calendar/filters', filter({ isDefault: true }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      filterName: 'Crew jobs',
      filterConfig: { types: ['job', 'repair'], statuses: ['scheduled'], assignedTo: [] },
      isDefault: true,
    });
    const second = (
      await browser.post('/api/calendar/filters', filter({ filterName: 'Visits', isDefault: true }))
    ).body;
    const defaults = async () =>
      (
        (await browser.get('/api/calendar/filters')).body.filters as {
          filterName: string;
          isDefault: boolean;
        }[]
      )
        .filter((item) => item.isDefault)
        .map((item) => item.filterName);
    expect(await defaults()).toEqual(['Visits']);

    const renamed = await browser.request('PATCH', `/api/calendar/filters/${first.body.id}`, {
      body: filter({ filterName: 'Installs', isDefault: true }),
    });
    expect(renamed.body).toMatchObject({ filterName: 'Installs', isDefault: true });
    expect(await defaults()).toEqual(['Installs']);

    expect((await browser.request('DELETE', `/api/calendar/filters/${second.id}`)).body).toEqual({
      deleted: true,
    });
    expect((await browser.get('/api/calendar/filters')).body.filters).toHaveLength(1);
    expect((await browser.request('DELETE', `/api/calendar/filters/${second.id}`)).status).toBe(404);
  });

  it('names what is wrong, and stops at 20 filters', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const unnamed = await browser.post('/api/calendar/filters', filter({ filterName: ' ' }));
    expect(unnamed.body.fields).toEqual({ filterName: 'Name the filter' });
    const badType = await browser.post(
      '/api/calendar/filters',
      filter({ filterConfig: { types: ['party'] } }),
    );
    expect(Object.keys(badType.body.fields)).toEqual(['filterConfig.types.0']);
    for (let index = 0; index < 20; index++)
      expect((await browser.post('/api/calendar/filters', filter({ filterName: `F${index}` }))).status).toBe(
        201,
      );
    const full = await browser.post('/api/calendar/filters', filter({ filterName: 'One more' }));
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('LIST_FULL');
  });

  it("are another user's own: not listed, changed or deleted by anyone else", async () => {
    const owner = await createContractor(server.baseUrl);
    const other = await createContractor(server.baseUrl);
    const theirs = (await other.browser.post('/api/calendar/filters', filter())).body;
    expect((await owner.browser.get('/api/calendar/filters')).body.filters).toEqual([]);
    expect(
      (await owner.browser.request('PATCH', `/api/calendar/filters/${theirs.id}`, { body: filter() })).status,
    ).toBe(404);
    expect((await owner.browser.request('DELETE', `/api/calendar/filters/${theirs.id}`)).status).toBe(404);
    expect((await other.browser.get('/api/calendar/filters')).body.filters).toHaveLength(1);
  });
});
