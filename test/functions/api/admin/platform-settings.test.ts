// The platform settings (GET/PUT /api/admin/system-settings) and the adjustment types (GET/POST
// /api/admin/adjustment-types, PATCH …/{id}; GET /api/adjustment-types for the quote builder): what a new
// contractor signs up with, who changed it and when, the refusals naming their fields, and every write audited.
// The settings are platform-wide and change what every sign-up starts with, so this file runs in a table of its
// own, where no other test file's sign-ups can see them.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultContractorSettings } from '#domain/contractor-settings';
import { localDynamoClient } from '#infra/local/dynamodb-local';
import { ensureTable } from '#infra/local/ensure-table';
import type { TestBrowser } from '#test/support/test-server';

process.env.TABLE_NAME = `picket-platform-${randomUUID()}`;
// Imported only now: the store reads the table name when its entities are built.
const { addTeamMember, createAdmin, createContractor } = await import('#test/support/factories');
const { runTestServer } = await import('#test/support/run-test-server');
const { listRecentAuditEvents } = await import('#functions/core/audit/record-audit-event');
const { keysFromFile } = await import('#functions/core/ports/keys/key-file');

beforeAll(async () => {
  const client = localDynamoClient(inject('dynamoEndpoint'));
  await ensureTable(client, process.env.TABLE_NAME as string);
  client.destroy();
});
const server = runTestServer();

let admin: TestBrowser;
let adminEmail: string;
beforeAll(async () => {
  admin = await createAdmin(server.baseUrl);
  adminEmail = (await admin.get('/api/auth/me')).body.email;
});

const defaultTax = {
  taxEnabled: defaultContractorSettings.pricing.taxEnabled,
  taxRatePercent: defaultContractorSettings.pricing.taxRatePercent,
  taxBase: defaultContractorSettings.pricing.taxBase,
};

/** Settings unlike the SPEC §9 defaults in every part a new contractor takes. */
const changedSettings = () => ({
  warehouseAddress: { street: '  200 Yard Rd ', city: 'Joliet', state: 'il', zipCode: '60431' },
  shipping: {
    ...defaultContractorSettings.shipping,
    method: 'per_mile',
    tierOneMaxCents: 150_000,
    tierTwoMaxCents: 400_000,
    tierThreeFree: false,
    distanceBrackets: [
      { maxMiles: 30, feeCents: 9_900 },
      { maxMiles: 80, feeCents: 19_900 },
    ],
    perMileRateCents: 300,
    discountEnabled: true,
    discountPercent: 10,
  },
  tax: { taxEnabled: true, taxRatePercent: 7.25, taxBase: 'materials' },
});

const refusedFields = async (
  body: unknown,
  { path = '/api/admin/system-settings', method = 'PUT', language = 'en' } = {},
) => {
  const response = await admin.request(method, path, { body, headers: { 'x-picket-lang': language } });
  expect(response.status).toBe(400);
  expect(response.body.code).toBe('VALIDATION_FAILED');
  return response.body.fields as Record<string, string>;
};

