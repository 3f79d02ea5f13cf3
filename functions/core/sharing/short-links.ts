// Short links: one unguessable code per quote (96 random bits), made on the first text and kept on
// resends, each resend pushing its expiry out. Opening one counts the click and marks the newest text as
// clicked.
import { randomBytes } from 'node:crypto';
import { shortCodePattern } from '#domain/schemas/quote-sharing';
import { DomainError } from '#functions/core/errors';
import { countClick, getShortLink, markTextClicked } from '#functions/store/sharing';

/** How long a texted link keeps working after its last send. */
export const shortLinkLifetimeSeconds = 180 * 24 * 60 * 60;

export const newShortCode = (): string => randomBytes(12).toString('base64url');

export const shortLinkExpiry = (nowMs = Date.now()): number =>
  Math.floor(nowMs / 1000) + shortLinkLifetimeSeconds;

const linkNotFound = () => new DomainError('LINK_NOT_FOUND', 'link.notFound');

/** The quote a code opens, counting the click; unknown or expired → 404. */
export const openShortLink = async (code: string): Promise<{ quoteId: string }> => {
  if (!shortCodePattern.test(code)) throw linkNotFound();
  const link = await getShortLink(code);
  if (!link || link.expiresAt <= Date.now() / 1000) throw linkNotFound();
  const at = new Date().toISOString();
  await countClick(code, at);
  if (link.lastMessageId && link.lastMessageAt) {
    // The newest text about the quote counts as clicked (the first click only).
    await markTextClicked(
      {
        contractorId: link.contractorId,
        subjectId: link.quoteId,
        createdAt: link.lastMessageAt,
        messageId: link.lastMessageId,
      },
      at,
    );
  }
  return { quoteId: link.quoteId };
};

/** Clicks of a quote's link (0 when it has none). */
export const shortLinkClicks = async (code: string | undefined): Promise<number> => {
  if (!code) return 0;
  return (await getShortLink(code))?.clicks ?? 0;
};
