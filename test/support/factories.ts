// Shared test factories: the records integration tests start from, made the way a user makes them
// (through the HTTP API of the local runtime), with fresh values where tests must not collide and
// overrides for what a test asserts on. A factory fails loudly when the API refuses.
import { createAccount } from '#functions/core/auth/create-account';
import { readOutbox } from '#functions/core/ports/outbox/read-outbox';
import { freshLoopbackIp, newSignup, signUpContractor, TestBrowser } from './test-server';

const randomDigits = (count: number) => String(Math.floor(Math.random() * 10 ** count)).padStart(count, '0');

/**
 * A 10-digit US phone number no other test uses: `areaCode` and seven random digits (an exchange
 * starting 2–9, as real ones do). Test files share one SMS outbox, so four random digits were too few:
 * two files drawing the same number read each other's texts.
 */
export const freshPhone = (areaCode = '312') =>
  `${areaCode}${2 + Math.floor(Math.random() * 8)}${randomDigits(6)}`;

/** A ZIP code nobody else in this run serves, so a homeowner quote there uses the platform defaults. */
export const freshZip = () => String(10000 + Math.floor(Math.random() * 89999));

const expectStatus = (what: string, status: number, expected: number, body: unknown) => {
  if (status !== expected) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
};

/** A fence to price: one run with a gate, in downtown Chicago unless overridden. */
export const fenceInput = (overrides: Record<string, unknown> = {}) => ({
  zipCode: '60601',
  material: 'vinyl',
  sides: [{ lengthFt: 90, gates: [{ widthFt: 4 }] }],
  ...overrides,
});

/** A customer as the Add New Customer dialog sends it. */
export const customerInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mariana',
  lastName: 'Peña',
  email: 'mariana.pena@example.com',
  phone: '(312) 555-0188',
  address: '4421 N Ravenswood Ave',
  city: 'Chicago',
  state: 'il',
  zipCode: '60640',
  ...overrides,
});

/** A complete onboarding profile (PUT /api/onboarding). */
export const onboardingInput = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Prairie Fence Works',
  contactName: 'Rosa Martinez',
  phone: '3125550142',
  address: { street: '1 Main St', city: 'Chicago', state: 'IL', zipCode: '60601' },
  licenseNumber: '',
  insuranceNumber: '',
  serviceAreas: ['60601'],
  rates: {
    pricePerFoot: { vinyl: 25, cedar: 20, chain: 15 },
    laborPerFoot: { vinyl: 8, chain: 4, aluminum: 10, pressureTreated: 7, cedar: 9 },
  },
  branding: { logoUrl: '', tagline: '', primaryColor: '#0f766e' },
  ...overrides,
});

export interface Contractor {
  browser: TestBrowser;
  contractorId: string;
  user: any;
  signup: ReturnType<typeof import('./test-server').newSignup>;
}