describe('the platform settings', () => {
  it('are the SPEC §9 shipping and tax until first saved, with the customer key fingerprint', async () => {
    const response = await admin.get('/api/admin/system-settings');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      warehouseAddress: { street: '', city: '', state: '', zipCode: '' },
      shipping: defaultContractorSettings.shipping,
      tax: defaultTax,
      updatedBy: null,
      updatedAt: null,
    });
    // A SHA-256 prefix of the run's key, under its own label: never the key itself.
    const { dataKey, indexKey } = keysFromFile(process.env.PICKET_KEY_FILE as string);
    const expected = createHash('sha256')
      .update('picket customer key fingerprint\0')
      .update(dataKey)
      .update(indexKey)
      .digest('hex')
      .slice(0, 16);
    expect(response.body.encryptionKeyHash).toBe(expected);
    for (const key of [dataKey, indexKey])
      for (const encoding of ['hex', 'base64'] as const)
        expect(JSON.stringify(response.body)).not.toContain(key.toString(encoding).slice(0, 12));
  });

  it('refuse what a contractor could not save, naming the field, and change nothing', async () => {
    const settings = changedSettings();
    const tiers = await refusedFields({
      ...settings,
      shipping: { ...settings.shipping, tierTwoMaxCents: settings.shipping.tierOneMaxCents },
    });
    expect(tiers['shipping.tierTwoMaxCents']).toBe('Tier 2 must start above tier 1');
    const brackets = await refusedFields({
      ...settings,
      shipping: {
        ...settings.shipping,
        distanceBrackets: [
          { maxMiles: 30, feeCents: 100 },
          { maxMiles: 20, feeCents: 100 },
        ],
      },
    });
    expect(brackets['shipping.distanceBrackets.1.maxMiles']).toBe(
      'Give 1 to 10 distance brackets, each farther than the one before',
    );
    const tax = await refusedFields({ ...settings, tax: { ...settings.tax, taxRatePercent: 25 } });
    expect(tax['tax.taxRatePercent']).toBe('Enter a tax rate from 0% to 20%');
    const spanish = await refusedFields(
      { ...settings, tax: { ...settings.tax, taxRatePercent: 25 } },
      { language: 'es' },
    );
    expect(spanish['tax.taxRatePercent']).not.toBe(tax['tax.taxRatePercent']);
    // A warehouse address is all empty or whole.
    const address = await refusedFields({
      ...settings,
      warehouseAddress: { street: '1 Main St', city: '', state: 'IL', zipCode: '6043' },
    });
    expect(address).toMatchObject({
      'warehouseAddress.city': 'City is required',
      'warehouseAddress.zipCode': 'ZIP code must be 5 digits',
    });
    const missing = await refusedFields({
      warehouseAddress: settings.warehouseAddress,
      shipping: settings.shipping,
    });
    expect(Object.keys(missing)).toContain('tax');

    const after = (await admin.get('/api/admin/system-settings')).body;
    expect(after).toMatchObject({ updatedBy: null, updatedAt: null, tax: defaultTax });
  });

  it('are what a new contractor signs up with; who saved them and when is kept; others keep their own', async () => {
    const existing = await createContractor(server.baseUrl);
    const before = Date.now();
    const saved = await admin.put('/api/admin/system-settings', changedSettings());
    expect(saved.status).toBe(200);
    const expected = {
      warehouseAddress: { street: '200 Yard Rd', city: 'Joliet', state: 'IL', zipCode: '60431' },
      shipping: changedSettings().shipping,
      tax: changedSettings().tax,
      updatedBy: { email: adminEmail },
    };
    expect(saved.body).toMatchObject(expected);
    expect(saved.body.updatedBy.userId).toMatch(/^u_/);
    const at = Date.parse(saved.body.updatedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await admin.get('/api/admin/system-settings')).body).toEqual(saved.body);

    const newcomer = await createContractor(server.baseUrl);
    const theirs = (await newcomer.browser.get('/api/pricing-settings')).body;
    expect(theirs.shipping).toEqual(changedSettings().shipping);
    expect(theirs.pricing).toEqual({ ...defaultContractorSettings.pricing, ...changedSettings().tax });

    const untouched = (await existing.browser.get('/api/pricing-settings')).body;
    expect(untouched.shipping).toEqual(defaultContractorSettings.shipping);
    expect(untouched.pricing).toEqual(defaultContractorSettings.pricing);
  });
});

const typeInput = (overrides: Record<string, unknown> = {}) => ({
  label: 'Permit fee',
  defaultValue: 150,
  ...overrides,
});

