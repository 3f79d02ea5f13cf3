// The owner's /contractor-portal page's pure parts: a follow-up step's delay typed as a number and a unit and
// sent in minutes (at most 30 days, with the SPEC message), the editor's values and request, the page's URL and
// the embed snippet a website pastes, and the QR code drawn as SVG.
import { describe, expect, it } from 'vitest';
import type { FollowUpSettings, PortalSettings } from '#domain/contract/portal';
import { translate } from '#domain/messages';
import { followUpSettingsSchema } from '#domain/schemas/follow-ups';
import { schemaValidator } from '#frontend/components/form/form-errors';
import {
  delayMinutesOf,
  followUpFieldOf,
  newStep,
  sameFollowUps,
  splitDelay,
  toFollowUpInput,
  toFollowUpValues,
} from '#frontend/features/portal/follow-up-values';
import {
  embedSnippet,
  pagePathOf,
  samePortalValues,
  siteUrl,
  toPortalValues,
} from '#frontend/features/portal/portal-values';
import { qrFileName, qrPathData, qrSvgDocument } from '#frontend/features/portal/qr-svg';

const followUps: FollowUpSettings = {
  enabled: false,
  isDefault: true,
  steps: [
    {
      id: 'step-1',
      name: 'Nudge',
      trigger: 'sent_not_viewed',
      delayMinutes: 2880,
      channel: 'text',
      message: { en: 'Hi {firstName}, your quote: {link}', es: '' },
      active: true,
    },
    {
      id: 'step-2',
      name: 'Deposit',
      trigger: 'approved_no_deposit',
      delayMinutes: 90,
      channel: 'email',
      message: { en: 'Your deposit of {total}', es: 'Tu anticipo de {total}' },
      active: false,
    },
  ],
};

describe('a follow-up delay', () => {
  it('shows a saved delay in the largest unit that holds it whole', () => {
    expect(splitDelay(2880)).toEqual({ amount: '2', unit: 'days' });
    expect(splitDelay(43_200)).toEqual({ amount: '30', unit: 'days' });
    expect(splitDelay(120)).toEqual({ amount: '2', unit: 'hours' });
    expect(splitDelay(90)).toEqual({ amount: '90', unit: 'minutes' });
    expect(splitDelay(0)).toEqual({ amount: '0', unit: 'minutes' });
  });

  it('sends a typed delay in minutes', () => {
    expect(delayMinutesOf('3', 'days')).toBe(4320);
    expect(delayMinutesOf('1.5', 'hours')).toBe(90);
    expect(delayMinutesOf('0.1', 'hours')).toBe(6);
    expect(delayMinutesOf(' 45 ', 'minutes')).toBe(45);
    expect(delayMinutesOf('', 'days')).toBeNaN();
    expect(delayMinutesOf('soon', 'days')).toBeNaN();
    // Not a whole minute: left as it is, for the schema to refuse.
    expect(delayMinutesOf('0.5', 'minutes')).toBe(0.5);
  });

  it('refuses more than 30 days with the SPEC message, under the number box', () => {
    const values = toFollowUpValues(followUps);
    const first = values.steps[0];
    if (!first) throw new Error('no step');
    first.delayAmount = '31';
    const errors = schemaValidator(followUpSettingsSchema, toFollowUpInput)({ value: values });
    expect(errors?.fields['steps.0.delayMinutes']).toBe('followUp.delayTooLong');
    expect(translate('followUp.delayTooLong', 'en')).toBe('Trigger delay cannot exceed 30 days');
    expect(followUpFieldOf('steps.0.delayMinutes')).toBe('steps[0].delayAmount');
    expect(followUpFieldOf('steps.1.message.en')).toBe('steps[1].message.en');
    first.delayAmount = '30';
    expect(schemaValidator(followUpSettingsSchema, toFollowUpInput)({ value: values })).toBeUndefined();
  });

  it('refuses a message too long for SMS', () => {
    const values = toFollowUpValues(followUps);
    const first = values.steps[0];
    if (!first) throw new Error('no step');
    first.message.en = 'x'.repeat(1601);
    const errors = schemaValidator(followUpSettingsSchema, toFollowUpInput)({ value: values });
    expect(errors?.fields['steps.0.message.en']).toBe('followUp.messageTooLong');
    expect(translate('followUp.messageTooLong', 'en')).toBe('Message too long for SMS');
  });
});

