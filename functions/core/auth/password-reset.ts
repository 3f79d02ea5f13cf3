// Password reset links: an administrator makes a single-use link for a user (valid 24 hours; only its hash
// is kept), which is emailed to them or shown once to hand over; opening it sets a new password and ends
// every session of that user.
import { type Language, translate } from '#domain/messages';
import type { PasswordResetInput } from '#domain/schemas/admin';
import { DomainError } from '#functions/core/errors';
import { createPasswordReset, getPasswordReset, spendPasswordReset } from '#functions/store/password-resets';
import type { UserItem } from '#functions/store/users';
import { getUser } from '#functions/store/users';
import { recordAuditEvent } from '../audit/record-audit-event';
import { sendEmailForRequest } from '../ports/email/email';
import { consumeRateLimit } from '../rate-limit/consume-rate-limit';
import { rateLimitKeyOf } from '../rate-limit/rate-limit-key';
import { endAllSessions } from '../sessions/sessions';
import { publicBaseUrl } from '../sharing/public-base-url';
import { newToken, sha256 } from '../tokens';
import { hashPassword } from './password';

export const resetLinkHours = 24;

const nowSeconds = () => Math.floor(Date.now() / 1000);

const invalidLink = () =>
  new DomainError('VALIDATION_FAILED', 'resetLink.invalid', { fields: { token: 'resetLink.invalid' } });

/** Tries per IP: a token is 256 random bits, so this only keeps the password hashing cheap to refuse. */
const resetLimit = {
  scope: 'password-reset-ip',
  limit: 20,
  windowSeconds: 15 * 60,
  messageKey: 'resetLink.rateLimited',
} as const;

interface Client {
  ip: string;
  userAgent: string;
}

/** Makes a reset link for `user`; emails it to them when `delivery` is 'email'. The link is answered once. */
export const createResetLink = async (
  user: UserItem,
  admin: UserItem,
  delivery: 'email' | 'show',
  language: Language,
) => {
  const token = newToken();
  const createdAt = new Date();
  const expiresAt = nowSeconds() + resetLinkHours * 60 * 60;
  await createPasswordReset({
    tokenHash: sha256(token),
    contractorId: user.contractorId,
    userId: user.userId,
    createdByUserId: admin.userId,
    createdAt: createdAt.toISOString(),
    expiresAt,
  });
  // The token rides in the fragment: browsers never send it to a server or in a Referer.
  const link = `${publicBaseUrl()}/reset-password#token=${token}`;
  if (delivery === 'email') {
    // In the user's language, the one they last used Picket in; the administrator's for one who never has.
    const userLanguage = user.language ?? language;
    await sendEmailForRequest({
      to: user.email,
      subject: translate('email.passwordResetSubject', userLanguage),
      text: translate('email.passwordResetBody', userLanguage, {
        email: user.email,
        link,
        hours: String(resetLinkHours),
      }),
    });
  }
  return { link, expiresAt: new Date(expiresAt * 1000).toISOString(), emailed: delivery === 'email' };
};

/** Sets a new password with a reset link: once, within 24 hours; every session of the user ends. */
export const resetPassword = async (input: PasswordResetInput, client: Client) => {
  await consumeRateLimit(resetLimit, rateLimitKeyOf(client.ip));
  const reset = await getPasswordReset(sha256(input.token));
  // DynamoDB Local never expires items, and AWS may take a while: the reader checks.
  if (!reset || reset.expiresAt <= nowSeconds()) throw invalidLink();
  const user = await getUser(reset.contractorId, reset.userId);
  if (!user) throw invalidLink();
  const passwordHash = await hashPassword(input.password);
  if (!(await spendPasswordReset(reset, passwordHash, nowSeconds()))) throw invalidLink();
  await endAllSessions(user.contractorId, user.userId);
  await recordAuditEvent({
    type: 'password_reset_used',
    contractorId: user.contractorId,
    userId: user.userId,
    email: user.email,
    target: user.email,
    ...client,
  });
};
