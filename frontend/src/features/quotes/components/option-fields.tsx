// Extras on top of the fence: tearing out an old fence, post caps, and gate hardware for the chosen
// material (or for any fence), each with an optional quantity — empty means the usual count.
import type { Catalog } from '#domain/pricing/catalog';
import { catalogFor } from '#domain/pricing/catalog';
import { type FenceMaterialId, removalMaterialIds } from '#domain/pricing/materials';
import { TextField } from '#frontend/components/ui/text-field';
import { useT } from '#frontend/i18n/use-t';
import type { BuilderValues } from '../builder-values';
import { CheckboxField, SelectField } from './form-controls';
import type { FieldHelpers } from './sides-editor';

interface OptionFieldsProps extends FieldHelpers {
  values: BuilderValues;
  catalog: Catalog;
  onChange: (patch: Partial<BuilderValues>) => void;
}

export const RemovalFields = ({ values, onChange, errorAt, touch }: Omit<OptionFieldsProps, 'catalog'>) => {
  const t = useT();
  const { removal } = values;
  const set = (patch: Partial<BuilderValues['removal']>) => onChange({ removal: { ...removal, ...patch } });
  return (
    <div className="space-y-3">
      <CheckboxField
        label={t('quote.removal.enabled')}
        checked={removal.enabled}
        onChange={(enabled) => set({ enabled })}
        testId="removal-enabled"
      />
      {removal.enabled ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('quote.removal.material')}
            value={removal.material}
            onChange={(event) => set({ material: event.target.value as FenceMaterialId })}
            error={errorAt('removal.material')}
          >
            {removalMaterialIds.map((material) => (
              <option key={material} value={material}>
                {t(`quote.material.${material}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('quote.removal.length')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('quote.removal.lengthPlaceholder')}
            value={removal.lengthFt}
            onChange={(event) => set({ lengthFt: event.target.value })}
            onBlur={() => touch('removal.lengthFt')}
            error={errorAt('removal.lengthFt')}
          />
        </div>
      ) : null}
    </div>
  );
};

export const CapFields = ({ values, catalog, onChange, errorAt, touch }: OptionFieldsProps) => {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('quote.caps.cap')}
        value={values.capId}
        onChange={(event) => {
          onChange({ capId: event.target.value, ...(event.target.value === '' ? { capQuantity: '' } : {}) });
          touch('capId');
        }}
        error={errorAt('capId')}
      >
        <option value="">{t('quote.caps.none')}</option>
        {catalog.postCaps.map((cap) => (
          <option key={cap.id} value={cap.id}>
            {cap.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('quote.caps.quantity')}
        inputMode="numeric"
        autoComplete="off"
        disabled={values.capId === ''}
        placeholder={t('quote.caps.quantityPlaceholder')}
        value={values.capQuantity}
        onChange={(event) => onChange({ capQuantity: event.target.value })}
        onBlur={() => touch('capQuantity')}
        error={errorAt('capQuantity')}
      />
    </div>
  );
};

export const HardwareFields = ({ values, catalog, onChange, errorAt, touch }: OptionFieldsProps) => {
  const t = useT();
  const offered = catalogFor(catalog, values.material).hardwareItems;
  // An item chosen earlier that this material does not offer stays listed, so it can be taken off.
  const kept = catalog.hardwareItems.filter(
    (item) => !offered.includes(item) && values.hardware.some((chosen) => chosen.hardwareId === item.id),
  );
  const hardwareItems = [...offered, ...kept];
  if (hardwareItems.length === 0) return <p className="text-sm text-slate-600">{t('quote.hardware.none')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {hardwareItems.map((item) => {
        const index = values.hardware.findIndex((chosen) => chosen.hardwareId === item.id);
        const chosen = values.hardware[index];
        const path = `hardware.${index}`;
        return (
          <li key={item.id} className="grid grid-cols-[1fr_7rem] items-start gap-3 py-1">
            <CheckboxField
              label={item.name}
              hint={
                item.materialType === 'any'
                  ? `${t(`quote.hardware.type.${item.itemType}`)} · ${t('quote.hardware.anyFence')}`
                  : t(`quote.hardware.type.${item.itemType}`)
              }
              checked={chosen !== undefined}
              onChange={(checked) =>
                onChange({
                  hardware: checked
                    ? [...values.hardware, { hardwareId: item.id, quantity: '' }]
                    : values.hardware.filter((entry) => entry.hardwareId !== item.id),
                })
              }
              error={chosen ? errorAt(`${path}.hardwareId`) : undefined}
            />
            {chosen ? (
              <TextField
                label={t('quote.hardware.quantity')}
                inputMode="numeric"
                autoComplete="off"
                placeholder={t('quote.hardware.quantityPlaceholder')}
                value={chosen.quantity}
                onChange={(event) =>
                  onChange({
                    hardware: values.hardware.map((entry) =>
                      entry.hardwareId === item.id ? { ...entry, quantity: event.target.value } : entry,
                    ),
                  })
                }
                onBlur={() => touch(`${path}.quantity`)}
                error={errorAt(`${path}.quantity`)}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
};
