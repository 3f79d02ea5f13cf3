// The adjustment types (GET/POST /api/admin/adjustment-types, PATCH …/{id}; GET /api/adjustment-types): ready-
// made adjustments the administrators keep and the quote builder offers — the active ones only. Listed by
// label. A fixed amount is stored in cents and answered in dollars; a percentage as it is.
import type { AdjustmentType } from '#domain/contract/contractors';
import { toCents, toDollars } from '#domain/money';
import {
  type AdjustmentTypeChange,
  type AdjustmentTypeInput,
  adjustmentValueIssue,
  maxAdjustmentTypes,
} from '#domain/schemas/adjustment-type';
import { DomainError, invalidFields } from '#functions/core/errors';
import {
  type AdjustmentTypeItem,
  createAdjustmentType,
  getAdjustmentType,
  listAdjustmentTypes,
  saveAdjustmentType,
} from '#functions/store/platform-settings';
import { newId } from '../tokens';

export const presentAdjustmentType = (item: AdjustmentTypeItem): AdjustmentType => ({
  id: item.typeId,
  label: item.label,
  description: item.description ?? '',
  adjustmentType: item.adjustmentType,
  defaultValue: item.adjustmentType === 'fixed' ? toDollars(item.defaultValue) : item.defaultValue,
  isActive: item.isActive,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt ?? item.createdAt,
});

/** As stored: a fixed amount in cents. */
const storedValue = (kind: AdjustmentTypeItem['adjustmentType'], value: number) =>
  kind === 'fixed' ? toCents(value) : value;

const byLabel = (a: AdjustmentTypeItem, b: AdjustmentTypeItem) =>
  a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.createdAt.localeCompare(b.createdAt);

/** Every type, active or not, by label (the admin page). */
export const adjustmentTypesList = async (): Promise<{ types: AdjustmentType[] }> => ({
  types: (await listAdjustmentTypes()).sort(byLabel).map(presentAdjustmentType),
});

/** The active types, by label (the quote builder). */
export const activeAdjustmentTypes = async (): Promise<{ types: AdjustmentType[] }> => ({
  types: (await listAdjustmentTypes())
    .filter((item) => item.isActive)
    .sort(byLabel)
    .map(presentAdjustmentType),
});

const notFound = () => new DomainError('NOT_FOUND', 'adjustmentType.notFound');

/** Whether an id from a path could be a type's (`newId('at')`); anything else is not there. */
const mayBeTypeId = (typeId: string) => /^at_[\w-]{1,40}$/.test(typeId);

export const addAdjustmentType = async (
  input: AdjustmentTypeInput,
  userId: string,
): Promise<AdjustmentType> => {
  if ((await listAdjustmentTypes()).length >= maxAdjustmentTypes)
    throw new DomainError('LIST_FULL', 'adjustmentType.listFull');
  const item = await createAdjustmentType({
    typeId: newId('at'),
    label: input.label,
    description: input.description,
    adjustmentType: input.adjustmentType,
    defaultValue: storedValue(input.adjustmentType, input.defaultValue),
    isActive: input.isActive,
    updatedByUserId: userId,
  });
  return presentAdjustmentType(item);
};

/**
 * Changes the fields sent. The default value is checked against the type's kind after the change (a kind
 * changed alone keeps the value, which must fit the new kind: 150 dollars is no percentage), and is stored in
 * that kind's units.
 */
export const changeAdjustmentType = async (
  typeId: string,
  change: AdjustmentTypeChange,
  userId: string,
): Promise<AdjustmentType> => {
  if (!mayBeTypeId(typeId)) throw notFound();
  const current = await getAdjustmentType(typeId);
  if (!current) throw notFound();
  const kind = change.adjustmentType ?? current.adjustmentType;
  const value = change.defaultValue ?? presentAdjustmentType(current).defaultValue;
  const issue = adjustmentValueIssue(kind, value);
  if (issue) throw invalidFields({ defaultValue: issue });
  const { defaultValue: _value, adjustmentType: _kind, ...rest } = change;
  const saved = await saveAdjustmentType(typeId, {
    ...rest,
    adjustmentType: kind,
    defaultValue: storedValue(kind, value),
    updatedByUserId: userId,
  });
  if (!saved) throw notFound();
  return presentAdjustmentType(saved);
};
