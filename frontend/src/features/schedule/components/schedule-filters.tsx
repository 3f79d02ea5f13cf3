// The filter bar: event types, statuses and people (SPEC §3 Calendar filter), kept in the URL; saved filters
// to apply in one step, save the current one (optionally as the default that opens the schedule) or delete.
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { calendarEventStatuses, calendarEventTypes } from '#domain/vocabularies';
import { CheckboxField } from '#frontend/components/fields/checkbox-field';
import { SelectField } from '#frontend/components/fields/select-field';
import { TextField } from '#frontend/components/fields/text-field';
import { Button } from '#frontend/components/ui/button';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import type { TeamMember } from '#frontend/lib/team';
import { calendarFiltersQueryOptions, useFilterWrites } from '../api/calendar-filters';
import { eventStatusLabel, eventTypeLabel } from '../event-labels';
import type { ScheduleFilters as Filters } from '../schedule-search';

interface ScheduleFiltersProps {
  filters: Filters;
  team: TeamMember[];
  onChange: (filters: Filters) => void;
}

const toggled = <T extends string>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...new Set([...list, value])] : list.filter((item) => item !== value);

const SaveFilter = ({ filters }: { filters: Filters }) => {
  const t = useT();
  const { save } = useFilterWrites();
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    try {
      await save.mutateAsync({
        filterName: name,
        isDefault,
        filterConfig: { types: filters.types, statuses: filters.statuses, assignedTo: filters.assignees },
      });
      toast({ title: t('schedule.filterSaved', { name: name.trim() }) });
      setName('');
      setError(undefined);
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, string> }).fields ?? {};
      setError(fields.filterName ? t.localize(fields.filterName) : undefined);
      if (!fields.filterName) toast(failureToast(failure, t, t('schedule.filterSaveFailed')));
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3">
      <TextField
        className="min-w-40 flex-1"
        label={t('schedule.filterName')}
        value={name}
        onValueChange={setName}
        maxLength={60}
        error={error}
        data-testid="filter-name"
      />
      <CheckboxField
        label={t('schedule.filterDefault')}
        checked={isDefault}
        onCheckedChange={setIsDefault}
        data-testid="filter-default"
      />
      <Button
        variant="secondary"
        size="md"
        onClick={() => void submit()}
        disabled={save.isPending}
        data-testid="filter-save"
      >
        {t('schedule.filterSave')}
      </Button>
    </div>
  );
};

export const ScheduleFilters = ({ filters, team, onChange }: ScheduleFiltersProps) => {
  const t = useT();
  const saved = useQuery(calendarFiltersQueryOptions());
  const { remove } = useFilterWrites();
  const [chosen, setChosen] = useState('');
  // The panel's controls exist only while it is open: closed, they would be unlabelled and unreachable.
  const [panelOpen, setPanelOpen] = useState(false);
  const count = filters.types.length + filters.statuses.length + filters.assignees.length;
  const apply = (id: string) => {
    setChosen(id);
    const filter = saved.data?.find((item) => item.id === id);
    if (filter)
      onChange({
        types: filter.filterConfig.types,
        statuses: filter.filterConfig.statuses,
        assignees: filter.filterConfig.assignedTo,
      });
  };
  const group = <T extends string>(
    legend: string,
    values: readonly T[],
    selected: readonly T[],
    label: (value: T) => string,
    set: (next: T[]) => void,
    testId: string,
  ) => (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-3">
        {values.map((value) => (
          <CheckboxField
            key={value}
            label={label(value)}
            checked={selected.includes(value)}
            onCheckedChange={(on) => set(toggled(selected, value, on))}
            data-testid={`${testId}-${value}`}
          />
        ))}
      </div>
    </fieldset>
  );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <details
        className="group relative"
        open={panelOpen}
        onToggle={(event) => setPanelOpen(event.currentTarget.open)}
        data-testid="schedule-filters"
      >
        <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {count > 0 ? t('schedule.filtersOn', { count: String(count) }) : t('schedule.filters')}
        </summary>
        {panelOpen ? (
          <div className="absolute z-20 mt-2 w-[min(92vw,36rem)] space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
            {group(
              t('settings.hardware.type'),
              calendarEventTypes,
              filters.types,
              (value) => t(eventTypeLabel[value]),
              (types) => onChange({ ...filters, types }),
              'filter-type',
            )}
            {group(
              t('form.status'),
              calendarEventStatuses,
              filters.statuses,
              (value) => t(eventStatusLabel[value]),
              (statuses) => onChange({ ...filters, statuses }),
              'filter-status',
            )}
            {team.length > 1
              ? group(
                  t('jobs.details.assignee'),
                  team.map((member) => member.id),
                  filters.assignees,
                  (id) => team.find((member) => member.id === id)?.name ?? id,
                  (assignees) => onChange({ ...filters, assignees }),
                  'filter-assignee',
                )
              : null}
            {count > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange({ types: [], statuses: [], assignees: [] })}
                data-testid="filter-clear"
              >
                {t('schedule.filtersClear')}
              </Button>
            ) : null}
            <SaveFilter filters={filters} />
          </div>
        ) : null}
      </details>
      {saved.data && saved.data.length > 0 ? (
        <div className="flex items-end gap-1">
          <SelectField
            className="w-48"
            label={t('schedule.savedFilters')}
            value={chosen}
            options={[
              { value: '', label: t('schedule.chooseFilter') },
              ...saved.data.map((filter) => ({
                value: filter.id,
                label: filter.isDefault
                  ? t('schedule.defaultFilter', { name: filter.filterName })
                  : filter.filterName,
              })),
            ]}
            onValueChange={apply}
            data-testid="saved-filters"
          />
          {chosen ? (
            <Button
              variant="ghost"
              size="md"
              onClick={() =>
                void remove.mutateAsync(chosen).then(
                  () => setChosen(''),
                  (failure) => toast(failureToast(failure, t, t('schedule.filterDeleteFailed'))),
                )
              }
              disabled={remove.isPending}
              data-testid="saved-filter-delete"
            >
              {t('customer.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};
