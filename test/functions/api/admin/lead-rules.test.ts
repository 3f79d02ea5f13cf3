// The admins' lead routing rules (GET/POST /api/admin/lead-rules, PATCH/DELETE …/{id}): listed in the order
// they are tried with each contractor's business name, checked with SPEC §5's messages in both languages, an
// unknown contractor refused naming the field, and every change audited. Who may call them is also checked
// by admin.test.ts and the route-table walks of test/functions/http.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContractor, freshZip } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { TestBrowser } from '#test/support/test-server';

const server = runTestServer();
let admin: TestBrowser;
let contractorIds: string[];
let businessNames: string[];
beforeAll(async () => {
  admin = await createAdmin(server.baseUrl);
  const contractors = await Promise.all([createContractor(server.baseUrl), createContractor(server.baseUrl)]);
  contractorIds = contractors.map((contractor) => contractor.contractorId);
  businessNames = contractors.map((contractor) => contractor.signup.businessName);
});

const ruleInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'North side',
  priority: 10,
  zipCodes: [freshZip()],
  contractorIds,
  strategy: 'round_robin',
  ...overrides,
});

const fieldsOf = async (body: Record<string, unknown>, browser: TestBrowser = admin) => {
  const response = await browser.post('/api/admin/lead-rules', body);
  expect(response.status).toBe(400);
  expect(response.body.code).toBe('VALIDATION_FAILED');
  return response.body.fields as Record<string, string>;
};