/** A contractor who just signed up (30-day trial, onboarding not done), signed in in their own browser. */
export const createContractor = async (
  baseUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<Contractor> => {
  const { browser, signup, user } = await signUpContractor(baseUrl, overrides);
  return { browser, signup, user, contractorId: user.contractor.id as string };
};

/** A customer of the signed-in contractor; answers the created customer. */
export const createCustomer = async (browser: TestBrowser, overrides: Record<string, unknown> = {}) => {
  const response = await browser.post('/api/homeowners', customerInput(overrides));
  expectStatus('POST /api/homeowners', response.status, 201, response.body);
  return response.body;
};

/**
 * What POST /api/quotes takes for a new person named `customerName` (a quote is always for a customer):
 * the Add Customer fields, first word as first name, the rest as last name.
 */
export const newCustomerOf = ({
  customerName = 'Jo Payer',
  phone = freshPhone(),
  email = '',
}: {
  customerName?: string;
  phone?: string;
  email?: string;
}) => {
  const [firstName = '', ...rest] = customerName.trim().split(/\s+/);
  return customerInput({ firstName, lastName: rest.join(' '), phone, email });
};

/**
 * A saved draft quote of the signed-in contractor; `request` is the fence (fenceInput by default). Its
 * customer is `homeownerId` or `newCustomer` when given, else a new customer made from `customerName`,
 * `phone` and `email`.
 */
export const createQuote = async (browser: TestBrowser, overrides: Record<string, unknown> = {}) => {
  const { customerName, phone, email, ...rest } = overrides as Record<string, string | undefined>;
  const customer =
    'homeownerId' in rest || 'newCustomer' in rest
      ? {}
      : { newCustomer: newCustomerOf({ customerName, phone, email }) };
  const response = await browser.post('/api/quotes', { request: fenceInput(), ...customer, ...rest });
  expectStatus('POST /api/quotes', response.status, 201, response.body);
  return response.body;
};

/** A new contractor with one saved quote. */
export const createContractorWithQuote = async (
  baseUrl: string,
  quote: Record<string, unknown> = {},
  contractor: Record<string, unknown> = {},
) => {
  const owner = await createContractor(baseUrl, contractor);
  return { ...owner, quote: await createQuote(owner.browser, quote) };
};

/** The job a quote becomes (POST /api/quotes/{id}/convert), optionally scheduled. */
export const convertQuote = async (browser: TestBrowser, quoteId: string, scheduledDate?: string) => {
  const response = await browser.post(
    `/api/quotes/${quoteId}/convert`,
    scheduledDate ? { scheduledDate } : {},
  );
  expectStatus('POST /api/quotes/{id}/convert', response.status, 201, response.body);
  return response.body;
};

/**
 * The texts the local SMS outbox holds for a 10-digit US phone number, newest first. Reads deeper when the
 * newest 500 hold none: a test on a fixed clock in the past writes below what other test files send meanwhile.
 */
export const textsTo = async (phone: string) => {
  for (const depth of [500, 5000]) {
    const texts = (await readOutbox('sms', depth)).filter((message) => message.to === `+1${phone}`);
    if (texts.length > 0) return texts;
  }
  return [];
};

/**
 * The emails sent to `email`, newest first. Reads deep: the outbox is ordered by send time, and a test on a
 * fixed clock in the past writes below everything the other test files send meanwhile.
 */
export const emailsTo = async (email: string) => {
  for (const depth of [200, 5000]) {
    const emails = (await readOutbox('email', depth)).filter((message) => message.to === email);
    if (emails.length > 0) return emails;
  }
  return [];
};

/** The token of the newest team invitation link emailed to `email` (the local email port keeps it in the outbox). */
export const inviteTokenFor = async (email: string): Promise<string> => {
  const to = email.trim().toLowerCase();
  for (const depth of [50, 1000]) {
    const emails = await readOutbox('email', depth);
    const link = emails.find((message) => message.to === to)?.body.match(/\/invite#token=([\w-]+)/);
    if (link?.[1]) return link[1];
  }
  throw new Error(`No invitation link was emailed to ${email}`);
};

export type TeamRole = 'owner' | 'rep' | 'crew';

export interface TeamMemberOverrides {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  phone?: string;
}

let memberCounter = 0;

/**
 * A new member of `owner`'s team with `role`, made as people make one: the owner invites them
 * (POST /api/team/invites), and they accept the emailed link in a fresh browser of their own (its own
 * loopback address), which signs them in. Answers that browser, the CurrentUser the acceptance answered,
 * and the email, password and user id to sign in with again.
 */
export const addTeamMember = async (
  owner: Pick<Contractor, 'browser'>,
  role: TeamRole,
  overrides: TeamMemberOverrides = {},
) => {
  memberCounter += 1;
  const unique = `${Date.now().toString(36)}${process.pid}m${memberCounter}`;
  const email = (overrides.email ?? `${role}.${unique}@example.com`).trim().toLowerCase();
  const password = overrides.password ?? `Gate-Latch-Hinge-${unique}`;
  const invited = await owner.browser.post('/api/team/invites', { email, role });
  expectStatus('POST /api/team/invites', invited.status, 201, invited.body);
  const token = await inviteTokenFor(email);
  const browser = new TestBrowser(owner.browser.baseUrl, undefined, freshLoopbackIp());
  const accepted = await browser.post(`/api/team/invites/${token}/accept`, {
    firstName: overrides.firstName ?? 'Sam',
    lastName: overrides.lastName ?? `${role[0]?.toUpperCase()}${role.slice(1)} ${memberCounter}`,
    password,
    ...(overrides.phone === undefined ? {} : { phone: overrides.phone }),
  });
  expectStatus('POST /api/team/invites/{token}/accept', accepted.status, 201, accepted.body);
  return { browser, user: accepted.body, email, password, userId: accepted.body.id as string };
};

/** A platform administrator (`isAdmin`), signed in in their own browser. */
export const createAdmin = async (baseUrl: string): Promise<TestBrowser> => {
  const account = newSignup();
  await createAccount({ ...account, isAdmin: true, onboardingComplete: true });
  const browser = new TestBrowser(baseUrl);
  const login = await browser.post('/api/auth/login', { email: account.email, password: account.password });
  expectStatus('POST /api/auth/login', login.status, 200, login.body);
  return browser;
};
