// The platform's settings: the one SystemSettings item (warehouse, and the shipping and tax a new contractor
// starts with) and the adjustment types (one partition, read whole).
import type { EntityItem } from 'electrodb';
import { heldCondition } from './conditional-failure';
import { AdjustmentType } from './entities/adjustment-type';
import { SystemSettings } from './entities/system-settings';

export type SystemSettingsItem = EntityItem<typeof SystemSettings>;
export type AdjustmentTypeItem = EntityItem<typeof AdjustmentType>;
export type NewAdjustmentType = Omit<AdjustmentTypeItem, 'createdAt' | 'updatedAt'>;
export type AdjustmentTypeChanges = Partial<Omit<AdjustmentTypeItem, 'typeId' | 'createdAt' | 'updatedAt'>>;

// The settings item (null until an administrator first saves it).
export const getSystemSettings = async (): Promise<SystemSettingsItem | null> =>
  (await SystemSettings.get({}).go()).data;

// Replaces the settings item.
export const saveSystemSettings = async (settings: SystemSettingsItem): Promise<void> => {
  await SystemSettings.put(settings).go();
};

// Every adjustment type (one Query; there are at most 100).
export const listAdjustmentTypes = async (): Promise<AdjustmentTypeItem[]> =>
  (await AdjustmentType.query.byId({}).go({ pages: 'all' })).data;

// A new adjustment type.
export const createAdjustmentType = async (type: NewAdjustmentType): Promise<AdjustmentTypeItem> =>
  (await AdjustmentType.create(type).go()).data;

// Changes an adjustment type; null when it is not there.
export const saveAdjustmentType = async (
  typeId: string,
  changes: AdjustmentTypeChanges,
): Promise<AdjustmentTypeItem | null> => {
  let saved: AdjustmentTypeItem | null = null;
  const held = await heldCondition(async () => {
    saved = (await AdjustmentType.patch({ typeId }).set(changes).go({ response: 'all_new' }))
      .data as AdjustmentTypeItem;
  });
  return held ? saved : null;
};

// One adjustment type (null when it is not there).
export const getAdjustmentType = async (typeId: string): Promise<AdjustmentTypeItem | null> =>
  (await AdjustmentType.get({ typeId }).go()).data;
