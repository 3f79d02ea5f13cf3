// Extras on top of the fence: tearing out an old fence, post caps, and gate hardware for the chosen
// material (or for any fence), each with an optional quantity — empty means the usual count.
import { type AnyFieldApi, useStore } from '@tanstack/react-form';
import type { Catalog } from '#domain/pricing/catalog';
import { catalogFor } from '#domain/pricing/catalog';
import { removalMaterialIds } from '#domain/pricing/materials';
import { CheckboxField } from '#frontend/components/fields/checkbox-field';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import type { BuilderForm } from '../use-quote-builder';
import { useShownMessage } from './list-message';

/** A count as typed: a number keypad, and no suggestions from earlier forms. */
const countBox = { inputMode: 'numeric', autoComplete: 'off' } as const;

export const RemovalFields = ({ form }: { form: BuilderForm }) => {
  const t = useT();
  const enabled = useStore(form.store, (state) => state.values.removal.enabled);
  return (
    <div className="space-y-3">
      <form.AppField name="removal.enabled">
        {(field) => <field.CheckboxField label={t('quote.removal.enabled')} data-testid="removal-enabled" />}
      </form.AppField>
      {enabled ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField name="removal.material">
            {(field) => (
              <field.SelectField
                label={t('quote.removal.material')}
                options={removalMaterialIds.map((value) => ({ value, label: t(`quote.material.${value}`) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="removal.lengthFt">
            {(field) => (
              <field.TextField
                label={t('quote.removal.length')}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('quote.removal.lengthPlaceholder')}
              />
            )}
          </form.AppField>
        </div>
      ) : null}
    </div>
  );
};

export const CapFields = ({ form, catalog }: { form: BuilderForm; catalog: Catalog }) => {
  const t = useT();
  const capId = useStore(form.store, (state) => state.values.capId);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <form.AppField
        name="capId"
        // Without a cap there is nothing to count.
        listeners={{ onChange: ({ value }) => value === '' && form.setFieldValue('capQuantity', '') }}
      >
        {(field) => (
          <field.SelectField
            label={t('quote.caps.cap')}
            options={[
              { value: '', label: t('quote.caps.none') },
              ...catalog.postCaps.map((cap) => ({ value: cap.id, label: cap.name })),
            ]}
          />
        )}
      </form.AppField>
      <form.AppField name="capQuantity">
        {(field) => (
          <field.TextField
            label={t('quote.caps.quantity')}
            {...countBox}
            disabled={capId === ''}
            placeholder={t('quote.caps.quantityPlaceholder')}
          />
        )}
      </form.AppField>
    </div>
  );
};

type HardwareItem = Catalog['hardwareItems'][number];

const hardwareHint = (t: TFunction, item: HardwareItem) =>
  item.materialType === 'any'
    ? `${t(`quote.hardware.type.${item.itemType}`)} · ${t('quote.hardware.anyFence')}`
    : t(`quote.hardware.type.${item.itemType}`);

/** A chosen item's box: ticked (unticking takes it off), with the item's message under it. */
const ChosenBox = ({
  field,
  item,
  onRemove,
}: {
  field: AnyFieldApi;
  item: HardwareItem;
  onRemove: () => void;
}) => {
  const t = useT();
  const error = useShownMessage(field);
  return (
    <CheckboxField
      label={item.name}
      hint={hardwareHint(t, item)}
      checked
      onCheckedChange={onRemove}
      error={error}
    />
  );
};

export const HardwareFields = ({ form, catalog }: { form: BuilderForm; catalog: Catalog }) => {
  const t = useT();
  const material = useStore(form.store, (state) => state.values.material);
  const chosen = useStore(form.store, (state) => state.values.hardware);
  const offered = catalogFor(catalog, material).hardwareItems;
  // An item chosen earlier that this material does not offer stays listed, so it can be taken off.
  const kept = catalog.hardwareItems.filter(
    (item) => !offered.includes(item) && chosen.some((entry) => entry.hardwareId === item.id),
  );
  const hardwareItems = [...offered, ...kept];
  if (hardwareItems.length === 0) return <p className="text-sm text-slate-600">{t('quote.hardware.none')}</p>;
  // The list is no field of its own, so the form is checked again after each change to it.
  const change = (edit: () => void) => {
    edit();
    void form.validate('change');
  };
  return (
    <ul className="divide-y divide-slate-100">
      {hardwareItems.map((item) => {
        const index = chosen.findIndex((entry) => entry.hardwareId === item.id);
        return (
          <li key={item.id} className="grid grid-cols-[1fr_7rem] items-start gap-3 py-1">
            {index >= 0 ? (
              <>
                <form.Field name={`hardware[${index}].hardwareId`}>
                  {(field) => (
                    <ChosenBox
                      field={field}
                      item={item}
                      onRemove={() => change(() => form.removeFieldValue('hardware', index))}
                    />
                  )}
                </form.Field>
                <form.AppField name={`hardware[${index}].quantity`}>
                  {(field) => (
                    <field.TextField
                      label={t('form.quantity')}
                      {...countBox}
                      placeholder={t('quote.hardware.quantityPlaceholder')}
                    />
                  )}
                </form.AppField>
              </>
            ) : (
              <CheckboxField
                label={item.name}
                hint={hardwareHint(t, item)}
                checked={false}
                onCheckedChange={() =>
                  change(() => form.pushFieldValue('hardware', { hardwareId: item.id, quantity: '' }))
                }
              />
            )}
          </li>
        );
      })}
    </ul>
  );
};
