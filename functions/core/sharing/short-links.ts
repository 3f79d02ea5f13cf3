// Short links: one unguessable code per quote (96 random bits), made on the first text and kept on
// resends, each resend pushing its expiry out. Opening one counts the click and marks the newest text as
// clicked.
import { randomBytes } from 'node:crypto';
import { shortCodePattern } from '#domain/schemas/quote-sharing';
import { DomainError } from '#functions/core/errors';
import { isConditionalFailure } from '#functions/store/conditional-failure';
import { store } from '#functions/store/service';

/** How long a texted link keeps working after its last send. */
export const shortLinkLifetimeSeconds = 180 * 24 * 60 * 60;

export const newShortCode = (): string => randomBytes(12).toString('base64url');

export const shortLinkExpiry = (nowMs = Date.now()): number =>
  Math.floor(nowMs / 1000) + shortLinkLifetimeSeconds;

const linkNotFound = () => new DomainError('LINK_NOT_FOUND', 'link.notFound');

/** The quote a code opens, counting the click; unknown or expired → 404. */
export const openShortLink = async (code: string): Promise<{ quoteId: string }> => {
  if (!shortCodePattern.test(code)) throw linkNotFound();
  const { data: link } = await store.entities.shortLink.get({ code }).go();
  if (!link || link.expiresAt <= Date.now() / 1000) throw linkNotFound();
  const at = new Date().toISOString();
  await store.entities.shortLink.patch({ code }).add({ clicks: 1 }).set({ lastClickedAt: at }).go();
  if (link.lastMessageId && link.lastMessageAt) {
    await markClicked({
      contractorId: link.contractorId,
      subjectId: link.quoteId,
      createdAt: link.lastMessageAt,
      messageId: link.lastMessageId,
      at,
    });
  }
  return { quoteId: link.quoteId };
};

/** Sets the text's first click time; later clicks leave it. */
const markClicked = async ({
  at,
  ...key
}: {
  contractorId: string;
  subjectId: string;
  createdAt: string;
  messageId: string;
  at: string;
}) => {
  try {
    await store.entities.smsMessage
      .patch(key)
      .set({ clickedAt: at })
      .where(({ clickedAt }, { notExists }) => notExists(clickedAt))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
};

/** Clicks of a quote's link (0 when it has none). */
export const shortLinkClicks = async (code: string | undefined): Promise<number> => {
  if (!code) return 0;
  const { data } = await store.entities.shortLink.get({ code }).go();
  return data?.clicks ?? 0;
};
