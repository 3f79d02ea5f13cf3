// Saved calendar filters: one user's list, and the writes that keep at most one of them the default.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { canceledByConflict } from './conditional-failure';
import { CalendarFilter } from './entities/calendar-filter';

export type CalendarFilterItem = EntityItem<typeof CalendarFilter>;

// One user's filters.
export const listCalendarFilters = async (
  contractorId: string,
  userId: string,
): Promise<CalendarFilterItem[]> =>
  (await CalendarFilter.query.byUser({ contractorId, userId }).go({ pages: 'all' })).data;

// Writes a filter (new or changed) and, when it is the default, makes `previousDefaults` not: one
// transaction, so a user never has two defaults. False when one of them changed meanwhile.
export const saveCalendarFilter = async (
  filter: Omit<CalendarFilterItem, 'createdAt' | 'updatedAt'>,
  previousDefaults: readonly Pick<CalendarFilterItem, 'contractorId' | 'userId' | 'filterId'>[],
  isNew: boolean,
): Promise<boolean> => {
  const { canceled, data } = await createWriteTransaction({ filter: CalendarFilter }, (items) => [
    isNew
      ? items.filter.create(filter).commit()
      : items.filter
          .patch({ contractorId: filter.contractorId, userId: filter.userId, filterId: filter.filterId })
          .set({
            filterName: filter.filterName,
            filterConfig: filter.filterConfig,
            isDefault: filter.isDefault,
          })
          .commit(),
    ...previousDefaults.map((other) =>
      items.filter
        .patch(other)
        .set({ isDefault: false })
        .where(({ isDefault }, { eq }) => eq(isDefault, true))
        .commit(),
    ),
  ]).go();
  if (canceled && !canceledByConflict(data)) throw new Error('Saving a calendar filter failed');
  return !canceled;
};

// Removes one of a user's filters.
export const deleteCalendarFilter = async (
  contractorId: string,
  userId: string,
  filterId: string,
): Promise<void> => {
  await CalendarFilter.delete({ contractorId, userId, filterId }).go();
};
