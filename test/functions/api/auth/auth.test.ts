// Sign-up, sign-in, sessions and CSRF through the real local runtime and handlers on DynamoDB Local.
import { describe, expect, it } from 'vitest';
import { deactivateUserByEmail } from '#functions/core/auth/deactivate-user';
import { loginGate, loginThrottlePolicy } from '#functions/core/auth/login-throttle';
import { signupLimits } from '#functions/core/auth/start-signup';
import { readOutbox } from '#functions/core/ports/outbox/read-outbox';
import { windowOf } from '#functions/core/rate-limit/consume-rate-limit';
import { csrfTokenFor, sha256 } from '#functions/core/tokens';
import { store } from '#functions/store/service';
import { getSession, listSessionsOfUser } from '#functions/store/sessions';
import { runTestServer } from '#test/support/run-test-server';
import {
  freshLoopbackIp,
  newSignup,
  signUpContractor,
  signupTokenFor,
  TestBrowser,
} from '#test/support/test-server';

const server = runTestServer();

const browser = (language?: 'en' | 'es') => new TestBrowser(server.baseUrl, language);

describe('GET /api/health', () => {
  it('answers 200', async () => {
    const response = await browser().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('CSRF', () => {
  it('hands out a token and refuses writes without it or with a wrong one', async () => {
    const visitor = browser();
    const { body } = await visitor.get('/api/csrf-token');
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);

    const missing = await visitor.request('POST', '/api/auth/login', {
      body: { email: 'a@b.co', password: 'x' },
      csrf: false,
    });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('CSRF_INVALID');

    const wrong = await visitor.request('POST', '/api/auth/login', {
      body: { email: 'a@b.co', password: 'x' },
      csrf: 'not-the-token',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('CSRF_INVALID');
  });

  it('does not accept a token minted for another browser', async () => {
    const attackerToken = await browser().token();
    const victim = browser();
    await victim.get('/api/csrf-token');
    const response = await victim.request('POST', '/api/auth/logout', { csrf: attackerToken });
    expect(response.status).toBe(403);
  });

  it('never adopts an anonymous cookie value the client chose', async () => {
    const visitor = browser();
    visitor.cookies.set('__Host-picket_anon', 'chosen-by-the-attacker');
    const handedOut = await visitor.get('/api/csrf-token');
    expect(visitor.cookies.get('__Host-picket_anon')).not.toBe('chosen-by-the-attacker');
    expect(handedOut.body.csrfToken).not.toBe(csrfTokenFor('chosen-by-the-attacker'));

    const planted = browser();
    planted.cookies.set('__Host-picket_anon', 'chosen-by-the-attacker');
    const forged = await planted.request('POST', '/api/auth/login', {
      body: { email: 'a@b.co', password: 'x' },
      csrf: csrfTokenFor('chosen-by-the-attacker'),
    });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('CSRF_INVALID');
  });

  it('sets host-only cookies: __Host- prefixed, Secure, HttpOnly, Path=/ and no Domain', async () => {
    const response = await fetch(`${server.baseUrl}/api/csrf-token`);
    const [cookie = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(
      /^__Host-picket_anon=[\w-]+\.[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('refuses the anonymous token of the same browser once it is signed in', async () => {
    const visitor = browser();
    const anonymousToken = await visitor.token();
    const signup = newSignup();
    expect((await visitor.post('/api/auth/signup', signup)).status).toBe(202);
    const confirmed = await visitor.post('/api/auth/signup/confirm', {
      token: await signupTokenFor(signup.email),
    });
    expect(confirmed.status).toBe(201);
    expect(visitor.cookies.has('__Host-picket_anon')).toBe(true);
    const forged = await visitor.request('PUT', '/api/onboarding', { body: {}, csrf: anonymousToken });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('CSRF_INVALID');
  });

  it('takes the anonymous token beside a session cookie that no longer signs in, so sign-in still works', async () => {
    const { signup } = await signUpContractor(server.baseUrl);
    const returning = browser();
    returning.cookies.set('__Host-picket_session', 'ended-long-ago');
    const login = await returning.post('/api/auth/login', { email: signup.email, password: signup.password });
    expect(login.status).toBe(200);
  });

  it('binds the token to the session once signed in', async () => {
    const { browser: contractor } = await signUpContractor(server.baseUrl);
    const anonymousToken = await browser().token();
    const forged = await contractor.request('PUT', '/api/onboarding', { body: {}, csrf: anonymousToken });
    expect(forged.status).toBe(403);
  });
});

describe('sign-up', () => {
  it('emails a link that creates the contractor and its owner on a 30-day trial, not onboarded, signed in', async () => {
    const before = (await browser().get('/api/public/stats')).body.activeContractors;
    const visitor = browser();
    const signup = newSignup();
    const started = await visitor.post('/api/auth/signup', signup);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ message: 'Check your email to finish signing up' });
    expect((await visitor.get('/api/auth/me')).status).toBe(401);
    const [email] = (await readOutbox('email', 50)).filter((message) => message.to === signup.email);
    expect(email?.subject).toBe('Finish signing up for Picket');
    expect(email?.body).toMatch(/http:\/\/localhost:\d+\/signup\/confirm#token=[\w-]{43}\n/);

    const token = await signupTokenFor(signup.email);
    const response = await visitor.post('/api/auth/signup/confirm', { token });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: signup.email,
      firstName: 'Rosa',
      lastName: 'Martinez',
      name: 'Rosa Martinez',
      isAdmin: false,
      onboardingComplete: false,
      role: 'owner',
      contractor: {
        businessName: signup.businessName,
        onboardingComplete: false,
        timezone: 'America/Chicago',
      },
    });
    const trialDays = (Date.parse(response.body.contractor.trialEndsAt) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(29.9);
    expect(trialDays).toBeLessThanOrEqual(30);
    expect(response.headers.getSetCookie().join()).toMatch(
      /__Host-picket_session=.+HttpOnly; Secure; SameSite=Lax/,
    );
    const me = await visitor.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(response.body.id);
    expect((await browser().get('/api/public/stats')).body.activeContractors).toBeGreaterThanOrEqual(
      before + 1,
    );
    // The password chosen at sign-up signs in.
    const login = await browser().post('/api/auth/login', { email: signup.email, password: signup.password });
    expect(login.status).toBe(200);
  });

  it('confirms once: a double click signs into the one account, a later click is a stale link', async () => {
    const signup = newSignup();
    expect((await browser().post('/api/auth/signup', signup)).status).toBe(202);
    const token = await signupTokenFor(signup.email);
    const [first, second] = await Promise.all([
      browser().post('/api/auth/signup/confirm', { token }),
      browser().post('/api/auth/signup/confirm', { token }),
    ]);
    const created = [first, second].filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body.contractor.id)).size).toBe(1);
    const later = await browser().post('/api/auth/signup/confirm', { token });
    expect(later.status).toBe(404);
    expect(later.body.code).toBe('LINK_NOT_FOUND');
    const made = await browser().post('/api/auth/signup/confirm', { token: 'x'.repeat(43) });
    expect(made.status).toBe(404);
  });

  it('answers a registered email exactly as a new one, and emails its owner instead; nothing is created', async () => {
    const { signup } = await signUpContractor(server.baseUrl);
    const statsBefore = (await browser().get('/api/public/stats')).body.activeContractors;
    const again = await browser().post('/api/auth/signup', newSignup({ email: signup.email.toUpperCase() }));
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ message: 'Check your email to finish signing up' });
    const emails = (await readOutbox('email', 50)).filter((message) => message.to === signup.email);
    expect(emails[0]?.subject).toBe('You already have a Picket account');
    expect(emails[0]?.body).not.toContain('#token=');
    expect((await browser().get('/api/public/stats')).body.activeContractors).toBe(statsBefore);
  });

  it('is limited per IP before any password is hashed', async () => {
    const visitor = new TestBrowser(server.baseUrl, undefined, freshLoopbackIp());
    for (let attempt = 0; attempt < signupLimits.perIp.limit; attempt++)
      expect((await visitor.post('/api/auth/signup', newSignup())).status).toBe(202);
    const refused = await visitor.post('/api/auth/signup', newSignup());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = new TestBrowser(server.baseUrl, undefined, freshLoopbackIp());
    expect((await elsewhere.post('/api/auth/signup', newSignup())).status).toBe(202);
  });

  it('names every bad field with its message', async () => {
    const response = await browser().post('/api/auth/signup', {
      businessName: ' ',
      firstName: '',
      lastName: '',
      email: 'not-an-email',
      phone: '555-01',
      password: 'short',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.fields).toEqual({
      businessName: 'Business name is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phone: 'Please enter a valid 10-digit phone number',
      password: 'Password must be at least 8 characters',
    });
  });

  it('refuses guessable and over-long passwords', async () => {
    for (const password of ['aaaaaaaa', 'Password123', 'Summer2024!', 'qwertyuiop1']) {
      const weak = await browser().post('/api/auth/signup', newSignup({ password }));
      expect(weak.status, password).toBe(400);
      expect(weak.body.fields.password).toBe(
        'This password is too easy to guess. Use a longer phrase, or mix in more words and numbers.',
      );
    }
    const long = await browser().post('/api/auth/signup', newSignup({ password: 'x'.repeat(129) }));
    expect(long.body.fields.password).toBe('Password must be at most 128 characters');
    const sixtyFour = await browser().post(
      '/api/auth/signup',
      newSignup({ password: 'Split-Rail-Cedar-Picket-'.repeat(3).slice(0, 64) }),
    );
    expect(sixtyFour.status).toBe(202);
  });

  it('answers in Spanish when the caller asks for es', async () => {
    const response = await browser('es').post('/api/auth/signup', newSignup({ firstName: '', email: 'x' }));
    expect(response.status).toBe(400);
    expect(response.body.fields.firstName).toBe('El nombre es obligatorio');
    expect(response.body.fields.email).toBe('Correo electrónico no válido');
  });

  it('answers 400 for a body that is not JSON and for a body that is not an object', async () => {
    const visitor = browser();
    const broken = await visitor.request('POST', '/api/auth/signup', { rawBody: '{"email":' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON', code: 'INVALID_JSON' });
    const array = await visitor.request('POST', '/api/auth/signup', { rawBody: '[1,2]' });
    expect(array.status).toBe(400);
    expect(array.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/auth/login and GET /api/auth/me', () => {
  it('is 401 signed out, and signs in with a fresh session token each time', async () => {
    const { signup } = await signUpContractor(server.baseUrl);
    const visitor = browser();
    expect((await visitor.get('/api/auth/me')).status).toBe(401);

    const first = await visitor.post('/api/auth/login', { email: signup.email, password: signup.password });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      email: signup.email,
      isAdmin: false,
      contractor: { onboardingComplete: false },
    });
    const firstToken = visitor.cookies.get('__Host-picket_session');

    const second = await visitor.post('/api/auth/login', {
      email: ` ${signup.email.toUpperCase()} `,
      password: signup.password,
    });
    expect(second.status).toBe(200);
    expect(visitor.cookies.get('__Host-picket_session')).not.toBe(firstToken);
    expect((await visitor.get('/api/auth/me')).status).toBe(200);
  });

  it('says the same thing for a wrong password and an unknown email', async () => {
    const { signup } = await signUpContractor(server.baseUrl);
    const wrong = await browser().post('/api/auth/login', {
      email: signup.email,
      password: 'wrong-password',
    });
    const unknown = await browser().post('/api/auth/login', {
      email: `nobody.${Date.now()}@example.com`,
      password: 'whatever1',
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('validates the login payload with the SPEC messages', async () => {
    const response = await browser().post('/api/auth/login', { email: 'nope', password: '' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      email: 'Invalid email address',
      password: 'Password is required',
    });
  });

  it('stores only a hash of the session token', async () => {
    const { browser: contractor } = await signUpContractor(server.baseUrl);
    const token = contractor.cookies.get('__Host-picket_session') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await getSession(token)).toBeNull();
    expect((await getSession(sha256(token)))?.userId).toBeDefined();
  });
});

describe('sessions end', () => {
  it('at logout, server-side: the old cookie no longer works', async () => {
    const { browser: contractor } = await signUpContractor(server.baseUrl);
    const stolenCookie = contractor.cookies.get('__Host-picket_session');
    const logout = await contractor.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect(contractor.cookies.has('__Host-picket_session')).toBe(false);
    expect((await contractor.get('/api/auth/me')).status).toBe(401);

    const replay = browser();
    replay.cookies.set('__Host-picket_session', stolenCookie ?? '');
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('after 12 idle hours and after 30 days in any case', async () => {
    const idle = await signUpContractor(server.baseUrl);
    const idleHash = sha256(idle.browser.cookies.get('__Host-picket_session') ?? '');
    await store.entities.session
      .patch({ tokenHash: idleHash })
      .set({ lastSeenAt: new Date(Date.now() - 12 * 3600_000 - 1000).toISOString() })
      .go();
    expect((await idle.browser.get('/api/auth/me')).status).toBe(401);

    const old = await signUpContractor(server.baseUrl);
    const oldHash = sha256(old.browser.cookies.get('__Host-picket_session') ?? '');
    await store.entities.session
      .patch({ tokenHash: oldHash })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect((await old.browser.get('/api/auth/me')).status).toBe(401);
  });

  it('when the account is deactivated: every session at once, and no new sign-in', async () => {
    const { browser: laptop, signup, user } = await signUpContractor(server.baseUrl);
    const phone = browser();
    await phone.post('/api/auth/login', { email: signup.email, password: signup.password });
    const { endedSessions } = await deactivateUserByEmail(signup.email.toUpperCase());
    expect(endedSessions).toBe(2);
    expect(await listSessionsOfUser(user.contractor.id, user.id)).toEqual([]);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    const again = await browser().post('/api/auth/login', { email: signup.email, password: signup.password });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('ACCOUNT_INACTIVE');
  });
});

// Each test may first wait up to 31 s for a fresh counting window (freshWindow), hence a minute each.
describe('brute-force protection', { timeout: 60_000 }, () => {
  /** Counting windows are fixed 15-minute slots: start in a fresh one if this one ends within `seconds`. */
  const freshWindow = async (seconds = 30) => {
    const { windowEnd, nowSeconds } = windowOf(loginThrottlePolicy.windowSeconds);
    if (windowEnd - nowSeconds < seconds)
      await new Promise((done) => setTimeout(done, (windowEnd - nowSeconds + 1) * 1000));
  };
  const failFrom = async (visitor: TestBrowser, email: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt++) {
      const response = await visitor.post('/api/auth/login', { email, password: `guess-${attempt}` });
      expect(response.status).toBe(401);
    }
  };

  it('stops the guessing IP after 10 failures on an account, audited, while the owner signs in from elsewhere', async () => {
    const { signup } = await signUpContractor(server.baseUrl);
    await freshWindow();
    const attacker = new TestBrowser(server.baseUrl, undefined, freshLoopbackIp());
    await failFrom(attacker, signup.email, 10);
    const locked = await attacker.post('/api/auth/login', { email: signup.email, password: signup.password });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const owner = new TestBrowser(server.baseUrl, undefined, freshLoopbackIp());
    const login = await owner.post('/api/auth/login', { email: signup.email, password: signup.password });
    expect(login.status).toBe(200);

    const day = new Date().toISOString().slice(0, 10);
    const { data } = await store.entities.auditEvent.query.byDay({ day }).go({ pages: 'all' });
    const mine = data.filter((event) => event.email === signup.email).map((event) => event.type);
    expect(mine).toContain('signup');
    expect(mine.filter((type) => type === 'login_failed')).toHaveLength(10);
    expect(mine).toContain('login_locked_out');
    expect(mine).toContain('login_succeeded');
  });

  it('slows, never locks, an account guessed at from many IPs: the right password still gets in', async () => {
    const { signup } = await signUpContractor(server.baseUrl);
    await freshWindow(30);
    for (let source = 0; source < 3; source++)
      await failFrom(new TestBrowser(server.baseUrl, undefined, freshLoopbackIp()), signup.email, 9);
    const gate = await loginGate(signup.email, freshLoopbackIp());
    expect(gate).toEqual({ retryAfterSeconds: 0, slowdownMs: 7 * loginThrottlePolicy.slowdownStepMs });
    const owner = new TestBrowser(server.baseUrl, undefined, freshLoopbackIp());
    const login = await owner.post('/api/auth/login', { email: signup.email, password: signup.password });
    expect(login.status).toBe(200);
  });

  it('stops one IP spraying many accounts after 50 failures', async () => {
    await freshWindow(30);
    const sprayer = new TestBrowser(server.baseUrl, undefined, freshLoopbackIp());
    for (let attempt = 0; attempt < loginThrottlePolicy.maxFailuresPerIp; attempt++) {
      const response = await sprayer.post('/api/auth/login', {
        email: `nobody.${attempt}.${Date.now()}@example.com`,
        password: 'guess-guess',
      });
      expect(response.status).toBe(401);
    }
    const next = await sprayer.post('/api/auth/login', {
      email: 'one.more@example.com',
      password: 'guess-guess',
    });
    expect(next.status).toBe(429);
  });
});

describe('oversized bodies', () => {
  it('answer 413 and store nothing, whether the runtime or the handler catches them', async () => {
    const visitor = browser();
    const huge = await visitor.request('POST', '/api/auth/signup', { rawBody: `"${'x'.repeat(1_100_000)}"` });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const large = await visitor.post('/api/auth/signup', newSignup({ businessName: 'x'.repeat(300_000) }));
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('unknown API routes', () => {
  it('answer 404 JSON', async () => {
    const response = await browser().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});
