// Which contractor a homeowner's lead goes to (docs/api.md "Lead routing"): the admins' active rules covering
// the ZIP by priority then name, among each rule's contractors that serve it; round robin in turns (also for
// leads at the same moment), capacity up to a daily cap then the next rule; without a rule a round robin among
// everyone serving the ZIP; nobody → the admins' queue. The lead is priced with its contractor's rates, and
// the instant estimate takes nobody's turn. Every test uses its own fresh ZIP.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createContractor,
  createQuote,
  freshPhone,
  freshZip,
  onboardingInput,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { freshLoopbackIp, TestBrowser } from '#test/support/test-server';

const server = runTestServer();
let admin: TestBrowser;
beforeAll(async () => {
  admin = await createAdmin(server.baseUrl);
});

let named = 0;

/** A contractor serving `zips`, with its own business name and vinyl price per foot. */
const servingContractor = async (zips: string[], vinylPerFoot = 25) => {
  named += 1;
  const owner = await createContractor(server.baseUrl);
  const businessName = `Routed Fence ${named} ${randomUUID().slice(0, 8)}`;
  const onboarded = await owner.browser.put(
    '/api/onboarding',
    onboardingInput({
      businessName,
      serviceAreas: zips,
      rates: {
        pricePerFoot: { vinyl: vinylPerFoot, cedar: 20, chain: 15 },
        laborPerFoot: { vinyl: 8, chain: 4, aluminum: 10, pressureTreated: 7, cedar: 9 },
      },
    }),
  );
  expect(onboarded.status).toBe(200);
  return { ...owner, businessName };
};

const fence = (zipCode: string) => ({ zipCode, material: 'vinyl', sides: [{ lengthFt: 120, gates: [] }] });

/** One homeowner's lead, from an address and phone of its own (the lead limits are per IP and phone). */
const sendLead = async (zip: string, idempotencyKey: string = randomUUID()) => {
  const response = await new TestBrowser(server.baseUrl, 'en', freshLoopbackIp()).post('/api/leads', {
    request: fence(zip),
    name: 'Rita Routed',
    phone: freshPhone('872'),
    idempotencyKey,
  });
  expect(response.status).toBe(201);
  return response.body as { leadId: string; contractorName: string | null };
};

/** Who got each of `count` leads sent at the same moment. */
const leadsAtOnce = async (zip: string, count: number) =>
  (await Promise.all(Array.from({ length: count }, () => sendLead(zip)))).map((lead) => lead.contractorName);

const tally = (names: Array<string | null>) => {
  const counts: Record<string, number> = {};
  for (const name of names) counts[String(name)] = (counts[String(name)] ?? 0) + 1;
  return counts;
};

const addRule = async (rule: Record<string, unknown>) => {
  const response = await admin.post('/api/admin/lead-rules', {
    priority: 10,
    strategy: 'round_robin',
    ...rule,
  });
  expect(response.status).toBe(201);
  return response.body as { id: string };
};