describe('the follow-up editor', () => {
  it('round-trips the saved sequence, keeping each saved step’s id', () => {
    const values = toFollowUpValues(followUps);
    expect(values.steps.map(({ key, delayAmount, delayUnit }) => [key, delayAmount, delayUnit])).toEqual([
      ['step-1', '2', 'days'],
      ['step-2', '90', 'minutes'],
    ]);
    const input = toFollowUpInput(values);
    expect(input.steps.map(({ id, delayMinutes }) => [id, delayMinutes])).toEqual([
      ['step-1', 2880],
      ['step-2', 90],
    ]);
    expect(input.steps[1]).toMatchObject({
      channel: 'email',
      active: false,
      message: followUps.steps[1]?.message,
    });
    expect(sameFollowUps(values, toFollowUpValues(followUps))).toBe(true);
  });

  it('adds a new step without an id, after the last one’s trigger, a day later', () => {
    const values = toFollowUpValues(followUps);
    const added = newStep(values.steps[0]);
    expect(added).toMatchObject({
      id: '',
      trigger: 'viewed_not_answered',
      delayAmount: '1',
      delayUnit: 'days',
    });
    expect(newStep(values.steps[1]).trigger).toBe('approved_no_deposit');
    expect(newStep().trigger).toBe('sent_not_viewed');
    expect(newStep().key).not.toBe(newStep().key);
    const input = toFollowUpInput({ ...values, steps: [...values.steps, added] });
    expect(input.steps[2]).not.toHaveProperty('id');
    expect(input.steps[2]?.delayMinutes).toBe(1440);
    expect(sameFollowUps({ ...values, steps: [...values.steps, added] }, values)).toBe(false);
  });
});

const portal: PortalSettings = {
  slug: null,
  suggestedSlug: 'oak-iron-fence-co',
  published: false,
  about: { en: '', es: '' },
  show: { license: true, insurance: true, serviceAreas: true, testimonials: true, faqs: false },
  previousSlugs: [],
  pagePath: null,
  embedPath: null,
  businessName: 'Oak & Iron "Fence" Co.',
  tagline: '',
  logoUrl: '',
  primaryColor: '#0f766e',
  testimonialsShown: 0,
  faqsCount: 0,
};

describe('the public page', () => {
  it('offers the suggested address until one is chosen', () => {
    expect(toPortalValues(portal).slug).toBe('oak-iron-fence-co');
    expect(toPortalValues({ ...portal, slug: 'oak-fence' }).slug).toBe('oak-fence');
    expect(samePortalValues(toPortalValues(portal), toPortalValues(portal))).toBe(true);
    expect(samePortalValues({ ...toPortalValues(portal), published: true }, toPortalValues(portal))).toBe(
      false,
    );
  });

  it('names the full URL of an address', () => {
    expect(siteUrl('https://picket.example', pagePathOf('oak-fence'))).toBe(
      'https://picket.example/c/oak-fence',
    );
    expect(siteUrl('https://picket.example/', '/c/x')).toBe('https://picket.example/c/x');
    expect(pagePathOf(' Oak-Fence ')).toBe('/c/oak-fence');
  });

  it('builds the embed snippet, its attributes escaped', () => {
    expect(embedSnippet('https://picket.example', '/c/oak-fence/embed', 'Fence quote from Oak Co')).toBe(
      '<iframe src="https://picket.example/c/oak-fence/embed" title="Fence quote from Oak Co" width="100%" height="720" style="border:0" loading="lazy"></iframe>',
    );
    expect(
      embedSnippet('https://p.example', '/e?a=1&b=2', `Fence quote from ${portal.businessName}`),
    ).toContain(
      'src="https://p.example/e?a=1&amp;b=2" title="Fence quote from Oak &amp; Iron &quot;Fence&quot; Co."',
    );
  });
});

describe('the QR code', () => {
  const modules = [
    [true, true, false, true],
    [false, false, false, false],
    [true, false, true, true],
    [false, true, true, true],
  ];

  it('draws each row’s runs of dark modules as one path', () => {
    expect(qrPathData(modules)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM0 2h1v1h-1zM2 2h2v1h-2zM1 3h3v1h-3z');
    expect(qrPathData([[false, false]])).toBe('');
  });

  it('makes a titled SVG file of it', () => {
    const svg = qrSvgDocument(modules, 'QR code of https://p.example/c/a&b');
    expect(
      svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 4 4"'),
    ).toBe(true);
    expect(svg).toContain('<title>QR code of https://p.example/c/a&amp;b</title>');
    expect(svg).toContain(`<path d="${qrPathData(modules)}" fill="#000000"/>`);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(qrFileName('oak-fence')).toBe('qr-oak-fence.svg');
  });

  it('encodes a URL that a scanner reads back (uqr, quiet zone of four)', async () => {
    const { encode } = await import('uqr');
    const { data } = encode('https://picket.example/c/oak-fence', { ecc: 'M', border: 4 });
    expect(data.length).toBeGreaterThanOrEqual(21 + 8);
    // The quiet zone is light all round.
    expect(data[0]?.every((dark) => !dark)).toBe(true);
    expect(data.every((row) => row[0] === false)).toBe(true);
    // A finder pattern's dark corner sits just inside it.
    expect(data[4]?.[4]).toBe(true);
  });
});