describe('adjustment types', () => {
  it('are added with their defaults, listed by label, changed field by field, and only active ones offered', async () => {
    const owner = await createContractor(server.baseUrl);
    const permit = await admin.post('/api/admin/adjustment-types', typeInput());
    expect(permit.status).toBe(201);
    expect(permit.body).toMatchObject({
      label: 'Permit fee',
      description: '',
      adjustmentType: 'fixed',
      defaultValue: 150,
      isActive: true,
    });
    const senior = await admin.post('/api/admin/adjustment-types', {
      label: '  Senior discount ',
      description: 'Customers 65 and over',
      adjustmentType: 'percent',
      defaultValue: -5,
    });
    expect(senior.body).toMatchObject({
      label: 'Senior discount',
      adjustmentType: 'percent',
      defaultValue: -5,
    });
    const haul = await admin.post(
      '/api/admin/adjustment-types',
      typeInput({ label: 'haul-away', defaultValue: 74.999, isActive: false }),
    );
    // A fixed amount is kept to the cent.
    expect(haul.body).toMatchObject({ defaultValue: 75, isActive: false });

    const labels = (types: Array<{ label: string }>) => types.map((type) => type.label);
    const all = await admin.get('/api/admin/adjustment-types');
    expect(all.status).toBe(200);
    expect(labels(all.body.types)).toEqual(['haul-away', 'Permit fee', 'Senior discount']);
    const offered = await owner.browser.get('/api/adjustment-types');
    expect(offered.status).toBe(200);
    expect(labels(offered.body.types)).toEqual(['Permit fee', 'Senior discount']);

    const on = await admin.patch(`/api/admin/adjustment-types/${haul.body.id}`, { isActive: true });
    expect(on.status).toBe(200);
    // Only what was sent changes.
    expect(on.body).toMatchObject({
      label: 'haul-away',
      defaultValue: 75,
      adjustmentType: 'fixed',
      isActive: true,
    });
    expect(labels((await owner.browser.get('/api/adjustment-types')).body.types)).toEqual([
      'haul-away',
      'Permit fee',
      'Senior discount',
    ]);

    // 150 dollars is no percentage: the kind alone cannot change, and nothing is saved.
    const fields = await refusedFields(
      { adjustmentType: 'percent' },
      { method: 'PATCH', path: `/api/admin/adjustment-types/${permit.body.id}` },
    );
    expect(fields.defaultValue).toBe('A percentage must be between -100 and 100');
    const asPercent = await admin.patch(`/api/admin/adjustment-types/${permit.body.id}`, {
      adjustmentType: 'percent',
      defaultValue: 3,
      description: 'City permit',
    });
    expect(asPercent.body).toMatchObject({
      adjustmentType: 'percent',
      defaultValue: 3,
      description: 'City permit',
    });
    const off = await admin.patch(`/api/admin/adjustment-types/${senior.body.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    expect(labels((await owner.browser.get('/api/adjustment-types')).body.types)).toEqual([
      'haul-away',
      'Permit fee',
    ]);

    for (const id of ['at_nobodyHasThisId', 'x'.repeat(300)]) {
      const missing = await admin.patch(`/api/admin/adjustment-types/${id}`, { isActive: true });
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('NOT_FOUND');
    }
  });

  it('refuse a type SPEC §3 does not allow, naming the field, and add nothing', async () => {
    const before = (await admin.get('/api/admin/adjustment-types')).body.types.length;
    const post = (body: Record<string, unknown>) =>
      refusedFields(body, { method: 'POST', path: '/api/admin/adjustment-types' });
    expect((await post(typeInput({ label: '   ' }))).label).toBe('Give the adjustment type a label');
    expect((await post(typeInput({ label: 'x'.repeat(81) }))).label).toBe(
      'The label must be 80 characters or less',
    );
    expect((await post(typeInput({ description: 'x'.repeat(201) }))).description).toBe(
      'The description must be 200 characters or less',
    );
    expect((await post(typeInput({ adjustmentType: 'ratio' }))).adjustmentType).toBe(
      'Choose a fixed amount or a percentage',
    );
    expect((await post(typeInput({ defaultValue: 'ten' }))).defaultValue).toBe(
      'Enter the default amount or percentage',
    );
    expect((await post(typeInput({ defaultValue: 100_000.01 }))).defaultValue).toBe(
      'A fixed amount must be between -100,000 and 100,000 dollars',
    );
    expect((await post(typeInput({ adjustmentType: 'percent', defaultValue: -101 }))).defaultValue).toBe(
      'A percentage must be between -100 and 100',
    );
    expect((await admin.get('/api/admin/adjustment-types')).body.types).toHaveLength(before);
  });

  it('are offered to owners and reps, not crews; administrators alone manage them', async () => {
    const owner = await createContractor(server.baseUrl);
    const rep = await addTeamMember(owner, 'rep');
    const crew = await addTeamMember(owner, 'crew');
    expect((await owner.browser.get('/api/adjustment-types')).status).toBe(200);
    expect((await rep.browser.get('/api/adjustment-types')).status).toBe(200);
    const refused = await crew.browser.get('/api/adjustment-types');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await owner.browser.get('/api/admin/adjustment-types')).status).toBe(403);
    expect((await owner.browser.post('/api/admin/adjustment-types', typeInput())).status).toBe(403);
    expect((await owner.browser.put('/api/admin/system-settings', changedSettings())).status).toBe(403);
  });
});

describe('platform settings changes', () => {
  it('are audited: who changed what', async () => {
    const auditor = await createAdmin(server.baseUrl);
    const me = (await auditor.get('/api/auth/me')).body.email as string;
    expect((await auditor.put('/api/admin/system-settings', changedSettings())).status).toBe(200);
    const added = await auditor.post('/api/admin/adjustment-types', typeInput({ label: 'Audited' }));
    await auditor.patch(`/api/admin/adjustment-types/${added.body.id}`, { isActive: false });
    // Newest first; signing in came before.
    const mine = (await listRecentAuditEvents()).filter((event) => event.email === me).slice(0, 3);
    expect(mine.map((event) => event.type)).toEqual([
      'adjustment_type_updated',
      'adjustment_type_created',
      'system_settings_updated',
    ]);
    const [updated, created, settings] = mine as Array<Record<string, unknown>>;
    expect(updated).toMatchObject({ target: 'Audited', detail: 'isActive: false' });
    expect(created).toMatchObject({ target: 'Audited' });
    expect(settings?.detail).toContain('per_mile');
  });
});
