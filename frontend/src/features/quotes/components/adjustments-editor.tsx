// The contractor's own adjustments: a label, an amount added (or, negative, taken off) and the reason,
// priced as given (no markup).
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { TextField } from '#frontend/components/ui/text-field';
import { useT } from '#frontend/i18n/use-t';
import { type AdjustmentValues, newAdjustment } from '../builder-values';
import type { FieldHelpers } from './sides-editor';

const maxAdjustments = 20;

interface AdjustmentsEditorProps extends FieldHelpers {
  adjustments: AdjustmentValues[];
  onChange: (adjustments: AdjustmentValues[]) => void;
}

export const AdjustmentsEditor = ({ adjustments, onChange, errorAt, touch }: AdjustmentsEditorProps) => {
  const t = useT();
  const update = (index: number, patch: Partial<AdjustmentValues>) =>
    onChange(adjustments.map((adjustment, at) => (at === index ? { ...adjustment, ...patch } : adjustment)));
  return (
    <div className="space-y-3">
      {adjustments.length > 0 ? (
        <ul className="space-y-3">
          {adjustments.map((adjustment, index) => {
            const path = `adjustments.${index}`;
            return (
              <li
                key={adjustment.key}
                className="grid grid-cols-[1fr_auto] gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-[1fr_8rem_auto]"
              >
                <TextField
                  className="col-span-2 sm:col-span-1"
                  label={t('quote.adjustment.label')}
                  autoComplete="off"
                  maxLength={80}
                  value={adjustment.label}
                  onChange={(event) => update(index, { label: event.target.value })}
                  onBlur={() => touch(`${path}.label`)}
                  error={errorAt(`${path}.label`)}
                />
                <TextField
                  label={t('quote.adjustment.amount')}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('quote.adjustment.amountPlaceholder')}
                  value={adjustment.value}
                  onChange={(event) => update(index, { value: event.target.value })}
                  onBlur={() => touch(`${path}.value`)}
                  error={errorAt(`${path}.value`)}
                />
                <button
                  type="button"
                  className="inline-flex size-11 items-center justify-center mt-6 rounded-lg text-slate-600 hover:bg-slate-100 hover:text-red-700"
                  aria-label={t('quote.adjustment.remove', { number: index + 1 })}
                  onClick={() => onChange(adjustments.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
                <TextField
                  className="col-span-2 sm:col-span-3"
                  label={t('quote.adjustment.reason')}
                  autoComplete="off"
                  maxLength={200}
                  value={adjustment.reason}
                  onChange={(event) => update(index, { reason: event.target.value })}
                  onBlur={() => touch(`${path}.reason`)}
                  error={errorAt(`${path}.reason`)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <Button
        variant="secondary"
        className="h-11"
        disabled={adjustments.length >= maxAdjustments}
        onClick={() => onChange([...adjustments, newAdjustment()])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('quote.adjustment.add')}
      </Button>
    </div>
  );
};
