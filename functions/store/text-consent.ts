// Texting consent (entities/text-consent.ts): read before a text, the first text and its sender recorded
// after one (with what it was about), and a reply's STOP or START written.
import type { EntityItem } from 'electrodb';
import { heldCondition } from './conditional-failure';
import { PhoneLastTexter, TextConsent } from './entities/text-consent';

export type TextConsentItem = EntityItem<typeof TextConsent>;
export type LastTextItem = EntityItem<typeof PhoneLastTexter>;
/** What a text was about, as its SMS log row says (a reply to it joins it). */
export type TextAbout = Pick<LastTextItem, 'purpose' | 'subjectId' | 'homeownerId' | 'jobId'>;

export const getTextConsent = async (
  contractorId: string,
  phoneToken: string,
): Promise<TextConsentItem | null> => (await TextConsent.get({ contractorId, phoneToken }).go()).data;

/** A text went to the number: the first one is dated (once), and the contractor is its last texter. */
export const recordTextSent = async (
  contractorId: string,
  phoneToken: string,
  at: string,
  language: 'en' | 'es',
  about: TextAbout = {},
): Promise<void> => {
  await Promise.all([
    TextConsent.upsert({ contractorId, phoneToken }).set({ language }).go(),
    // Dated once: a later text leaves the first one's date (the condition fails, which is fine).
    heldCondition(() =>
      TextConsent.upsert({ contractorId, phoneToken })
        .set({ firstTextedAt: at })
        .where(({ firstTextedAt }, { notExists }) => notExists(firstTextedAt))
        .go(),
    ),
    // Every field written ('' when unknown), so nothing of an earlier text is left beside this one.
    PhoneLastTexter.upsert({
      phoneToken,
      contractorId,
      at,
      purpose: about.purpose ?? '',
      subjectId: about.subjectId ?? '',
      homeownerId: about.homeownerId ?? '',
      jobId: about.jobId ?? '',
    }).go(),
  ]);
};

/** The last text to the number: who sent it and what it was about, or null. */
export const lastTextTo = async (phoneToken: string): Promise<LastTextItem | null> =>
  (await PhoneLastTexter.get({ phoneToken }).go()).data;

export const saveOptOut = async (contractorId: string, phoneToken: string, optedOut: boolean, at: string) => {
  await TextConsent.upsert({ contractorId, phoneToken })
    .set(optedOut ? { optedOut: true, optedOutAt: at } : { optedOut: false, optedInAt: at })
    .go();
};
