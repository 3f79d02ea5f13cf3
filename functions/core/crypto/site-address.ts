// A job site (where the fence goes) on a quote or job: the street is personal data, sealed like the customer's
// own fields; city, state and ZIP stay readable (lists and maps need them, and they identify no one alone).
// The ZIP is the quote's pricing ZIP: one value, so the price and the site can never disagree.
import type { CustomerKeys } from '../ports/keys/customer-keys';
import { decryptField, encryptField } from './field-cipher';

export interface SiteAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/** How a site is stored on a quote or job item. */
export interface StoredSite {
  siteStreetEnc?: string | undefined;
  siteCity?: string | undefined;
  siteState?: string | undefined;
}

const field = 'siteStreet';

export const sealSite = (
  contractorId: string,
  site: Omit<SiteAddress, 'zipCode'>,
  keys: CustomerKeys,
): Required<StoredSite> => ({
  siteStreetEnc: site.street ? encryptField(site.street, keys.dataKey, { contractorId, field }) : '',
  siteCity: site.city,
  siteState: site.state,
});

export const openSite = (
  item: StoredSite & { contractorId: string },
  zipCode: string,
  keys: CustomerKeys,
): SiteAddress => ({
  street: item.siteStreetEnc
    ? decryptField(item.siteStreetEnc, keys.dataKey, { contractorId: item.contractorId, field })
    : '',
  city: item.siteCity ?? '',
  state: item.siteState ?? '',
  zipCode,
});
