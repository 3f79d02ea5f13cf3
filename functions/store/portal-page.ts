// A contractor's public page and its address (entities/portal-page.ts). Choosing an address claims it and
// saves the page in one transaction; the claim holds only when nobody else has that address.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { canceledByConflict } from './conditional-failure';
import { PortalPage, PortalSlug } from './entities/portal-page';

export type PortalPageItem = EntityItem<typeof PortalPage>;
export type PortalPageSettings = Omit<PortalPageItem, 'contractorId' | 'createdAt' | 'updatedAt'>;

export const getPortalPage = async (contractorId: string): Promise<PortalPageItem | null> =>
  (await PortalPage.get({ contractorId }).go()).data;

/** The contractor holding an address (current or old), or null. */
export const contractorOfSlug = async (slug: string): Promise<string | null> =>
  (await PortalSlug.get({ slug }).go()).data?.contractorId ?? null;

/**
 * Saves the page; a new address is claimed in the same transaction (held only when it is free or already this
 * contractor's). `taken` when another business holds it; `conflict` when a concurrent write got in the way
 * (worth a fresh try).
 */
export const savePortalPage = async (
  contractorId: string,
  page: PortalPageSettings,
  claim: boolean,
): Promise<'saved' | 'taken' | 'conflict'> => {
  const { canceled, data } = await createWriteTransaction(
    { portalPage: PortalPage, portalSlug: PortalSlug },
    ({ portalPage, portalSlug }) => [
      ...(claim
        ? [
            portalSlug
              .put({ slug: page.slug, contractorId, claimedAt: new Date().toISOString() })
              .where(
                (attributes, { notExists, eq }) =>
                  `${notExists(attributes.contractorId)} OR ${eq(attributes.contractorId, contractorId)}`,
              )
              .commit(),
          ]
        : []),
      portalPage.put({ contractorId, ...page }).commit(),
    ],
  ).go();
  if (!canceled) return 'saved';
  if (claim && (data as ReadonlyArray<{ code: string }>)[0]?.code === 'ConditionalCheckFailed')
    return 'taken';
  if (canceledByConflict(data)) return 'conflict';
  throw new Error('Portal page not saved');
};
