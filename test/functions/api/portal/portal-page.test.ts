// The contractor's public page through the real handlers: the owner chooses its address and what it shows;
// anyone reads it once published, with only the shown testimonials (and a rating only from them); an address
// belongs to one business even when two ask at the same moment; an old address still finds the page; and the
// page's calculator prices with the contractor's own rates and sends its leads straight to them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addTeamMember,
  createContractor,
  freshPhone,
  freshZip,
  onboardingInput,
} from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { freshLoopbackIp, TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const uniqueSlug = (stem = 'oak-fence') => `${stem}-${randomUUID().slice(0, 8)}`;

const pageSettings = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  published: true,
  about: { en: 'Family fence builders since 1998.', es: 'Constructores de cercas desde 1998.' },
  show: { license: true, insurance: false, serviceAreas: true, testimonials: true, faqs: true },
  ...overrides,
});

const visitor = () => new TestBrowser(server.baseUrl, 'en', freshLoopbackIp());

const onboarded = async (overrides: Record<string, unknown> = {}) => {
  const owner = await createContractor(server.baseUrl);
  const zip = freshZip();
  const businessName = `Oak Fence ${randomUUID().slice(0, 6)}`;
  const profile = onboardingInput({
    businessName,
    serviceAreas: [zip],
    licenseNumber: 'IL-104-2231',
    insuranceNumber: 'POL-88812',
    branding: { logoUrl: '', tagline: 'Fences that last', primaryColor: '#0f766e' },
    ...overrides,
  });
  expect((await owner.browser.put('/api/onboarding', profile)).status).toBe(200);
  return { ...owner, zip, businessName };
};

describe('the contractor’s public page settings', () => {
  it('start with no address, offering one made from the business name', async () => {
    const owner = await createContractor(server.baseUrl, { businessName: 'Oak & Iron Fence Co.' });
    const settings = (await owner.browser.get('/api/portal')).body;
    expect(settings).toMatchObject({ slug: null, published: false, pagePath: null, embedPath: null });
    expect(settings.suggestedSlug).toMatch(/^oak-iron-fence-co(-\d|-\w{4})?$/);
    expect(settings.show).toEqual({
      license: true,
      insurance: true,
      serviceAreas: true,
      testimonials: true,
      faqs: true,
    });
  });

  it('refuse a bad or reserved address naming the field, and change nothing', async () => {
    const owner = await createContractor(server.baseUrl);
    for (const slug of ['ab', 'Has Spaces', '-edge', 'a--b-', 'x'.repeat(41)]) {
      const bad = await owner.browser.put('/api/portal', pageSettings(slug));
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ slug: 'Use 3 to 40 lowercase letters, numbers and hyphens' });
    }
    const reserved = await owner.browser.put('/api/portal', pageSettings('admin'));
    expect(reserved.body.fields).toEqual({ slug: 'That address belongs to Picket: choose another' });
    const tooLong = await owner.browser.put(
      '/api/portal',
      pageSettings(uniqueSlug(), { about: { en: 'x'.repeat(1001), es: '' } }),
    );
    expect(tooLong.body.fields).toEqual({ 'about.en': 'That is too long: shorten it' });
    expect((await owner.browser.get('/api/portal')).body.slug).toBeNull();
  });

  it('are the owner’s: a rep gets 403, a visitor 401', async () => {
    const owner = await createContractor(server.baseUrl);
    const rep = await addTeamMember(owner, 'rep');
    expect((await rep.browser.get('/api/portal')).status).toBe(403);
    expect((await rep.browser.put('/api/portal', pageSettings(uniqueSlug()))).status).toBe(403);
    expect((await rep.browser.get('/api/follow-ups')).status).toBe(403);
    expect((await visitor().get('/api/portal')).status).toBe(401);
  });
});

