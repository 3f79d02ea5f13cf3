// Post caps and hardware items: one row per entry (a card on narrow screens), added and removed here.
// New entries get their id from their name when saved.
import { type HardwareItemType, hardwareItemTypes } from '#domain/pricing/catalog';
import { type FenceMaterialId, fenceMaterialIds } from '#domain/pricing/materials';
import { useT } from '#frontend/i18n/use-t';
import { newHardwareItem, newPostCap } from '../catalog-form-values';
import { catalogMaterialNameKey } from '../material-names';
import type { SettingsForm } from '../use-settings-form';
import { CatalogItemList } from './catalog-item-list';

const maxPostCaps = 50;
const maxHardwareItems = 100;

export const PostCapsSection = ({ form }: { form: SettingsForm }) => (
  <CatalogItemList
    form={form}
    list="postCaps"
    testId="caps-list"
    prefix="cap"
    breakpoint="lg"
    columns="lg:grid-cols-[minmax(0,2fr)_8rem_minmax(0,2fr)_2.5rem]"
    fieldsClassName="grid grid-cols-[8rem_minmax(0,1fr)] items-start gap-3 lg:contents"
    max={maxPostCaps}
    newItem={newPostCap}
    text={{
      empty: 'settings.caps.empty',
      add: 'settings.caps.add',
      unnamed: 'settings.caps.newCap',
      nameLabel: 'settings.caps.nameLabel',
      priceLabel: 'settings.catalog.priceOf',
    }}
  />
);

/** Hardware rows also say which material and what kind of item each entry is. */
export const HardwareSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const materials = [
    { value: 'any' as const, label: t(catalogMaterialNameKey.any) },
    ...fenceMaterialIds.map((material) => ({ value: material, label: t(catalogMaterialNameKey[material]) })),
  ];
  const types = hardwareItemTypes.map((type) => ({
    value: type,
    label: t(`settings.hardware.type.${type}`),
  }));
  return (
    <CatalogItemList
      form={form}
      list="hardwareItems"
      testId="hardware-list"
      prefix="hardware"
      breakpoint="xl"
      columns="xl:grid-cols-[minmax(0,2fr)_10.5rem_8rem_7rem_minmax(0,1.5fr)_2.5rem]"
      fieldsClassName="grid grid-cols-2 items-start gap-3 sm:grid-cols-4 xl:contents"
      max={maxHardwareItems}
      newItem={newHardwareItem}
      text={{
        empty: 'settings.hardware.empty',
        add: 'settings.hardware.add',
        unnamed: 'settings.hardware.newItem',
        nameLabel: 'settings.hardware.nameLabel',
        priceLabel: 'settings.catalog.priceOf',
      }}
      extraHeaders={['form.material', 'settings.hardware.type']}
      extraFields={({ index, name, labelClassName }) => (
        <>
          <form.AppField name={`catalog.hardwareItems[${index}].materialType`}>
            {(field) => (
              <field.SelectField<FenceMaterialId | 'any'>
                label={t('form.material')}
                aria-label={t('settings.hardware.materialOf', { name })}
                labelClassName={labelClassName}
                options={materials}
                data-testid={`hardware-${index}-material`}
              />
            )}
          </form.AppField>
          <form.AppField name={`catalog.hardwareItems[${index}].itemType`}>
            {(field) => (
              <field.SelectField<HardwareItemType>
                label={t('settings.hardware.type')}
                aria-label={t('settings.hardware.typeOf', { name })}
                labelClassName={labelClassName}
                options={types}
                data-testid={`hardware-${index}-type`}
              />
            )}
          </form.AppField>
        </>
      )}
    />
  );
};