describe('lead routing', () => {
  it('tries the active rules covering the ZIP by priority, then name, skipping contractors not serving it', async () => {
    const zip = freshZip();
    const [a, b, c] = await Promise.all([
      servingContractor([zip]),
      servingContractor([zip]),
      servingContractor([zip]),
    ]);
    const elsewhere = await servingContractor([freshZip()]);
    await addRule({ name: 'Zeta', priority: 5, zipCodes: [zip], contractorIds: [c.contractorId] });
    await addRule({ name: 'Alpha', priority: 5, zipCodes: [zip], contractorIds: [b.contractorId] });
    const top = await addRule({
      name: 'Top',
      priority: 1,
      zipCodes: [zip],
      contractorIds: [a.contractorId],
      active: false,
    });
    // Its one contractor does not serve the ZIP: the rule has nobody to give it to.
    await addRule({ name: 'Away', priority: 1, zipCodes: [zip], contractorIds: [elsewhere.contractorId] });

    expect((await sendLead(zip)).contractorName).toBe(b.businessName);
    expect((await admin.patch(`/api/admin/lead-rules/${top.id}`, { active: true })).status).toBe(200);
    expect((await sendLead(zip)).contractorName).toBe(a.businessName);
    const bell = (await a.browser.get('/api/lead-notifications')).body.notifications;
    expect(bell).toHaveLength(1);
  });

  it('shares a round-robin rule’s leads in turns, also between leads at the same moment', async () => {
    const zip = freshZip();
    const contractors = await Promise.all([
      servingContractor([zip]),
      servingContractor([zip]),
      servingContractor([zip]),
    ]);
    const names = contractors.map((contractor) => contractor.businessName);
    await addRule({
      name: 'Turns',
      zipCodes: [zip],
      contractorIds: contractors.map((item) => item.contractorId),
    });

    const three = tally(await leadsAtOnce(zip, 3));
    expect(three).toEqual(Object.fromEntries(names.map((name) => [name, 1])));
    const six = tally(await leadsAtOnce(zip, 6));
    expect(six).toEqual(Object.fromEntries(names.map((name) => [name, 2])));
  });

  it('without a rule, shares the ZIP’s leads in turns among everyone serving it', async () => {
    const zip = freshZip();
    const contractors = await Promise.all([
      servingContractor([zip]),
      servingContractor([zip]),
      servingContractor([zip]),
    ]);
    const six = tally(await leadsAtOnce(zip, 6));
    expect(six).toEqual(Object.fromEntries(contractors.map(({ businessName }) => [businessName, 2])));
  });

  it('gives a capacity rule’s leads to whoever has had fewest today, up to the cap, then tries the next rule', async () => {
    const zip = freshZip();
    const [a, b, c] = await Promise.all([
      servingContractor([zip]),
      servingContractor([zip]),
      servingContractor([zip]),
    ]);
    await addRule({
      name: 'Capped',
      priority: 1,
      zipCodes: [zip],
      contractorIds: [a.contractorId, b.contractorId],
      strategy: 'capacity',
      dailyCapacity: 2,
    });
    await addRule({ name: 'Overflow', priority: 2, zipCodes: [zip], contractorIds: [c.contractorId] });

    // Sequentially the fewest-leads-today goes first (ties in the rule's order): a, b, a, b; then both are full.
    const inOrder: Array<string | null> = [];
    for (let index = 0; index < 4; index++) inOrder.push((await sendLead(zip)).contractorName);
    expect(inOrder).toEqual([a.businessName, b.businessName, a.businessName, b.businessName]);
    expect((await sendLead(zip)).contractorName).toBe(c.businessName);
    expect((await sendLead(zip)).contractorName).toBe(c.businessName);
  });

  it('never goes past a cap when leads arrive at the same moment', async () => {
    const zip = freshZip();
    const [a, b, c] = await Promise.all([
      servingContractor([zip]),
      servingContractor([zip]),
      servingContractor([zip]),
    ]);
    await addRule({
      name: 'One each',
      priority: 1,
      zipCodes: [zip],
      contractorIds: [a.contractorId, b.contractorId],
      strategy: 'capacity',
      dailyCapacity: 1,
    });
    await addRule({ name: 'The rest', priority: 2, zipCodes: [zip], contractorIds: [c.contractorId] });
    expect(tally(await leadsAtOnce(zip, 4))).toEqual({
      [a.businessName]: 1,
      [b.businessName]: 1,
      [c.businessName]: 2,
    });
  });

  it('leaves a lead for the admins when every contractor serving the ZIP is full', async () => {
    const zip = freshZip();
    const only = await servingContractor([zip]);
    await addRule({
      name: 'Small',
      zipCodes: [zip],
      contractorIds: [only.contractorId],
      strategy: 'capacity',
      dailyCapacity: 1,
    });
    expect((await sendLead(zip)).contractorName).toBe(only.businessName);
    const overflow = await sendLead(zip);
    expect(overflow.contractorName).toBeNull();
    const queue = (await admin.get('/api/admin/leads')).body.leads;
    expect(queue.map((lead: { id: string }) => lead.id)).toContain(overflow.leadId);
  });

  it('sends a lead from a ZIP nobody serves to the admins’ queue, whatever the rules name', async () => {
    const zip = freshZip();
    const elsewhere = await servingContractor([freshZip()]);
    await addRule({ name: 'Unserved', zipCodes: [zip], contractorIds: [elsewhere.contractorId] });
    const lead = await sendLead(zip);
    expect(lead.contractorName).toBeNull();
    const queue = (await admin.get('/api/admin/leads')).body.leads;
    expect(queue.find((item: { id: string }) => item.id === lead.leadId)).toMatchObject({
      source: 'homeowner',
      zipCode: zip,
    });
  });

  it('prices the lead with its contractor’s rates, while the estimate takes nobody’s turn', async () => {
    const zip = freshZip();
    const cheap = await servingContractor([zip], 25);
    const dear = await servingContractor([zip], 60);
    await addRule({ name: 'Pair', zipCodes: [zip], contractorIds: [cheap.contractorId, dear.contractorId] });

    // The estimate previews the rule's first contractor, however often it is asked.
    const visitor = new TestBrowser(server.baseUrl, 'en', freshLoopbackIp());
    for (let index = 0; index < 3; index++) {
      const estimate = await visitor.post('/api/estimate', fence(zip));
      expect(estimate.body.pricedBy).toBe(cheap.businessName);
    }

    const first = await sendLead(zip);
    const second = await sendLead(zip);
    expect([first.contractorName, second.contractorName]).toEqual([cheap.businessName, dear.businessName]);

    const theirOwn = await createQuote(dear.browser, { request: fence(zip) });
    const lead = (await dear.browser.get(`/api/quotes/${second.leadId}`)).body;
    expect(lead.totalCost).toBe(theirOwn.totalCost);
    const cheapLead = (await cheap.browser.get(`/api/quotes/${first.leadId}`)).body;
    expect(cheapLead.totalCost).toBeLessThan(lead.totalCost);
  });

  it('routes a repeated lead once: the same key neither makes a second lead nor takes a turn', async () => {
    const zip = freshZip();
    const [a, b] = await Promise.all([servingContractor([zip]), servingContractor([zip])]);
    await addRule({ name: 'Once', zipCodes: [zip], contractorIds: [a.contractorId, b.contractorId] });
    const key = randomUUID();
    const first = await sendLead(zip, key);
    const again = await sendLead(zip, key);
    expect(again).toEqual(first);
    expect(first.contractorName).toBe(a.businessName);
    expect((await sendLead(zip)).contractorName).toBe(b.businessName);
  });
});
