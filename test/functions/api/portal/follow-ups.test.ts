// The follow-up sequence through the real handlers: the default one (off) until saved; SPEC §5's limits and
// messages, naming each field and changing nothing; a step keeps its id when edited; each business sees only
// its own.
import { describe, expect, it } from 'vitest';
import { createContractor } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

const step = (overrides: Record<string, unknown> = {}) => ({
  name: 'Not opened',
  trigger: 'sent_not_viewed',
  delayMinutes: 1440,
  channel: 'text',
  message: { en: 'Hi {firstName}: {link}', es: '' },
  active: true,
  ...overrides,
});

describe('the follow-up sequence', () => {
  it('is the default one, turned off, until the owner saves their own', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const settings = (await browser.get('/api/follow-ups')).body;
    expect(settings).toMatchObject({ enabled: false, isDefault: true });
    expect(settings.steps.map((entry: { trigger: string }) => entry.trigger)).toEqual([
      'sent_not_viewed',
      'viewed_not_answered',
      'approved_no_deposit',
    ]);
    for (const entry of settings.steps) {
      expect(entry.message.en).toContain('{firstName}');
      expect(entry.message.es).toContain('{firstName}');
    }
  });

  it('saves steps, keeping an edited step’s id and giving a new one its own', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const first = (await browser.put('/api/follow-ups', { enabled: true, steps: [step()] })).body;
    expect(first).toMatchObject({ enabled: true, isDefault: false });
    const id = first.steps[0].id;
    const second = await browser.put('/api/follow-ups', {
      enabled: true,
      steps: [
        step({ id, delayMinutes: 60 }),
        step({ name: 'Deposit', trigger: 'approved_no_deposit', channel: 'email' }),
      ],
    });
    expect(second.status).toBe(200);
    expect(second.body.steps[0]).toMatchObject({ id, delayMinutes: 60 });
    expect(second.body.steps[1].id).not.toBe(id);
    expect((await browser.get('/api/follow-ups')).body).toEqual(second.body);
  });

  it('refuses what SPEC §5 refuses, naming each field, and changes nothing', async () => {
    const { browser } = await createContractor(server.baseUrl);
    const bad = await browser.put('/api/follow-ups', {
      enabled: true,
      steps: [
        step({ name: '', delayMinutes: 43_201, message: { en: 'x'.repeat(1601), es: '' } }),
        step({ name: 'n'.repeat(101), trigger: 'whenever', channel: 'pigeon', delayMinutes: -1 }),
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'steps.0.name': 'Campaign name is required',
      'steps.0.delayMinutes': 'Trigger delay cannot exceed 30 days',
      'steps.0.message.en': 'Message too long for SMS',
      'steps.1.name': 'Campaign name must be 100 characters or less',
      'steps.1.trigger': 'Choose when the step starts',
      'steps.1.channel': 'Choose text or email',
      'steps.1.delayMinutes': 'Enter a delay in whole minutes, 0 or more',
    });
    const tooMany = await browser.put('/api/follow-ups', {
      enabled: true,
      steps: Array.from({ length: 11 }, () => step()),
    });
    expect(tooMany.body.fields).toEqual({ steps: 'A sequence has at most 10 steps' });
    expect((await browser.get('/api/follow-ups')).body.isDefault).toBe(true);
  });

  it('is each business’s own', async () => {
    const first = await createContractor(server.baseUrl);
    const second = await createContractor(server.baseUrl);
    await first.browser.put('/api/follow-ups', { enabled: true, steps: [step({ name: 'Mine' })] });
    expect((await second.browser.get('/api/follow-ups')).body.isDefault).toBe(true);
  });
});
