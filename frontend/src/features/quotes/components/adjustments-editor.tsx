// The contractor's own adjustments: a label, an amount added (or, negative, taken off) and the reason,
// priced as given (no markup). The rows are an array field of the builder's form. Beside "Add adjustment", a
// picker of the ready-made adjustments the administrators offer adds a row filled from one (a percentage
// worked out in dollars from the price as it stands); it is not shown when there are none to offer, or they
// could not be read (offline, a failure).
import { Trash2 } from 'lucide-react';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { SelectField } from '#frontend/components/fields/select-field';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { PricingSettingsData as PricingSettings } from '#frontend/lib/pricing-settings';
import { prefilledAdjustment, priceBeforeAdjustmentsCents } from '../adjustment-type-prefill';
import { type AdjustmentType, useOfferedAdjustmentTypes } from '../api/get-adjustment-types';
import { livePrice } from '../builder-price';
import { type AdjustmentValues, newAdjustment } from '../builder-values';
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

/** A type as the picker lists it: its label and its default value (dollars, or a percentage). */
const useOptionLabel = () => {
  const t = useT();
  const percent = new Intl.NumberFormat(localeOf(t.lang), { style: 'percent', maximumFractionDigits: 2 });
  return (type: AdjustmentType) =>
    t('adjustmentTypes.option', {
      label: type.label,
      value:
        type.adjustmentType === 'fixed'
          ? formatDollars(type.defaultValue)
          : percent.format(type.defaultValue / 100),
    });
};

/** The picker of ready-made adjustments: picking one adds its row (the picker then reads "Choose one…" again). */
const AdjustmentTypePicker = ({
  types,
  full,
  onPick,
}: {
  types: readonly AdjustmentType[];
  full: boolean;
  onPick: (type: AdjustmentType) => void;
}) => {
  const t = useT();
  const optionLabel = useOptionLabel();
  return (
    <SelectField<string>
      id="adjustment-type-picker"
      className="sm:max-w-xs"
      label={t('adjustmentTypes.pick')}
      value=""
      disabled={full}
      options={[
        { value: '', label: t('adjustmentTypes.pickPlaceholder') },
        ...types.map((type) => ({ value: type.id, label: optionLabel(type) })),
      ]}
      onValueChange={(id) => {
        const type = types.find((candidate) => candidate.id === id);
        if (type) onPick(type);
      }}
      data-testid="adjustment-type-picker"
    />
  );
};

export const AdjustmentsEditor = ({ form, settings }: { form: BuilderForm; settings: PricingSettings }) => {
  const t = useT();
  const types = useOfferedAdjustmentTypes();
  /** A picked type's row, priced against the fence as it stands now. */
  const rowOf = (type: AdjustmentType): AdjustmentValues => {
    const { estimate } = livePrice(form.state.values, settings);
    const base = estimate ? priceBeforeAdjustmentsCents(estimate) : undefined;
    return { ...newAdjustment(), ...prefilledAdjustment(type, base) };
  };
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
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <AddRowButton
              rows={adjustments}
              max={maxAdjustments}
              newRow={newAdjustment}
              label={t('quote.adjustment.add')}
              variant="secondary"
              className="h-11"
            />
            {types.length > 0 ? (
              <AdjustmentTypePicker
                types={types}
                full={adjustments.state.value.length >= maxAdjustments}
                onPick={(type) => adjustments.pushValue(rowOf(type))}
              />
            ) : null}
          </div>
        </div>
      )}
    </form.Field>
  );
};