describe('the public page', () => {
  it('shows what the owner chose: shown testimonials with their rating, FAQs, license, areas', async () => {
    const owner = await onboarded();
    const slug = uniqueSlug();
    const saved = await owner.browser.put('/api/portal', pageSettings(slug));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      slug,
      published: true,
      pagePath: `/c/${slug}`,
      embedPath: `/c/${slug}/embed`,
    });
    const review = { town: 'Oak Park', text: 'Great crew.', date: '2026-10-02' };
    await owner.browser.post('/api/testimonials', { ...review, customerName: 'Maria G.', rating: 5 });
    await owner.browser.post('/api/testimonials', { ...review, customerName: 'Ted R.', rating: 4 });
    await owner.browser.post('/api/testimonials', {
      ...review,
      customerName: 'Hidden H.',
      rating: 1,
      shown: false,
    });
    await owner.browser.post('/api/faqs', {
      question: { en: 'Do you pull permits?', es: '' },
      answer: { en: 'Yes.', es: 'Sí.' },
    });

    const page = await visitor().get(`/api/public/contractors/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      slug,
      businessName: owner.businessName,
      tagline: 'Fences that last',
      primaryColor: '#0f766e',
      licenseNumber: 'IL-104-2231',
      insuranceNumber: null,
      serviceAreas: [owner.zip],
      about: { en: 'Family fence builders since 1998.', es: 'Constructores de cercas desde 1998.' },
      rating: { average: 4.5, count: 2 },
      faqs: [{ question: { en: 'Do you pull permits?', es: '' }, answer: { en: 'Yes.', es: 'Sí.' } }],
    });
    expect(page.body.testimonials.map((entry: { customerName: string }) => entry.customerName)).toEqual([
      'Maria G.',
      'Ted R.',
    ]);
    expect(JSON.stringify(page.body)).not.toContain(owner.signup.email);
    const settings = (await owner.browser.get('/api/portal')).body;
    expect(settings).toMatchObject({ testimonialsShown: 2, faqsCount: 1 });
  });

  it('has no rating without shown testimonials, and hides what the owner hides', async () => {
    const owner = await onboarded();
    const slug = uniqueSlug();
    await owner.browser.put(
      '/api/portal',
      pageSettings(slug, {
        show: { license: false, insurance: false, serviceAreas: false, testimonials: false, faqs: false },
      }),
    );
    await owner.browser.post('/api/testimonials', {
      customerName: 'Maria G.',
      rating: 5,
      text: 'Great.',
      date: '2026-10-02',
    });
    const page = (await visitor().get(`/api/public/contractors/${slug}`)).body;
    expect(page).toMatchObject({
      licenseNumber: null,
      insuranceNumber: null,
      serviceAreas: null,
      testimonials: [],
      rating: null,
      faqs: [],
    });
  });

  it('is not found until published, or at an address nobody holds', async () => {
    const owner = await onboarded();
    const slug = uniqueSlug();
    await owner.browser.put('/api/portal', pageSettings(slug, { published: false }));
    const hidden = await visitor().get(`/api/public/contractors/${slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('There is no contractor page at this address');
    expect((await visitor().get(`/api/public/contractors/${uniqueSlug('nobody')}`)).status).toBe(404);
    expect((await visitor().get(`/api/public/contractors/${'x'.repeat(200)}`)).status).toBe(404);
  });

  it('keeps leading to the page from an old address after the address changes', async () => {
    const owner = await onboarded();
    const first = uniqueSlug('first');
    const second = uniqueSlug('second');
    await owner.browser.put('/api/portal', pageSettings(first));
    const moved = await owner.browser.put('/api/portal', pageSettings(second));
    expect(moved.body).toMatchObject({ slug: second, previousSlugs: [first] });
    expect((await visitor().get(`/api/public/contractors/${first}`)).body.slug).toBe(second);
    // The old address stays theirs: nobody else can take it.
    const other = await onboarded();
    const taken = await other.browser.put('/api/portal', pageSettings(first));
    expect(taken.status).toBe(409);
    // Moving back takes it off the old list.
    const back = await owner.browser.put('/api/portal', pageSettings(first));
    expect(back.body).toMatchObject({ slug: first, previousSlugs: [second] });
  });

  it('gives an address to one business when two ask for it at the same moment', async () => {
    const contenders = await Promise.all([onboarded(), onboarded(), onboarded()]);
    const slug = uniqueSlug('race');
    const answers = await Promise.all(
      contenders.map((owner) => owner.browser.put('/api/portal', pageSettings(slug))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser?.body).toMatchObject({
      code: 'SLUG_TAKEN',
      fields: { slug: 'Another business has that address: choose another' },
    });
    const winner = contenders[answers.findIndex((answer) => answer.status === 200)];
    expect((await visitor().get(`/api/public/contractors/${slug}`)).body.businessName).toBe(
      winner?.businessName,
    );
  });
});

describe('the public page’s calculator', () => {
  it('prices with the contractor’s rates and gives the lead to them, whatever the ZIP’s routing', async () => {
    const owner = await onboarded({
      rates: {
        pricePerFoot: { vinyl: 61, cedar: 20, chain: 15 },
        laborPerFoot: { vinyl: 8, chain: 4, aluminum: 10, pressureTreated: 7, cedar: 9 },
      },
    });
    const slug = uniqueSlug();
    await owner.browser.put('/api/portal', pageSettings(slug));
    const zip = freshZip();
    const request = { zipCode: zip, material: 'vinyl', sides: [{ lengthFt: 100, gates: [] }] };
    const theirs = await visitor().post(`/api/public/contractors/${slug}/estimate`, request);
    expect(theirs.status).toBe(200);
    expect(theirs.body.pricedBy).toBe(owner.businessName);
    const platform = await visitor().post('/api/estimate', request);
    expect(platform.body.pricedBy).toBeNull();
    expect(theirs.body.totalCost).not.toBe(platform.body.totalCost);

    const lead = await visitor().post(`/api/public/contractors/${slug}/leads`, {
      request,
      name: 'Hank Homeowner',
      phone: freshPhone('773'),
      idempotencyKey: randomUUID(),
    });
    expect(lead.status).toBe(201);
    expect(lead.body.contractorName).toBe(owner.businessName);
    const quote = (await owner.browser.get(`/api/quotes/${lead.body.leadId}`)).body;
    expect(quote).toMatchObject({
      source: 'homeowner',
      customerName: 'Hank Homeowner',
      totalCost: theirs.body.totalCost,
    });
  });

  it('is not there for an unpublished page', async () => {
    const owner = await onboarded();
    const slug = uniqueSlug();
    await owner.browser.put('/api/portal', pageSettings(slug, { published: false }));
    const request = { zipCode: owner.zip, material: 'vinyl', sides: [{ lengthFt: 100, gates: [] }] };
    expect((await visitor().post(`/api/public/contractors/${slug}/estimate`, request)).status).toBe(404);
    const lead = await visitor().post(`/api/public/contractors/${slug}/leads`, {
      request,
      name: 'Hank',
      phone: freshPhone('773'),
      idempotencyKey: randomUUID(),
    });
    expect(lead.status).toBe(404);
  });
});
