// The contractor's own adjustments: a label, an amount added (or, negative, taken off) and the reason,
// priced as given (no markup). The rows are an array field of the builder's form.
import { Trash2 } from 'lucide-react';
import { useT } from '#frontend/i18n/use-t';
import { newAdjustment } from '../builder-values';
import type { BuilderForm } from '../use-quote-builder';
import { AddRowButton, IconButton } from './list-buttons';

const maxAdjustments = 20;

/** An adjustment's two texts: the label beside the amount, the reason under both. */
const textBoxes = {
  label: { className: 'col-span-2 sm:col-span-1', maxLength: 80 },
  reason: { className: 'col-span-2 sm:col-span-3', maxLength: 200 },
} as const;

const AdjustmentText = ({
  form,
  index,
  part,
}: {
  form: BuilderForm;
  index: number;
  part: keyof typeof textBoxes;
}) => {
  const t = useT();
  return (
    <form.AppField name={`adjustments[${index}].${part}`}>
      {(field) => (
        <field.TextField {...textBoxes[part]} label={t(`quote.adjustment.${part}`)} autoComplete="off" />
      )}
    </form.AppField>
  );
};

export const AdjustmentsEditor = ({ form }: { form: BuilderForm }) => {
  const t = useT();
  return (
    <form.Field name="adjustments" mode="array">
      {(adjustments) => (
        <div className="space-y-3">
          {adjustments.state.value.length > 0 ? (
            <ul className="space-y-3">
              {adjustments.state.value.map((adjustment, index) => (
                <li
                  key={adjustment.key}
                  className="grid grid-cols-[1fr_auto] gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-[1fr_8rem_auto]"
                >
                  <AdjustmentText form={form} index={index} part="label" />
                  <form.AppField name={`adjustments[${index}].value`}>
                    {(field) => (
                      <field.TextField
                        label={t('form.amountDollars')}
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder={t('quote.adjustment.amountPlaceholder')}
                      />
                    )}
                  </form.AppField>
                  <IconButton
                    Icon={Trash2}
                    label={t('quote.adjustment.remove', { number: index + 1 })}
                    onClick={() => adjustments.removeValue(index)}
                    className="mt-6 hover:text-red-700"
                  />
                  <AdjustmentText form={form} index={index} part="reason" />
                </li>
              ))}
            </ul>
          ) : null}
          <AddRowButton
            rows={adjustments}
            max={maxAdjustments}
            newRow={newAdjustment}
            label={t('quote.adjustment.add')}
            variant="secondary"
            className="h-11"
          />
        </div>
      )}
    </form.Field>
  );
};
