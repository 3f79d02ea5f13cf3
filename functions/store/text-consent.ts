// Texting consent (entities/text-consent.ts): read before a text, the first text and its sender recorded
// after one, and a reply's STOP or START written.
import type { EntityItem } from 'electrodb';
import { heldCondition } from './conditional-failure';
import { PhoneLastTexter, TextConsent } from './entities/text-consent';

export type TextConsentItem = EntityItem<typeof TextConsent>;

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
    PhoneLastTexter.upsert({ phoneToken, contractorId, at }).go(),
  ]);
};

/** The contractor who last texted the number, or null. */
export const lastTexterOf = async (phoneToken: string): Promise<string | null> =>
  (await PhoneLastTexter.get({ phoneToken }).go()).data?.contractorId ?? null;

export const saveOptOut = async (contractorId: string, phoneToken: string, optedOut: boolean, at: string) => {
  await TextConsent.upsert({ contractorId, phoneToken })
    .set(optedOut ? { optedOut: true, optedOutAt: at } : { optedOut: false, optedInAt: at })
    .go();
};
