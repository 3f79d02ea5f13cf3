// The signed-out browser's cookie, which sign-in, sign-up and the public forms bind their CSRF token to.
// Its value is minted here — 256 random bits and an HMAC of them under the server's cookie secret — and a
// value this server did not mint is never adopted, so a client (or a cookie planted on the domain) cannot
// choose the value its CSRF token is derived from.
import { createHmac, randomBytes } from 'node:crypto';
import { logger } from '#functions/core/logger';
import { newToken, safeEqual } from '#functions/core/tokens';

/**
 * PICKET_COOKIE_SECRET in AWS (from Secrets Manager, see infra/constructs/edge-secrets.ts); `npm start` makes
 * one per run. Without it, a process outside AWS signs with a secret of its own; in AWS nothing verifies
 * (signed-out writes answer CSRF_INVALID) rather than trusting an unsigned value.
 */
let processSecret: string | undefined;
const cookieSecret = (): string | undefined => {
  const configured = process.env.PICKET_COOKIE_SECRET;
  if (configured) return configured;
  if (process.env.PICKET_STAGE === 'aws') {
    logger.error('PICKET_COOKIE_SECRET is not set: signed-out writes cannot be verified');
    return undefined;
  }
  processSecret ??= randomBytes(32).toString('base64url');
  return processSecret;
};

const signatureOf = (nonce: string, secret: string) =>
  createHmac('sha256', secret).update(`picket-anon-v1.${nonce}`).digest('base64url');

/** A new anonymous cookie value: `nonce.signature`. */
export const mintAnonymousToken = (): string => {
  const nonce = newToken();
  const secret = cookieSecret();
  return secret ? `${nonce}.${signatureOf(nonce, secret)}` : nonce;
};

/** Whether this server minted the value (under the current secret). */
export const isMintedAnonymousToken = (value: string | undefined): value is string => {
  if (!value || value.length > 128) return false;
  const [nonce, signature, extra] = value.split('.');
  const secret = cookieSecret();
  if (!secret || !nonce || !signature || extra !== undefined) return false;
  return safeEqual(signatureOf(nonce, secret), signature);
};
