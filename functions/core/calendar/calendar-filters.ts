// A user's saved schedule filters (SPEC §3 Calendar filter): listed, saved, changed and removed, with at
// most one default — saving a default clears the old one in the same transaction — and at most 20 each.
import type { CalendarFilterInput } from '#domain/schemas/calendar-event';
import { DomainError } from '#functions/core/errors';
import {
  type CalendarFilterItem,
  deleteCalendarFilter,
  listCalendarFilters,
  saveCalendarFilter,
} from '#functions/store/calendar-filters';
import { newId } from '../tokens';

export const maxFiltersPerUser = 20;

/** A filter's own fields (what the API answers). */
type SavedFilter = Pick<CalendarFilterItem, 'filterId' | 'filterName' | 'filterConfig' | 'isDefault'>;

const filterNotFound = () => new DomainError('NOT_FOUND', 'filter.notFound');
const filterChanged = () => new DomainError('CONFLICT', 'filter.changed');

export const listFilters = (contractorId: string, userId: string) =>
  listCalendarFilters(contractorId, userId);

const save = async (
  contractorId: string,
  userId: string,
  filterId: string,
  input: CalendarFilterInput,
  existing: CalendarFilterItem[],
  isNew: boolean,
): Promise<SavedFilter> => {
  const filter = { contractorId, userId, filterId, ...input };
  const previousDefaults = input.isDefault
    ? existing.filter((other) => other.isDefault && other.filterId !== filterId)
    : [];
  if (!(await saveCalendarFilter(filter, previousDefaults, isNew))) throw filterChanged();
  // What the transaction wrote is the filter: no read back.
  return filter;
};

export const createFilter = async (contractorId: string, userId: string, input: CalendarFilterInput) => {
  const existing = await listCalendarFilters(contractorId, userId);
  if (existing.length >= maxFiltersPerUser) throw new DomainError('LIST_FULL', 'filter.full');
  return save(contractorId, userId, newId('cf'), input, existing, true);
};

export const updateFilter = async (
  contractorId: string,
  userId: string,
  filterId: string,
  input: CalendarFilterInput,
) => {
  const existing = await listCalendarFilters(contractorId, userId);
  if (!existing.some((item) => item.filterId === filterId)) throw filterNotFound();
  return save(contractorId, userId, filterId, input, existing, false);
};

export const removeFilter = async (contractorId: string, userId: string, filterId: string) => {
  const existing = await listCalendarFilters(contractorId, userId);
  if (!existing.some((item) => item.filterId === filterId)) throw filterNotFound();
  await deleteCalendarFilter(contractorId, userId, filterId);
};

/** A filter as the API answers it. */
export const presentFilter = (filter: SavedFilter) => ({
  id: filter.filterId,
  filterName: filter.filterName,
  filterConfig: filter.filterConfig,
  isDefault: filter.isDefault ?? false,
});
