// The first half of sign-up: the form is checked, limits are counted, and an email goes to the address
// given. The answer never says whether the address has an account (that would tell anyone who is a
// customer): a new address gets a link that creates the account (finish-signup.ts); an address that
// already has one gets an email saying so, with the sign-in link. Both paths hash the password, so they
// also take the same time; the limits come first, so a flood costs no hashing.
import { type Language, translate } from '#domain/messages';
import type { SignupInput } from '#domain/schemas/signup';
import { putPendingSignup } from '#functions/store/pending-signups';
import { findUserIdByEmail } from '#functions/store/users';
import { recordAuditEvent } from '../audit/record-audit-event';
import { sendEmailForRequest } from '../ports/email/email';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/consume-rate-limit';
import { rateLimitKeyOf } from '../rate-limit/rate-limit-key';
import { publicBaseUrl } from '../sharing/public-base-url';
import { newId, newToken, sha256 } from '../tokens';
import { hashPassword } from './password';

/**
 * Sign-ups one address may start in an hour. On one machine (`PICKET_STAGE` local) the browser tests sign up
 * dozens of businesses from 127.0.0.1, the only address a browser there has: they raise it with
 * `PICKET_LOCAL_SIGNUPS_PER_IP`. Never read in AWS.
 */
const signupsPerIp = (): number => {
  const local =
    process.env.PICKET_STAGE === 'local' ? Number(process.env.PICKET_LOCAL_SIGNUPS_PER_IP) : Number.NaN;
  return Number.isInteger(local) && local > 0 ? local : 20;
};

export const signupLimits = {
  perIp: {
    scope: 'signup-ip',
    get limit() {
      return signupsPerIp();
    },
    windowSeconds: 60 * 60,
    messageKey: 'auth.signupRateLimited',
  },
  global: {
    scope: 'signup-global',
    limit: 1000,
    windowSeconds: 60 * 60,
    messageKey: 'auth.signupRateLimited',
  },
} as const satisfies Record<string, RateLimitRule>;

/** How long a confirmation link works. */
export const signupLinkHours = 24;

interface Client {
  ip: string;
  userAgent: string;
  language: Language;
}

export const startSignup = async (input: SignupInput, client: Client): Promise<void> => {
  await consumeRateLimit(signupLimits.perIp, rateLimitKeyOf(client.ip));
  await consumeRateLimit(signupLimits.global, 'all');
  const email = input.email.trim().toLowerCase();
  const [existing, passwordHash] = await Promise.all([
    findUserIdByEmail(email),
    hashPassword(input.password),
  ]);
  const { language } = client;
  if (existing) {
    await sendEmailForRequest({
      to: email,
      subject: translate('email.signupExistingSubject', language),
      text: translate('email.signupExistingBody', language, { link: `${publicBaseUrl()}/login` }),
    });
    await recordAuditEvent({ type: 'signup_existing', email, ip: client.ip, userAgent: client.userAgent });
    return;
  }
  const token = newToken();
  const now = Date.now();
  await putPendingSignup({
    tokenHash: sha256(token),
    contractorId: newId('c'),
    userId: newId('u'),
    email,
    businessName: input.businessName,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    passwordHash,
    createdAt: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + signupLinkHours * 3600,
  });
  await sendEmailForRequest({
    to: email,
    subject: translate('email.signupSubject', language),
    // The token rides in the fragment: browsers never send it to a server or in a Referer.
    text: translate('email.signupBody', language, {
      link: `${publicBaseUrl()}/signup/confirm#token=${token}`,
      hours: String(signupLinkHours),
    }),
  });
};
