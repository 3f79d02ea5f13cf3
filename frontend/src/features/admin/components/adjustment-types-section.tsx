// The adjustment types (put inside the admin page's card, AdminSection): every type by label — its
// description, whether it is a fixed amount or a percentage, the default value, whether the quote builder
// offers it — with Edit and Offer / Stop offering, and "Add adjustment type". The list loads on its own and
// fails on its own.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Pencil, Plus, Power } from 'lucide-react';
import { useState } from 'react';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { Button } from '#frontend/components/ui/button';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { StatusPill } from '#frontend/components/ui/status-pill';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import {
  type AdjustmentType,
  adminAdjustmentTypesQueryOptions,
  useChangeAdjustmentType,
} from '../api/adjustment-types';
import { AdjustmentTypeDialog } from './adjustment-type-dialog';

const cell = 'px-3 py-2 align-top text-slate-700';

/** A type's default value as read: dollars, or a percentage. */
const useValueText = () => {
  const t = useT();
  const percent = new Intl.NumberFormat(localeOf(t.lang), { style: 'percent', maximumFractionDigits: 2 });
  return (type: AdjustmentType) =>
    type.adjustmentType === 'fixed'
      ? formatDollars(type.defaultValue)
      : percent.format(type.defaultValue / 100);
};

const TypeRow = ({
  type,
  busy,
  onEdit,
  onToggle,
}: {
  type: AdjustmentType;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
}) => {
  const t = useT();
  const valueText = useValueText();
  return (
    <tr data-testid="adjustment-type" data-label={type.label} data-active={type.isActive}>
      <td className={cell}>
        <p className="font-medium break-words text-slate-900">{type.label}</p>
        {type.description ? <p className="text-xs break-words text-slate-600">{type.description}</p> : null}
      </td>
      <td className={cell}>{t(`adjustmentTypes.kind.${type.adjustmentType}`)}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>{valueText(type)}</td>
      <td className={cell}>
        <StatusPill
          status={type.isActive ? 'on' : 'off'}
          tone={type.isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}
          testId="adjustment-type-status"
        >
          {t(type.isActive ? 'adjustmentTypes.offered' : 'adjustmentTypes.notOffered')}
        </StatusPill>
      </td>
      <td className={cell}>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('adjustmentTypes.actions', { label: type.label })}</legend>
          <Button variant="secondary" size="sm" onClick={onEdit} data-testid="adjustment-type-edit">
            <Pencil aria-hidden="true" className="size-4" />
            {t('form.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={onToggle}
            data-testid="adjustment-type-toggle"
          >
            <Power aria-hidden="true" className="size-4" />
            {t(type.isActive ? 'adjustmentTypes.switchOff' : 'adjustmentTypes.switchOn')}
          </Button>
        </fieldset>
      </td>
    </tr>
  );
};

const TypesTable = ({
  types,
  busy,
  onEdit,
  onToggle,
}: {
  types: readonly AdjustmentType[];
  busy: boolean;
  onEdit: (type: AdjustmentType) => void;
  onToggle: (type: AdjustmentType) => void;
}) => {
  const t = useT();
  const columns = [
    t('quote.adjustment.label'),
    t('adjustmentTypes.kind'),
    t('adjustmentTypes.value'),
    t('form.status'),
    t('admin.col.actions'),
  ];
  return (
    <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200">
      <table
        className="min-w-full divide-y divide-slate-200 text-left text-sm"
        data-testid="adjustment-types-table"
      >
        <caption className="sr-only">{t('adjustmentTypes.title')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {types.map((type) => (
            <TypeRow
              key={type.id}
              type={type}
              busy={busy}
              onEdit={() => onEdit(type)}
              onToggle={() => onToggle(type)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
};

const AdjustmentTypes = () => {
  const t = useT();
  const { data: types } = useSuspenseQuery(adminAdjustmentTypesQueryOptions());
  const change = useChangeAdjustmentType();
  /** The dialog open: undefined for none, null to add, a type to edit. */
  const [editing, setEditing] = useState<AdjustmentType | null | undefined>(undefined);
  const toggle = (type: AdjustmentType) =>
    change.mutate(
      { id: type.id, change: { isActive: !type.isActive } },
      {
        onSuccess: () =>
          toast({
            title: t(type.isActive ? 'adjustmentTypes.nowOff' : 'adjustmentTypes.nowOn', {
              label: type.label,
            }),
          }),
        onError: (error) => toast(failureToast(error, t, t('adjustmentTypes.saveFailed'))),
      },
    );
  return (
    <div data-testid="adjustment-types">
      <Button size="md" onClick={() => setEditing(null)} data-testid="adjustment-type-add">
        <Plus aria-hidden="true" className="size-4" />
        {t('adjustmentTypes.add')}
      </Button>
      {types.length === 0 ? (
        <p className="py-6 text-sm text-slate-600">{t('adjustmentTypes.empty')}</p>
      ) : (
        <TypesTable types={types} busy={change.isPending} onEdit={setEditing} onToggle={toggle} />
      )}
      {editing === undefined ? null : (
        <AdjustmentTypeDialog
          key={editing?.id ?? 'new'}
          type={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
};

export const AdjustmentTypesSection = () => {
  const t = useT();
  return (
    <QueryBoundary
      pending={<LoadingStatus className="py-6 text-sm">{t('common.loading')}</LoadingStatus>}
      failure={({ error, retry }) => (
        <RegionLoadFailed title={t('adjustmentTypes.loadFailed')} error={error} retry={retry} />
      )}
    >
      <AdjustmentTypes />
    </QueryBoundary>
  );
};
