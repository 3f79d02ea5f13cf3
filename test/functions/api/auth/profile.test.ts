// The signed-in person's own profile and password, and signing out everywhere, through the real local
// runtime on DynamoDB Local.
import { describe, expect, it } from 'vitest';
import { addTeamMember, createContractor } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { freshLoopbackIp, TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const visitor = (language?: 'en' | 'es') => new TestBrowser(server.baseUrl, language, freshLoopbackIp());

/** A second browser signed in as the same person. */
const signInElsewhere = async (email: string, password: string) => {
  const browser = visitor();
  const login = await browser.post('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return browser;
};

describe('GET and PATCH /api/profile', () => {
  it('reads and changes your own name and phone', async () => {
    const owner = await createContractor(server.baseUrl);
    const read = await owner.browser.get('/api/profile');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      firstName: 'Rosa',
      lastName: 'Martinez',
      email: owner.signup.email,
      phone: '3125550142',
    });

    const changed = await owner.browser.request('PATCH', '/api/profile', {
      body: { firstName: ' Rosalía ', lastName: 'Martínez Ruiz', phone: '(773) 555-0101' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      firstName: 'Rosalía',
      lastName: 'Martínez Ruiz',
      email: owner.signup.email,
      phone: '7735550101',
    });
    expect((await owner.browser.get('/api/profile')).body).toEqual(changed.body);
    expect((await owner.browser.get('/api/auth/me')).body.name).toBe('Rosalía Martínez Ruiz');
    const { body: team } = await owner.browser.get('/api/team');
    expect(team.members[0]).toMatchObject({ name: 'Rosalía Martínez Ruiz', phone: '7735550101' });

    const cleared = await owner.browser.request('PATCH', '/api/profile', {
      body: { firstName: 'Rosa', lastName: 'Martinez', phone: '' },
    });
    expect(cleared.body.phone).toBe('');
  });

  it('is open to every role, each for themselves', async () => {
    const owner = await createContractor(server.baseUrl);
    const crew = await addTeamMember(owner, 'crew', { firstName: 'Cam', lastName: 'Reyes' });
    expect((await crew.browser.get('/api/profile')).body).toMatchObject({
      firstName: 'Cam',
      lastName: 'Reyes',
      email: crew.email,
    });
    const changed = await crew.browser.request('PATCH', '/api/profile', {
      body: { firstName: 'Camila', lastName: 'Reyes', phone: '3125550177' },
    });
    expect(changed.status).toBe(200);
    expect((await owner.browser.get('/api/profile')).body.firstName).toBe('Rosa');
  });

  it('names each bad field as sign-up does and changes nothing', async () => {
    const owner = await createContractor(server.baseUrl);
    const refused = await owner.browser.request('PATCH', '/api/profile', {
      body: { firstName: ' ', lastName: '', phone: '555-01' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Please enter a valid 10-digit phone number',
    });
    const long = await owner.browser.request('PATCH', '/api/profile', {
      body: { firstName: 'x'.repeat(101), lastName: 'Martinez', phone: '' },
    });
    expect(long.body.fields).toEqual({ firstName: 'Must be 200 characters or less' });
    const spanish = new TestBrowser(server.baseUrl, 'es');
    spanish.cookies.set('__Host-picket_session', owner.browser.cookies.get('__Host-picket_session') ?? '');
    const refusedEs = await spanish.request('PATCH', '/api/profile', {
      body: { firstName: '', lastName: 'Martinez', phone: '' },
    });
    expect(refusedEs.body.fields).toEqual({ firstName: 'El nombre es obligatorio' });
    expect((await owner.browser.get('/api/profile')).body.firstName).toBe('Rosa');
  });

  it('answers 401 signed out', async () => {
    expect((await visitor().get('/api/profile')).status).toBe(401);
    const patch = await visitor().request('PATCH', '/api/profile', {
      body: { firstName: 'A', lastName: 'B', phone: '' },
    });
    expect(patch.status).toBe(401);
  });
});

describe('POST /api/profile/password', () => {
  it('refuses a wrong current password, naming it, and a guessable new one', async () => {
    const owner = await createContractor(server.baseUrl);
    const wrong = await owner.browser.post('/api/profile/password', {
      currentPassword: 'not-my-password',
      newPassword: 'Brand-New-Gate-Hinges-9',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Current password is incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    const weak = await owner.browser.post('/api/profile/password', {
      currentPassword: owner.signup.password,
      newPassword: 'Password123',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({
      newPassword:
        'This password is too easy to guess. Use a longer phrase, or mix in more words and numbers.',
    });
    const short = await owner.browser.post('/api/profile/password', {
      currentPassword: '',
      newPassword: 'x',
    });
    expect(short.body.fields).toEqual({
      currentPassword: 'Password is required',
      newPassword: 'Password must be at least 8 characters',
    });
    // Nothing changed: the sign-up password still signs in.
    const login = await visitor().post('/api/auth/login', {
      email: owner.signup.email,
      password: owner.signup.password,
    });
    expect(login.status).toBe(200);
  });

  it('changes it: this session stays, every other one ends, and only the new password signs in', async () => {
    const owner = await createContractor(server.baseUrl);
    const elsewhere = await signInElsewhere(owner.signup.email, owner.signup.password);
    const newPassword = 'Brand-New-Gate-Hinges-9';
    const changed = await owner.browser.post('/api/profile/password', {
      currentPassword: owner.signup.password,
      newPassword,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ok: true });
    expect((await owner.browser.get('/api/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    const old = await visitor().post('/api/auth/login', {
      email: owner.signup.email,
      password: owner.signup.password,
    });
    expect(old.status).toBe(401);
    const fresh = await visitor().post('/api/auth/login', {
      email: owner.signup.email,
      password: newPassword,
    });
    expect(fresh.status).toBe(200);
    // The old password is no longer the current one.
    const again = await owner.browser.post('/api/profile/password', {
      currentPassword: owner.signup.password,
      newPassword: 'Another-Fresh-Fence-Line-7',
    });
    expect(again.body.fields).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it('counts wrong current passwords like failed sign-ins: 429 after 10 from one IP', async () => {
    const owner = await createContractor(server.baseUrl);
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = (
        await owner.browser.post('/api/profile/password', {
          currentPassword: `wrong-${attempt}`,
          newPassword: 'Brand-New-Gate-Hinges-9',
        })
      ).status;
      if (attempt < 10) expect(last).toBe(400);
    }
    expect(last).toBe(429);
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  it('ends every session of the user, this one included, and clears the cookie', async () => {
    const owner = await createContractor(server.baseUrl);
    const rep = await addTeamMember(owner, 'rep');
    const elsewhere = await signInElsewhere(owner.signup.email, owner.signup.password);
    const response = await owner.browser.post('/api/auth/logout-everywhere');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers.getSetCookie().join()).toMatch(/__Host-picket_session=; Path=\/; Max-Age=0/);
    expect((await owner.browser.get('/api/auth/me')).status).toBe(401);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    // Only that user's: the rep stays signed in, and the owner can sign in again.
    expect((await rep.browser.get('/api/auth/me')).status).toBe(200);
    const login = await visitor().post('/api/auth/login', {
      email: owner.signup.email,
      password: owner.signup.password,
    });
    expect(login.status).toBe(200);
  });
});
