// What the report covers: a period (this month, last month, this quarter, this year, or two days picked) on
// the contractor's calendar, and what its groups are (team member, lead source, material). Both live in the
// URL; a custom period the server would refuse says why under its last day.

import type { ReportGrouping } from '#domain/contract/reports';
import { SelectField } from '#frontend/components/fields/select-field';
import { TextField } from '#frontend/components/fields/text-field';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { groupingLabel } from '../report-labels';
import { groupings, type PeriodPreset, periodPresets } from '../report-search';
import type { ReportsState } from '../use-reports';

const presetLabel: Readonly<Record<PeriodPreset, TranslationKey>> = {
  thisMonth: 'report.thisMonth',
  lastMonth: 'report.lastMonth',
  thisQuarter: 'reports.period.thisQuarter',
  thisYear: 'reports.period.thisYear',
  custom: 'reports.period.custom',
};

type ControlsProps = Pick<
  ReportsState,
  'preset' | 'period' | 'problem' | 'groupBy' | 'setPreset' | 'setDay' | 'setGroupBy'
>;

export const ReportControls = ({
  preset,
  period,
  problem,
  groupBy,
  setPreset,
  setDay,
  setGroupBy,
}: ControlsProps) => {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="report-controls">
      <SelectField<PeriodPreset>
        label={t('reports.period')}
        value={preset}
        onValueChange={setPreset}
        options={periodPresets.map((value) => ({ value, label: t(presetLabel[value]) }))}
        data-testid="report-period"
      />
      {preset === 'custom' ? (
        <>
          <TextField
            type="date"
            label={t('reports.from')}
            value={period.from}
            onValueChange={(value) => setDay('from', value)}
            data-testid="report-from"
          />
          <TextField
            type="date"
            label={t('reports.to')}
            value={period.to}
            min={period.from}
            onValueChange={(value) => setDay('to', value)}
            error={problem ? t(problem) : undefined}
            data-testid="report-to"
          />
        </>
      ) : null}
      <SelectField<ReportGrouping>
        label={t('reports.groupBy')}
        value={groupBy}
        onValueChange={setGroupBy}
        options={groupings.map((value) => ({ value, label: t(groupingLabel[value]) }))}
        data-testid="report-group-by"
      />
    </div>
  );
};