describe('lead routing rules', () => {
  it('are added with their defaults, listed in the order they are tried with business names, changed and removed', async () => {
    const zip = freshZip();
    const added = await admin.post(
      '/api/admin/lead-rules',
      ruleInput({
        name: '  Zeta  ',
        zipCodes: [zip, zip],
        contractorIds: [...contractorIds, contractorIds[0]],
      }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Zeta',
      priority: 10,
      zipCodes: [zip],
      contractors: contractorIds.map((id, index) => ({ id, businessName: businessNames[index] })),
      strategy: 'round_robin',
      dailyCapacity: 10,
      active: true,
    });
    const alpha = await admin.post('/api/admin/lead-rules', ruleInput({ name: 'Alpha' }));
    const first = await admin.post('/api/admin/lead-rules', ruleInput({ name: 'Zulu', priority: 1 }));

    const mine = (rules: Array<{ id: string }>) =>
      rules.map((rule) => rule.id).filter((id) => [added.body.id, alpha.body.id, first.body.id].includes(id));
    const listed = await admin.get('/api/admin/lead-rules');
    expect(listed.status).toBe(200);
    // Priority first (1 is tried first), then the name.
    expect(mine(listed.body.rules)).toEqual([first.body.id, alpha.body.id, added.body.id]);

    const changed = await admin.patch(`/api/admin/lead-rules/${added.body.id}`, {
      strategy: 'capacity',
      dailyCapacity: 3,
    });
    expect(changed.status).toBe(200);
    // Only what was sent changes: the rule stays active, its name and ZIPs as they were.
    expect(changed.body).toMatchObject({
      name: 'Zeta',
      strategy: 'capacity',
      dailyCapacity: 3,
      active: true,
      zipCodes: [zip],
    });
    const paused = await admin.patch(`/api/admin/lead-rules/${added.body.id}`, {
      active: false,
      priority: 1,
    });
    expect(paused.body).toMatchObject({ active: false, priority: 1, strategy: 'capacity' });
    // Zeta now shares priority 1 with Zulu, and comes first by name.
    expect(mine((await admin.get('/api/admin/lead-rules')).body.rules)).toEqual([
      added.body.id,
      first.body.id,
      alpha.body.id,
    ]);

    const removed = await admin.request('DELETE', `/api/admin/lead-rules/${added.body.id}`);
    expect(removed.status).toBe(200);
    expect(mine(removed.body.rules)).toEqual([first.body.id, alpha.body.id]);
    expect((await admin.request('DELETE', `/api/admin/lead-rules/${added.body.id}`)).status).toBe(404);
    const gone = await admin.patch(`/api/admin/lead-rules/${added.body.id}`, { name: 'Back' });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('NOT_FOUND');
    const madeUp = await admin.patch(`/api/admin/lead-rules/${'x'.repeat(2000)}`, { name: 'Made up' });
    expect(madeUp.status).toBe(404);
    for (const rule of [alpha, first]) await admin.request('DELETE', `/api/admin/lead-rules/${rule.body.id}`);
  });

  it('are audited: who added, changed and removed one', async () => {
    const auditor = await createAdmin(server.baseUrl);
    const me = (await auditor.get('/api/auth/me')).body.email as string;
    const added = await auditor.post('/api/admin/lead-rules', ruleInput());
    await auditor.patch(`/api/admin/lead-rules/${added.body.id}`, { name: 'Audited' });
    await auditor.request('DELETE', `/api/admin/lead-rules/${added.body.id}`);
    const events = (await admin.get('/api/admin/audit-events')).body.events.filter(
      (event: { email: string }) => event.email === me,
    );
    expect(events.map((event: { type: string }) => event.type).slice(0, 3)).toEqual([
      'lead_rule_deleted',
      'lead_rule_updated',
      'lead_rule_created',
    ]);
  });

  it('refuse a rule SPEC §5 does not allow, naming the field, and add nothing', async () => {
    const before = (await admin.get('/api/admin/lead-rules')).body.rules.length;
    expect((await fieldsOf(ruleInput({ name: '   ' }))).name).toBe('Rule name is required');
    expect((await fieldsOf(ruleInput({ name: 'x'.repeat(101) }))).name).toBe(
      'Rule name must be 100 characters or less',
    );
    for (const priority of [0, 101, 1.5, '1'])
      expect((await fieldsOf(ruleInput({ priority }))).priority).toBe(
        'Priority must be a whole number from 1 to 100',
      );
    expect((await fieldsOf(ruleInput({ zipCodes: [] }))).zipCodes).toBe('Add at least one ZIP code');
    expect((await fieldsOf(ruleInput({ zipCodes: ['60601', '6060'] })))['zipCodes.1']).toBe(
      'ZIP code must be 5 digits',
    );
    const tooManyZips = Array.from({ length: 201 }, (_, index) => String(10000 + index));
    expect((await fieldsOf(ruleInput({ zipCodes: tooManyZips }))).zipCodes).toBe(
      'A rule covers at most 200 ZIP codes',
    );
    expect((await fieldsOf(ruleInput({ contractorIds: [] }))).contractorIds).toBe(
      'Add at least one contractor',
    );
    const tooMany = Array.from({ length: 26 }, (_, index) => `c_${index}`);
    expect((await fieldsOf(ruleInput({ contractorIds: tooMany }))).contractorIds).toBe(
      'A rule shares leads between at most 25 contractors',
    );
    expect((await fieldsOf(ruleInput({ strategy: 'random' }))).strategy).toBe(
      'Choose round robin or capacity',
    );
    for (const dailyCapacity of [0, 1001, 2.5])
      expect((await fieldsOf(ruleInput({ strategy: 'capacity', dailyCapacity }))).dailyCapacity).toBe(
        'Daily capacity must be a whole number from 1 to 1,000',
      );
    const spanish = new TestBrowser(server.baseUrl, 'es');
    spanish.cookies.set('__Host-picket_session', admin.cookies.get('__Host-picket_session') ?? '');
    expect((await fieldsOf(ruleInput({ name: '' }), spanish)).name).toBe(
      'El nombre de la regla es obligatorio',
    );
    expect((await admin.get('/api/admin/lead-rules')).body.rules.length).toBe(before);
  });

  it('refuse a contractor id nobody has, naming the field, on add and on change', async () => {
    const unknown = await admin.post(
      '/api/admin/lead-rules',
      ruleInput({ contractorIds: [contractorIds[0], 'c_nobody'] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ contractorIds: 'No contractor has the id c_nobody' });
    expect(unknown.body.message).toBe('No contractor has the id c_nobody');

    const added = await admin.post('/api/admin/lead-rules', ruleInput());
    const change = await admin.patch(`/api/admin/lead-rules/${added.body.id}`, {
      contractorIds: ['c_nobody'],
    });
    expect(change.status).toBe(400);
    expect(change.body.fields).toEqual({ contractorIds: 'No contractor has the id c_nobody' });
    const kept = (await admin.get('/api/admin/lead-rules')).body.rules.find(
      (rule: { id: string }) => rule.id === added.body.id,
    );
    expect(kept.contractors.map((contractor: { id: string }) => contractor.id)).toEqual(contractorIds);
    await admin.request('DELETE', `/api/admin/lead-rules/${added.body.id}`);
  });
});
