// The contractor's own adjustments: a label, an amount added (or, negative, taken off) and the reason,
// priced as given (no markup). The rows are an array field of the builder's form.
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { newAdjustment } from '../builder-values';
import type { BuilderForm } from '../use-quote-builder';

const maxAdjustments = 20;

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
                  <form.AppField name={`adjustments[${index}].label`}>
                    {(field) => (
                      <field.TextField
                        className="col-span-2 sm:col-span-1"
                        label={t('quote.adjustment.label')}
                        autoComplete="off"
                        maxLength={80}
                      />
                    )}
                  </form.AppField>
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
                  <button
                    type="button"
                    className="inline-flex size-11 items-center justify-center mt-6 rounded-lg text-slate-600 hover:bg-slate-100 hover:text-red-700"
                    aria-label={t('quote.adjustment.remove', { number: index + 1 })}
                    onClick={() => adjustments.removeValue(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                  <form.AppField name={`adjustments[${index}].reason`}>
                    {(field) => (
                      <field.TextField
                        className="col-span-2 sm:col-span-3"
                        label={t('quote.adjustment.reason')}
                        autoComplete="off"
                        maxLength={200}
                      />
                    )}
                  </form.AppField>
                </li>
              ))}
            </ul>
          ) : null}
          <Button
            variant="secondary"
            className="h-11"
            disabled={adjustments.state.value.length >= maxAdjustments}
            onClick={() => adjustments.pushValue(newAdjustment())}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('quote.adjustment.add')}
          </Button>
        </div>
      )}
    </form.Field>
  );
};
