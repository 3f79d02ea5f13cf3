// The platform settings (GET/PUT /api/admin/system-settings; SPEC §3 "System settings"): where goods ship
// from, and the shipping and tax settings a NEW contractor starts with — sign-up reads them once
// (`newContractorSettings`, ./platform-defaults.ts); a contractor who already signed up keeps their own.
// Until an administrator saves them they are the SPEC §9 defaults. The answer also carries a fingerprint of
// the customer key, so an administrator can tell whether two deployments (or a restore) use the same key; the
// key itself never leaves.
import { createHash } from 'node:crypto';
import type { SystemSettings } from '#domain/contract/admin';
import type { SystemSettingsInput } from '#domain/schemas/system-settings';
import {
  getSystemSettings,
  type SystemSettingsItem,
  saveSystemSettings,
} from '#functions/store/platform-settings';
import { customerKeys } from '../ports/keys/customer-keys';
import { platformDefaultsOf } from './platform-defaults';

/**
 * The customer key's fingerprint: the first 16 hex digits of a SHA-256 over the key material (both halves),
 * under a label of its own so the digest serves nothing else. 64 bits of a hash of 512 random bits say
 * nothing about the key, and change exactly when the key does.
 */
const keyFingerprint = async (): Promise<string> => {
  const { dataKey, indexKey } = await customerKeys();
  return createHash('sha256')
    .update('picket customer key fingerprint\0')
    .update(dataKey)
    .update(indexKey)
    .digest('hex')
    .slice(0, 16);
};

const present = (item: SystemSettingsItem | null, encryptionKeyHash: string): SystemSettings => {
  const { warehouseAddress, shipping, tax } = platformDefaultsOf(item);
  return {
    warehouseAddress,
    shipping: { ...shipping, distanceBrackets: shipping.distanceBrackets.map((bracket) => ({ ...bracket })) },
    tax,
    encryptionKeyHash,
    updatedBy: item ? { userId: item.updatedByUserId, email: item.updatedByEmail } : null,
    updatedAt: item?.updatedAt ?? null,
  };
};

/** The settings as the admin page shows them. */
export const loadSystemSettings = async (): Promise<SystemSettings> => {
  const [item, fingerprint] = await Promise.all([getSystemSettings(), keyFingerprint()]);
  return present(item, fingerprint);
};

/** Who saves the settings. */
export interface SettingsAuthor {
  userId: string;
  email: string;
  contractorId: string;
}

/** Replaces the settings, stamped with who saved them and when; answers them as saved. */
export const updateSystemSettings = async (
  input: SystemSettingsInput,
  author: SettingsAuthor,
): Promise<SystemSettings> => {
  const item: SystemSettingsItem = {
    warehouseAddress: input.warehouseAddress,
    shipping: input.shipping,
    tax: input.tax,
    updatedByUserId: author.userId,
    updatedByEmail: author.email,
    updatedByContractorId: author.contractorId,
    updatedAt: new Date().toISOString(),
  };
  const [, fingerprint] = await Promise.all([saveSystemSettings(item), keyFingerprint()]);
  return present(item, fingerprint);
};
