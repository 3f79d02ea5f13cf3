// The team through the real local runtime on DynamoDB Local: invitations (emailed one-time links that
// create an account with a role), the team list, role changes, deactivation and the last-owner rule.
import { describe, expect, it } from 'vitest';
import { readOutbox } from '#functions/core/ports/outbox/read-outbox';
import { inviteLinkDays } from '#functions/core/team/invitations';
import { store } from '#functions/store/service';
import { changeMemberState } from '#functions/store/users';
import { addTeamMember, type Contractor, createContractor, inviteTokenFor } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { freshLoopbackIp, TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const visitor = (language?: 'en' | 'es') => new TestBrowser(server.baseUrl, language, freshLoopbackIp());

let emailCounter = 0;
const freshEmail = (name = 'invitee') => {
  emailCounter += 1;
  return `${name}.${Date.now().toString(36)}${process.pid}${emailCounter}@example.com`;
};

const acceptBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Luis',
  lastName: 'Ortega',
  password: 'Cedar-Rails-And-Posts-42',
  phone: '(773) 555-0199',
  ...overrides,
});

/** Invites `email` as the owner; answers the TeamInvite and the link's token. */
const invite = async (owner: Contractor, email: string, role = 'rep') => {
  const response = await owner.browser.post('/api/team/invites', { email, role });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { invite: response.body, token: await inviteTokenFor(email) };
};

const team = async (browser: TestBrowser) => {
  const response = await browser.get('/api/team');
  expect(response.status).toBe(200);
  return response.body as { members: any[]; invites: any[] };
};

const usersWithEmail = async (contractorId: string, email: string) =>
  (await store.entities.user.query.byId({ contractorId }).go({ pages: 'all' })).data.filter(
    (user) => user.email === email,
  );

