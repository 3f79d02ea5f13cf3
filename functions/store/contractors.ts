// Contractors: the business profile with its settings, its catalog, and the ZIP → contractor items of its
// service areas. Settings are read only through here, completed with the defaults in one place.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { todayIn } from '#domain/calendar-dates';
import { contractorDefaults } from '#domain/contractor-defaults';
import { contractorSettingsOf } from '#domain/contractor-settings';
import type { Catalog as CatalogSettings } from '#domain/pricing/catalog';
import type { StoredAlertSettings } from '#domain/schemas/alert-settings';
import { directoryKeyOf } from '#domain/search-tokens';
import { cancellationCodes, heldCondition } from './conditional-failure';
import { Catalog } from './entities/catalog';
import { Contractor } from './entities/contractor';
import { PlatformRollup } from './entities/rollup';
import { ServiceArea } from './entities/service-area';
import { User } from './entities/user';
import { UserEmail } from './entities/user-email';
import { anyPlatformShard } from './rollups';
import type { UserItem } from './users';

export type ContractorItem = EntityItem<typeof Contractor>;
/** A contractor as read: every setting present (see getContractor). */
export type ContractorRecord = ContractorItem & { timezone: string };
/** A new contractor: what sign-up writes (the rest takes the entity's defaults). */
export type NewContractor = Omit<ContractorItem, 'createdAt' | 'updatedAt'>;
/** What the onboarding form sets on the profile. */
export type ProfileChanges = Partial<
  Pick<
    ContractorItem,
    | 'businessName'
    | 'contactName'
    | 'phone'
    | 'address'
    | 'licenseNumber'
    | 'insuranceNumber'
    | 'serviceAreas'
    | 'pricing'
    | 'branding'
    | 'onboardingComplete'
  >
>;

// A contractor's profile, its settings completed with the defaults (older items read whole).
export const getContractor = async (contractorId: string): Promise<ContractorRecord | null> => {
  const { data } = await Contractor.get({ contractorId }).go();
  return data ? { ...data, ...contractorSettingsOf(data) } : null;
};

// Sign-up: contractor, owner, email uniqueness item and the platform's count of contractors who joined this
// month (its rollups: what the public pages show), all or nothing.
export const createContractorWithOwner = async (
  contractor: NewContractor,
  owner: Omit<UserItem, 'createdAt'>,
  { countsAsContractor }: { countsAsContractor: boolean },
): Promise<'created' | 'email_taken'> => {
  // The email item goes first: its condition failing means the email belongs to someone already.
  const { canceled, data } = await createWriteTransaction(
    { contractor: Contractor, user: User, userEmail: UserEmail, platform: PlatformRollup },
    (items) => [
      items.userEmail
        .create({ email: owner.email, contractorId: owner.contractorId, userId: owner.userId })
        .commit(),
      items.contractor
        .create({ ...contractor, searchName: directoryKeyOf(contractor.businessName) })
        .commit(),
      items.user.create(owner).commit(),
      ...(countsAsContractor
        ? [
            items.platform
              .upsert(
                anyPlatformShard(todayIn(contractor.timezone ?? contractorDefaults.timezone).slice(0, 7)),
              )
              .add({ contractorsJoined: 1 })
              .commit(),
          ]
        : []),
    ],
  ).go();
  if (!canceled) return 'created';
  if (data[0]?.rejected) return 'email_taken';
  throw new Error(`Account transaction canceled: ${cancellationCodes(data)}`);
};

// Onboarding: the profile with the service-area items of the ZIPs added and removed, in one transaction.
export const saveProfile = async (
  contractorId: string,
  changes: ProfileChanges,
  zips: { added: readonly string[]; removed: readonly string[] },
): Promise<void> => {
  const { canceled, data } = await createWriteTransaction(
    { contractor: Contractor, serviceArea: ServiceArea },
    ({ contractor, serviceArea }) => [
      contractor
        .patch({ contractorId })
        .set(
          changes.businessName === undefined
            ? changes
            : { ...changes, searchName: directoryKeyOf(changes.businessName) },
        )
        .commit(),
      ...zips.removed.map((zipCode) => serviceArea.delete({ zipCode, contractorId }).commit()),
      ...zips.added.map((zipCode) => serviceArea.put({ zipCode, contractorId }).commit()),
    ],
  ).go();
  if (canceled) throw new Error(`Onboarding transaction canceled: ${cancellationCodes(data)}`);
};

// Sets how deep a rep may discount before the owner approves (percent).
export const saveRepDiscountLimit = async (contractorId: string, percent: number): Promise<void> => {
  await Contractor.patch({ contractorId }).set({ repDiscountLimitPercent: percent }).go();
};

// Sets the pricing and shipping settings (and the financing link); false when the contractor does not exist.
export const savePricingSettings = async (
  contractorId: string,
  settings: Pick<ContractorItem, 'pricing' | 'shipping'> & { financingUrl?: string },
): Promise<boolean> => heldCondition(() => Contractor.patch({ contractorId }).set(settings).go());

// Sets the payment settings and the contractor's timezone.
export const savePaymentSettings = async (
  contractorId: string,
  payment: ContractorItem['payment'],
  timezone: string,
): Promise<void> => {
  await Contractor.patch({ contractorId }).set({ payment, timezone }).go();
};

// Sets how the contractor hears of new leads.
export const saveAlertSettings = async (contractorId: string, alerts: StoredAlertSettings): Promise<void> => {
  await Contractor.patch({ contractorId }).set({ alerts }).go();
};

// A contractor's own catalog (null until they save one).
export const getCatalog = async (contractorId: string): Promise<CatalogSettings | null> =>
  (await Catalog.get({ contractorId }).go()).data?.catalog ?? null;

// Replaces a contractor's catalog.
export const saveCatalog = async (contractorId: string, catalog: CatalogSettings): Promise<void> => {
  await Catalog.upsert({ contractorId, catalog }).go();
};

// The contractors serving a ZIP, with when each claimed it (one page of at most `limit`).
export const listContractorsServingZip = async (
  zipCode: string,
  limit: number,
): Promise<Array<{ contractorId: string; since: string }>> =>
  (await ServiceArea.query.byZip({ zipCode }).go({ pages: 1, limit })).data.map(
    ({ contractorId, since }) => ({
      contractorId,
      since,
    }),
  );

/** What lead routing and the admins' rules need of a contractor. */
export interface ContractorRoutingFacts {
  contractorId: string;
  businessName: string;
  isActive: boolean;
  /** Their calendar: a capacity rule counts a contractor's leads per day of it. */
  timezone: string;
}

// Several contractors' names, whether active and time zones (one batch read of those attributes only, never
// the settings or the logo); unknown ids are left out.
export const getContractorRoutingFacts = async (
  contractorIds: readonly string[],
): Promise<ContractorRoutingFacts[]> => {
  if (contractorIds.length === 0) return [];
  const { data } = await Contractor.get(contractorIds.map((contractorId) => ({ contractorId }))).go({
    attributes: ['contractorId', 'businessName', 'isActive', 'timezone'],
  });
  return data.map((item) => ({
    contractorId: item.contractorId,
    businessName: item.businessName,
    isActive: item.isActive !== false,
    timezone: item.timezone ?? contractorDefaults.timezone,
  }));
};
