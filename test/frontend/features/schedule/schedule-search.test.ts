// The schedule's URL: views, days and filters it understands, and nothing else.
import { describe, expect, it } from 'vitest';
import {
  defaultViewFor,
  filtersOf,
  passesFilters,
  searchOfFilters,
  stepDate,
  validateScheduleSearch,
} from '#frontend/features/schedule/schedule-search';

describe('the schedule URL', () => {
  it('keeps known views, real days and known filter values', () => {
    expect(
      validateScheduleSearch({
        view: 'crewWeek',
        date: '2026-12-02',
        types: 'job,repair,party',
        statuses: 'done,cancelled',
        assignees: 'u_1,<script>',
      }),
    ).toEqual({
      view: 'crewWeek',
      date: '2026-12-02',
      types: 'job,repair',
      statuses: 'cancelled',
      assignees: 'u_1',
    });
  });

  it('refuses anything else as undefined (never a raw value)', () => {
    expect(validateScheduleSearch({ view: 'year', date: '2026-02-30', types: 42 })).toEqual({
      view: undefined,
      date: undefined,
      types: undefined,
      statuses: undefined,
      assignees: undefined,
    });
  });

  it('turns filters into URL parameters and back', () => {
    const filters = { types: ['quote' as const], statuses: [], assignees: ['u_1'] };
    expect(filtersOf(searchOfFilters(filters))).toEqual(filters);
    expect(searchOfFilters({ types: [], statuses: [], assignees: [] })).toEqual({
      types: undefined,
      statuses: undefined,
      assignees: undefined,
    });
  });
});

describe('filtering', () => {
  const event = { eventType: 'job' as const, status: 'scheduled' as const, assignedTo: 'u_1' };
  it('lets everything through an empty list, and only the chosen values otherwise', () => {
    expect(passesFilters(event, { types: [], statuses: [], assignees: [] })).toBe(true);
    expect(passesFilters(event, { types: ['job', 'repair'], statuses: [], assignees: ['u_1'] })).toBe(true);
    expect(passesFilters(event, { types: ['reminder'], statuses: [], assignees: [] })).toBe(false);
    expect(passesFilters(event, { types: [], statuses: ['cancelled'], assignees: [] })).toBe(false);
    expect(passesFilters(event, { types: [], statuses: [], assignees: ['u_2'] })).toBe(false);
  });
});

describe('paging', () => {
  it('moves a month, a week or a day at a time', () => {
    expect(stepDate('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepDate('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(stepDate('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(stepDate('agenda', '2026-12-30', -1)).toBe('2026-12-23');
    expect(stepDate('crewDay', '2026-03-08', 1)).toBe('2026-03-09');
  });

  it('opens on the agenda on a phone and the month elsewhere', () => {
    expect(defaultViewFor(390)).toBe('agenda');
    expect(defaultViewFor(1280)).toBe('month');
  });
});