describe('inviting and accepting', () => {
  it('emails a one-time link that creates a signed-in user with the role, in the inviting business', async () => {
    const owner = await createContractor(server.baseUrl);
    const email = freshEmail();
    const { invite: sent, token } = await invite(owner, email.toUpperCase(), 'crew');
    expect(sent).toMatchObject({ email, role: 'crew', invitedBy: 'Rosa Martinez', status: 'pending' });
    const days = (Date.parse(sent.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(inviteLinkDays - 0.01);
    expect(days).toBeLessThanOrEqual(inviteLinkDays);

    const [message] = (await readOutbox('email', 50)).filter((one) => one.to === email);
    expect(message?.subject).toBe(`Rosa Martinez invited you to join ${owner.signup.businessName} on Picket`);
    expect(message?.body).toContain('as a crew member');
    expect(message?.body).toMatch(/http:\/\/localhost:\d+\/invite#token=[\w-]{43}\n/);

    const shown = await visitor().get(`/api/team/invites/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      email,
      role: 'crew',
      businessName: owner.signup.businessName,
      invitedBy: 'Rosa Martinez',
      expiresAt: sent.expiresAt,
    });

    const member = visitor();
    const accepted = await member.post(`/api/team/invites/${token}/accept`, acceptBody());
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({
      email,
      firstName: 'Luis',
      lastName: 'Ortega',
      role: 'crew',
      isAdmin: false,
      contractor: { id: owner.contractorId, businessName: owner.signup.businessName },
    });
    expect(accepted.headers.getSetCookie().join()).toMatch(/__Host-picket_session=.+HttpOnly; Secure/);
    const me = await member.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: accepted.body.id, role: 'crew' });

    // Single use: the link shows and accepts nothing more, and the invitation is no longer listed.
    const again = await visitor().post(`/api/team/invites/${token}/accept`, acceptBody());
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('LINK_NOT_FOUND');
    expect((await visitor().get(`/api/team/invites/${token}`)).status).toBe(404);
    const listed = await team(owner.browser);
    expect(listed.invites).toEqual([]);
    expect(listed.members.find((one) => one.email === email)).toMatchObject({
      id: accepted.body.id,
      name: 'Luis Ortega',
      phone: '7735550199',
      role: 'crew',
      status: 'active',
    });
    // The password chosen signs in.
    const login = await visitor().post('/api/auth/login', { email, password: acceptBody().password });
    expect(login.status).toBe(200);
    expect(await usersWithEmail(owner.contractorId, email)).toHaveLength(1);
  });

  it('makes one account of two acceptances at once: the other answers 404', async () => {
    const owner = await createContractor(server.baseUrl);
    const email = freshEmail();
    const { token } = await invite(owner, email);
    const answers = await Promise.all(
      [0, 1, 2].map(() => visitor().post(`/api/team/invites/${token}/accept`, acceptBody())),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404, 404]);
    for (const lost of answers.filter((answer) => answer.status === 404))
      expect(lost.body.code).toBe('LINK_NOT_FOUND');
    expect(await usersWithEmail(owner.contractorId, email)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    for (const token of ['x'.repeat(43), 'short', '%E0%A4%A']) {
      const shown = await visitor().get(`/api/team/invites/${token}`);
      expect(shown.status, token).toBe(404);
      expect(shown.body.code).toBe('LINK_NOT_FOUND');
      expect((await visitor().post(`/api/team/invites/${token}/accept`, acceptBody())).status).toBe(404);
    }
  });

  it('expires a link after its days: 404, and the owner sees the invitation as expired', async () => {
    const owner = await createContractor(server.baseUrl);
    const email = freshEmail();
    const { invite: sent, token } = await invite(owner, email);
    await store.entities.invite
      .patch({ contractorId: owner.contractorId, inviteId: sent.id })
      .set({ linkExpiresAt: Math.floor(Date.now() / 1000) - 60 })
      .go();
    expect((await visitor().get(`/api/team/invites/${token}`)).body.code).toBe('LINK_NOT_FOUND');
    const accepted = await visitor().post(`/api/team/invites/${token}/accept`, acceptBody());
    expect(accepted.status).toBe(404);
    expect(accepted.body.code).toBe('LINK_NOT_FOUND');
    expect(await usersWithEmail(owner.contractorId, email)).toHaveLength(0);
    const { invites } = await team(owner.browser);
    expect(invites).toEqual([expect.objectContaining({ id: sent.id, email, status: 'expired' })]);

    // Re-sending gives it a fresh link.
    const resent = await owner.browser.post(`/api/team/invitations/${sent.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.status).toBe('pending');
    const fresh = await inviteTokenFor(email);
    expect((await visitor().post(`/api/team/invites/${fresh}/accept`, acceptBody())).status).toBe(201);
  });

  it('revokes an invitation: its link stops working', async () => {
    const owner = await createContractor(server.baseUrl);
    const email = freshEmail();
    const { invite: sent, token } = await invite(owner, email);
    const revoked = await owner.browser.request('DELETE', `/api/team/invitations/${sent.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: true });
    expect((await visitor().get(`/api/team/invites/${token}`)).status).toBe(404);
    expect((await visitor().post(`/api/team/invites/${token}/accept`, acceptBody())).status).toBe(404);
    expect((await team(owner.browser)).invites).toEqual([]);
    const twice = await owner.browser.request('DELETE', `/api/team/invitations/${sent.id}`);
    expect(twice.status).toBe(404);
    expect(twice.body.code).toBe('NOT_FOUND');
    expect((await owner.browser.post(`/api/team/invitations/${sent.id}/resend`)).status).toBe(404);
  });

  it('re-sends with a new link and a fresh expiry; the old link stops working', async () => {
    const owner = await createContractor(server.baseUrl);
    const email = freshEmail();
    const { invite: sent, token: old } = await invite(owner, email, 'rep');
    await new Promise((done) => setTimeout(done, 5));
    const resent = await owner.browser.post(`/api/team/invitations/${sent.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: sent.id, email, role: 'rep', status: 'pending' });
    expect(Date.parse(resent.body.expiresAt)).toBeGreaterThanOrEqual(Date.parse(sent.expiresAt));
    const fresh = await inviteTokenFor(email);
    expect(fresh).not.toBe(old);
    expect((await visitor().get(`/api/team/invites/${old}`)).status).toBe(404);
    expect((await visitor().post(`/api/team/invites/${old}/accept`, acceptBody())).status).toBe(404);
    expect((await visitor().get(`/api/team/invites/${fresh}`)).status).toBe(200);
    expect((await team(owner.browser)).invites).toHaveLength(1);
  });

  it('replaces a pending invitation of the same email: one listed, the old link void', async () => {
    const owner = await createContractor(server.baseUrl);
    const email = freshEmail();
    const { invite: first, token: old } = await invite(owner, email, 'rep');
    await new Promise((done) => setTimeout(done, 5));
    const { invite: second, token: fresh } = await invite(owner, email, 'crew');
    expect(second.id).toBe(first.id);
    const { invites } = await team(owner.browser);
    expect(invites).toEqual([expect.objectContaining({ email, role: 'crew', status: 'pending' })]);
    expect((await visitor().get(`/api/team/invites/${old}`)).status).toBe(404);
    const accepted = await visitor().post(`/api/team/invites/${fresh}/accept`, acceptBody());
    expect(accepted.status).toBe(201);
    expect(accepted.body.role).toBe('crew');
  });

  it('refuses an email that already has an account, naming the email, and invites nothing', async () => {
    const owner = await createContractor(server.baseUrl);
    const other = await createContractor(server.baseUrl);
    for (const email of [owner.signup.email, other.signup.email.toUpperCase()]) {
      const refused = await owner.browser.post('/api/team/invites', { email, role: 'rep' });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'EMAIL_TAKEN',
        message: 'This email already has a Picket account',
        fields: { email: 'This email already has a Picket account' },
      });
    }
    const spanish = new TestBrowser(server.baseUrl, 'es');
    spanish.cookies.set('__Host-picket_session', owner.browser.cookies.get('__Host-picket_session') ?? '');
    const refusedEs = await spanish.post('/api/team/invites', { email: other.signup.email, role: 'rep' });
    expect(refusedEs.body.fields.email).toBe('Este correo electrónico ya tiene una cuenta de Picket');
    expect((await team(owner.browser)).invites).toEqual([]);
  });

  it('answers 409 EMAIL_TAKEN when the email got an account between invitation and acceptance', async () => {
    const owner = await createContractor(server.baseUrl);
    const elsewhere = await createContractor(server.baseUrl);
    const email = freshEmail();
    const { token } = await invite(owner, email);
    await addTeamMember(elsewhere, 'rep', { email });
    const accepted = await visitor().post(`/api/team/invites/${token}/accept`, acceptBody());
    expect(accepted.status).toBe(409);
    expect(accepted.body.code).toBe('EMAIL_TAKEN');
    expect(await usersWithEmail(owner.contractorId, email)).toHaveLength(0);
  });

  it('names each bad field of an invitation and creates nothing', async () => {
    const owner = await createContractor(server.baseUrl);
    const refused = await owner.browser.post('/api/team/invites', { email: 'not-an-email', role: 'boss' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.fields).toEqual({
      email: 'Invalid email address',
      role: 'Choose a role: owner, sales rep or crew',
    });
    const missing = await owner.browser.post('/api/team/invites', {});
    expect(Object.keys(missing.body.fields).sort()).toEqual(['email', 'role']);
    const spanish = new TestBrowser(server.baseUrl, 'es');
    spanish.cookies.set('__Host-picket_session', owner.browser.cookies.get('__Host-picket_session') ?? '');
    const refusedEs = await spanish.post('/api/team/invites', { email: 'x@example.com', role: 'boss' });
    expect(refusedEs.body.fields.role).toBe('Elige un rol: propietario, vendedor o cuadrilla');
    expect((await team(owner.browser)).invites).toEqual([]);
  });

  it('names each bad field of an acceptance (as at sign-up) and keeps the link usable', async () => {
    const owner = await createContractor(server.baseUrl);
    const email = freshEmail();
    const { token } = await invite(owner, email);
    const refused = await visitor().post(`/api/team/invites/${token}/accept`, {
      firstName: ' ',
      lastName: '',
      password: 'short',
      phone: '555-01',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      password: 'Password must be at least 8 characters',
      phone: 'Please enter a valid 10-digit phone number',
    });
    const weak = await visitor().post(
      `/api/team/invites/${token}/accept`,
      acceptBody({ password: 'Password123' }),
    );
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({
      password: 'This password is too easy to guess. Use a longer phrase, or mix in more words and numbers.',
    });
    expect(await usersWithEmail(owner.contractorId, email)).toHaveLength(0);
    expect((await visitor().get(`/api/team/invites/${token}`)).status).toBe(200);
    // No phone is fine.
    const accepted = await visitor().post(
      `/api/team/invites/${token}/accept`,
      acceptBody({ phone: undefined }),
    );
    expect(accepted.status).toBe(201);
  });

  it('emails the invitation in the inviting owner’s language', async () => {
    const owner = await createContractor(server.baseUrl);
    const spanish = new TestBrowser(server.baseUrl, 'es');
    spanish.cookies.set('__Host-picket_session', owner.browser.cookies.get('__Host-picket_session') ?? '');
    const email = freshEmail();
    expect((await spanish.post('/api/team/invites', { email, role: 'rep' })).status).toBe(201);
    const [message] = (await readOutbox('email', 50)).filter((one) => one.to === email);
    expect(message?.subject).toBe(
      `Rosa Martinez te invitó a unirte a ${owner.signup.businessName} en Picket`,
    );
    expect(message?.body).toContain('como vendedor');
  });
});

describe('who may manage the team', () => {
  it('refuses reps and crews every owner route (403) and changes nothing', async () => {
    const owner = await createContractor(server.baseUrl);
    const rep = await addTeamMember(owner, 'rep');
    const crew = await addTeamMember(owner, 'crew');
    const { invite: pending, token } = await invite(owner, freshEmail());
    for (const member of [rep, crew]) {
      const calls = [
        member.browser.post('/api/team/invites', { email: freshEmail(), role: 'owner' }),
        member.browser.post(`/api/team/invitations/${pending.id}/resend`),
        member.browser.request('DELETE', `/api/team/invitations/${pending.id}`),
        member.browser.request('PATCH', `/api/team/${member.userId}`, { body: { role: 'owner' } }),
        member.browser.request('PATCH', `/api/team/${owner.user.id}`, { body: { active: false } }),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('FORBIDDEN');
      }
      // They see the team, not the invitations.
      const seen = await team(member.browser);
      expect(seen.invites).toEqual([]);
      expect(seen.members.map((one) => one.id)).toContain(owner.user.id);
    }
    const after = await team(owner.browser);
    expect(after.invites).toEqual([expect.objectContaining({ id: pending.id, status: 'pending' })]);
    expect(after.members.map(({ id, role, status }) => ({ id, role, status }))).toEqual(
      expect.arrayContaining([
        { id: owner.user.id, role: 'owner', status: 'active' },
        { id: rep.userId, role: 'rep', status: 'active' },
        { id: crew.userId, role: 'crew', status: 'active' },
      ]),
    );
    expect((await visitor().get(`/api/team/invites/${token}`)).status).toBe(200);
  });

  it("answers 404 for another business's invitation or user, and leaves them as they were", async () => {
    const owner = await createContractor(server.baseUrl);
    const rival = await createContractor(server.baseUrl);
    const member = await addTeamMember(owner, 'rep');
    const { invite: pending, token } = await invite(owner, freshEmail());
    const calls = [
      rival.browser.post(`/api/team/invitations/${pending.id}/resend`),
      rival.browser.request('DELETE', `/api/team/invitations/${pending.id}`),
      rival.browser.request('PATCH', `/api/team/${member.userId}`, { body: { active: false } }),
      rival.browser.request('PATCH', `/api/team/${owner.user.id}`, { body: { role: 'crew' } }),
      rival.browser.request('PATCH', '/api/team/u_nobody', { body: { role: 'crew' } }),
      rival.browser.post('/api/team/invitations/inv_nobody/resend'),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    }
    expect((await visitor().get(`/api/team/invites/${token}`)).status).toBe(200);
    expect((await member.browser.get('/api/auth/me')).body.role).toBe('rep');
    expect((await team(rival.browser)).members).toHaveLength(1);
  });
});

describe('changing roles and status', () => {
  it('deactivation ends the member’s sessions at once and stops sign-in; reactivation lets them back', async () => {
    const owner = await createContractor(server.baseUrl);
    const rep = await addTeamMember(owner, 'rep');
    const secondBrowser = visitor();
    expect(
      (await secondBrowser.post('/api/auth/login', { email: rep.email, password: rep.password })).status,
    ).toBe(200);

    const deactivated = await owner.browser.request('PATCH', `/api/team/${rep.userId}`, {
      body: { active: false },
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ id: rep.userId, role: 'rep', status: 'deactivated' });
    expect((await rep.browser.get('/api/auth/me')).status).toBe(401);
    expect((await secondBrowser.get('/api/auth/me')).status).toBe(401);
    const refused = await visitor().post('/api/auth/login', { email: rep.email, password: rep.password });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT_INACTIVE');
    const { members } = await team(owner.browser);
    expect(members.at(-1)).toMatchObject({ id: rep.userId, status: 'deactivated' });

    const reactivated = await owner.browser.request('PATCH', `/api/team/${rep.userId}`, {
      body: { active: true },
    });
    expect(reactivated.body.status).toBe('active');
    const back = await visitor().post('/api/auth/login', { email: rep.email, password: rep.password });
    expect(back.status).toBe(200);
  });

  it('applies a role change on the member’s next request', async () => {
    const owner = await createContractor(server.baseUrl);
    const rep = await addTeamMember(owner, 'rep');
    expect((await rep.browser.post('/api/team/invites', { email: freshEmail(), role: 'rep' })).status).toBe(
      403,
    );
    const promoted = await owner.browser.request('PATCH', `/api/team/${rep.userId}`, {
      body: { role: 'owner' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe('owner');
    expect((await rep.browser.get('/api/auth/me')).body.role).toBe('owner');
    expect((await rep.browser.post('/api/team/invites', { email: freshEmail(), role: 'crew' })).status).toBe(
      201,
    );
    const demoted = await owner.browser.request('PATCH', `/api/team/${rep.userId}`, {
      body: { role: 'crew' },
    });
    expect(demoted.body.role).toBe('crew');
    expect((await rep.browser.get(`/api/contractors/${owner.contractorId}/quotes`)).status).toBe(403);
  });

  it('keeps at least one active owner: 409 LAST_OWNER for the last one, allowed with a second', async () => {
    const owner = await createContractor(server.baseUrl);
    const self = `/api/team/${owner.user.id}`;
    for (const body of [{ role: 'rep' }, { active: false }, { role: 'crew', active: true }]) {
      const refused = await owner.browser.request('PATCH', self, { body });
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body).toEqual({
        code: 'LAST_OWNER',
        message: 'A company needs at least one active owner',
      });
    }
    expect((await owner.browser.get('/api/auth/me')).body.role).toBe('owner');

    const second = await addTeamMember(owner, 'owner');
    // A deactivated owner does not count.
    await owner.browser.request('PATCH', `/api/team/${second.userId}`, { body: { active: false } });
    expect((await owner.browser.request('PATCH', self, { body: { role: 'rep' } })).status).toBe(409);
    await owner.browser.request('PATCH', `/api/team/${second.userId}`, { body: { active: true } });
    expect(
      (await second.browser.post('/api/auth/login', { email: second.email, password: second.password }))
        .status,
    ).toBe(200);

    const stepDown = await owner.browser.request('PATCH', self, { body: { role: 'rep' } });
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.role).toBe('rep');
    // Now the second owner is the last one.
    const last = await second.browser.request('PATCH', `/api/team/${second.userId}`, {
      body: { active: false },
    });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('LAST_OWNER');
  });

  it('never lets two owners demote each other at once into no owner', async () => {
    const owner = await createContractor(server.baseUrl);
    const second = await addTeamMember(owner, 'owner');
    const answers = await Promise.all([
      owner.browser.request('PATCH', `/api/team/${second.userId}`, { body: { role: 'rep' } }),
      second.browser.request('PATCH', `/api/team/${owner.user.id}`, { body: { role: 'rep' } }),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const { members } = await team(owner.browser);
    expect(members.filter((one) => one.role === 'owner' && one.status === 'active')).toHaveLength(1);
  });

  it("writes an owner's demotion only while the owner it counts on still is one", async () => {
    const owner = await createContractor(server.baseUrl);
    const second = await addTeamMember(owner, 'owner');
    // The second owner steps down after the first read them as an owner…
    expect(
      (await owner.browser.request('PATCH', `/api/team/${second.userId}`, { body: { role: 'rep' } })).status,
    ).toBe(200);
    // …so the first's demotion, counting on them, is not written.
    const outcome = await changeMemberState(
      owner.contractorId,
      owner.user.id,
      { role: 'owner', active: true },
      { role: 'rep', active: true },
      second.userId,
    );
    expect(outcome).toBe('conflict');
    expect((await owner.browser.get('/api/auth/me')).body.role).toBe('owner');
  });

  it('names a bad change', async () => {
    const owner = await createContractor(server.baseUrl);
    const rep = await addTeamMember(owner, 'rep');
    const empty = await owner.browser.request('PATCH', `/api/team/${rep.userId}`, { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Choose a new role or status');
    const bad = await owner.browser.request('PATCH', `/api/team/${rep.userId}`, {
      body: { role: 'boss', active: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      role: 'Choose a role: owner, sales rep or crew',
      active: 'This value is not valid',
    });
    expect((await rep.browser.get('/api/auth/me')).body.role).toBe('rep');
  });
});

describe('GET /api/team', () => {
  it('lists members active first then by name, with roles, statuses and last activity', async () => {
    const owner = await createContractor(server.baseUrl);
    const crew = await addTeamMember(owner, 'crew', { firstName: 'Ana', lastName: 'Zamora' });
    const rep = await addTeamMember(owner, 'rep', { firstName: 'Zoe', lastName: 'Adams', phone: '' });
    const gone = await addTeamMember(owner, 'rep', { firstName: 'Abe', lastName: 'Brown' });
    await owner.browser.request('PATCH', `/api/team/${gone.userId}`, { body: { active: false } });
    await invite(owner, freshEmail(), 'crew');

    const { members, invites } = await team(owner.browser);
    expect(members.map((one) => [one.name, one.role, one.status])).toEqual([
      ['Ana Zamora', 'crew', 'active'],
      ['Rosa Martinez', 'owner', 'active'],
      ['Zoe Adams', 'rep', 'active'],
      ['Abe Brown', 'rep', 'deactivated'],
    ]);
    expect(members.find((one) => one.id === owner.user.id)).toMatchObject({
      email: owner.signup.email,
      phone: '3125550142',
    });
    expect(members.find((one) => one.id === rep.userId)?.phone).toBe('');
    for (const member of members) {
      expect(Date.now() - Date.parse(member.lastActiveAt)).toBeLessThan(120_000);
    }
    expect(invites).toHaveLength(1);
    expect(invites[0]).toMatchObject({ role: 'crew', invitedBy: 'Rosa Martinez', status: 'pending' });
    expect((await team(crew.browser)).invites).toEqual([]);
    expect((await team(rep.browser)).members).toHaveLength(4);
  });
});
