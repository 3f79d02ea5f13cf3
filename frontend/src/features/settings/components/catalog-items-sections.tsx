// Post caps and hardware items: one row per entry (a card on narrow screens), added and removed here.
// New entries get their id from their name when saved.
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { type HardwareItemType, hardwareItemTypes } from '../../../../../domain/pricing/catalog';
import { type FenceMaterialId, fenceMaterialIds } from '../../../../../domain/pricing/materials';
import { Button } from '../../../components/ui/button';
import type { TranslationKey } from '../../../i18n/en';
import { useT } from '../../../i18n/use-t';
import { errorFor } from '../../../lib/schema-errors';
import { type HardwareValues, newHardwareItem, newPostCap, type PostCapValues } from '../catalog-form-values';
import { catalogMaterialNameKey } from '../material-names';
import type { SettingsForm } from '../use-settings-form';
import { MoneyField, SelectField, TextInputField } from './fields';
import { RemoveButton } from './remove-button';

const maxPostCaps = 50;
const maxHardwareItems = 100;

const itemTypeKey: Record<HardwareItemType, TranslationKey> = {
  hinge: 'settings.hardware.type.hinge',
  latch: 'settings.hardware.type.latch',
  drop_rod: 'settings.hardware.type.drop_rod',
  gate_kit: 'settings.hardware.type.gate_kit',
  lock: 'settings.hardware.type.lock',
  other: 'settings.hardware.type.other',
};

/** Visible above each box on narrow screens; from `breakpoint` up the column headers name the boxes. */
const rowLabel = {
  lg: 'mb-1 block text-xs font-medium text-slate-700 lg:sr-only',
  xl: 'mb-1 block text-xs font-medium text-slate-700 xl:sr-only',
};

interface ItemListProps {
  testId: string;
  headers: ReactNode;
  children: ReactNode;
  empty: string;
  count: number;
  listError: string | undefined;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
}

const ItemList = ({
  testId,
  headers,
  children,
  empty,
  count,
  listError,
  addLabel,
  canAdd,
  onAdd,
}: ItemListProps) => (
  <div className="space-y-3" data-testid={testId}>
    {count === 0 ? <p className="text-sm text-slate-600">{empty}</p> : headers}
    <ul className="space-y-3">{children}</ul>
    {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
    <Button variant="secondary" onClick={onAdd} disabled={!canAdd} data-testid={`${testId}-add`}>
      <Plus aria-hidden="true" className="size-4" />
      {addLabel}
    </Button>
  </div>
);

const capColumns = 'lg:grid-cols-[minmax(0,2fr)_8rem_minmax(0,2fr)_2.5rem]';

export const PostCapsSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const caps = form.catalog.postCaps;
  const path = (index: number, field: string) => `catalog.postCaps.${index}.${field}`;
  const edit = (index: number, field: 'name' | 'price' | 'imageUrl') => (value: string) =>
    form.editCatalog(
      (draft) => {
        const cap = draft.postCaps[index];
        if (cap) cap[field] = value;
      },
      path(index, field === 'price' ? 'priceCents' : field),
    );
  const add = () => {
    const cap = newPostCap();
    form.editCatalog((draft) => {
      draft.postCaps.push(cap);
    });
    requestAnimationFrame(() => document.getElementById(`cap-${cap.key}-name`)?.focus());
  };
  return (
    <ItemList
      testId="caps-list"
      count={caps.length}
      empty={t('settings.caps.empty')}
      listError={form.errors['catalog.postCaps']}
      addLabel={t('settings.caps.add')}
      canAdd={caps.length < maxPostCaps}
      onAdd={add}
      headers={
        <div
          aria-hidden="true"
          className={`hidden gap-3 px-3 text-xs font-semibold text-slate-600 lg:grid ${capColumns}`}
        >
          <span>{t('settings.catalog.name')}</span>
          <span>{t('settings.catalog.price')}</span>
          <span>{t('settings.catalog.imageUrl')}</span>
        </div>
      }
    >
      {caps.map((cap: PostCapValues, index) => {
        const name = cap.name.trim() || t('settings.caps.newCap');
        return (
          <li
            key={cap.key}
            className={`space-y-3 rounded-xl border border-slate-200 p-3 lg:grid lg:items-start lg:gap-3 lg:space-y-0 ${capColumns}`}
            data-testid={`cap-${index}`}
          >
            <div className="flex items-start gap-2 lg:contents">
              <TextInputField
                id={`cap-${cap.key}-name`}
                className="min-w-0 flex-1"
                label={t('settings.catalog.name')}
                aria-label={t('settings.caps.nameLabel', { number: index + 1 })}
                labelClassName={rowLabel.lg}
                maxLength={100}
                value={cap.name}
                onValueChange={edit(index, 'name')}
                error={errorFor(form.errors, path(index, 'name'))}
                data-testid={`cap-${index}-name`}
              />
              <div className="pt-6 lg:order-last lg:pt-0.5">
                <RemoveButton
                  label={t('settings.catalog.removeItem', { name })}
                  testId={`cap-${index}-remove`}
                  onClick={() => {
                    form.editCatalog((draft) => {
                      draft.postCaps.splice(index, 1);
                    });
                    form.clearCatalogErrors();
                  }}
                />
              </div>
            </div>
            <div className="grid grid-cols-[8rem_minmax(0,1fr)] items-start gap-3 lg:contents">
              <MoneyField
                label={t('settings.catalog.price')}
                aria-label={t('settings.caps.priceLabel', { name })}
                labelClassName={rowLabel.lg}
                value={cap.price}
                onValueChange={edit(index, 'price')}
                error={errorFor(form.errors, path(index, 'priceCents'))}
                data-testid={`cap-${index}-price`}
              />
              <TextInputField
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                label={t('settings.catalog.imageUrl')}
                aria-label={t('settings.catalog.imageUrlOf', { name })}
                labelClassName={rowLabel.lg}
                value={cap.imageUrl}
                onValueChange={edit(index, 'imageUrl')}
                error={errorFor(form.errors, path(index, 'imageUrl'))}
                data-testid={`cap-${index}-imageUrl`}
              />
            </div>
            {cap.id ? null : (
              <p className="text-xs text-slate-500 lg:order-last lg:col-span-full">
                {t('settings.catalog.id')}{' '}
                <code className="text-slate-700">{form.catalogInput.ids.get(cap.key)}</code>
              </p>
            )}
          </li>
        );
      })}
    </ItemList>
  );
};

const hardwareColumns = 'xl:grid-cols-[minmax(0,2fr)_10.5rem_8rem_7rem_minmax(0,1.5fr)_2.5rem]';

export const HardwareSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const items = form.catalog.hardwareItems;
  const path = (index: number, field: string) => `catalog.hardwareItems.${index}.${field}`;
  const edit =
    <F extends 'name' | 'price' | 'imageUrl' | 'materialType' | 'itemType'>(index: number, field: F) =>
    (value: HardwareValues[F]) =>
      form.editCatalog(
        (draft) => {
          const item = draft.hardwareItems[index];
          if (item) item[field] = value;
        },
        path(index, field === 'price' ? 'priceCents' : field),
      );
  const add = () => {
    const item = newHardwareItem();
    form.editCatalog((draft) => {
      draft.hardwareItems.push(item);
    });
    requestAnimationFrame(() => document.getElementById(`hardware-${item.key}-name`)?.focus());
  };
  const materials = [
    { value: 'any' as const, label: t(catalogMaterialNameKey.any) },
    ...fenceMaterialIds.map((material) => ({ value: material, label: t(catalogMaterialNameKey[material]) })),
  ];
  const types = hardwareItemTypes.map((type) => ({ value: type, label: t(itemTypeKey[type]) }));
  return (
    <ItemList
      testId="hardware-list"
      count={items.length}
      empty={t('settings.hardware.empty')}
      listError={form.errors['catalog.hardwareItems']}
      addLabel={t('settings.hardware.add')}
      canAdd={items.length < maxHardwareItems}
      onAdd={add}
      headers={
        <div
          aria-hidden="true"
          className={`hidden gap-3 px-3 text-xs font-semibold text-slate-600 xl:grid ${hardwareColumns}`}
        >
          <span>{t('settings.catalog.name')}</span>
          <span>{t('settings.hardware.material')}</span>
          <span>{t('settings.hardware.type')}</span>
          <span>{t('settings.catalog.price')}</span>
          <span>{t('settings.catalog.imageUrl')}</span>
        </div>
      }
    >
      {items.map((item, index) => {
        const name = item.name.trim() || t('settings.hardware.newItem');
        return (
          <li
            key={item.key}
            className={`space-y-3 rounded-xl border border-slate-200 p-3 xl:grid xl:items-start xl:gap-3 xl:space-y-0 ${hardwareColumns}`}
            data-testid={`hardware-${index}`}
          >
            <div className="flex items-start gap-2 xl:contents">
              <TextInputField
                id={`hardware-${item.key}-name`}
                className="min-w-0 flex-1"
                label={t('settings.catalog.name')}
                aria-label={t('settings.hardware.nameLabel', { number: index + 1 })}
                labelClassName={rowLabel.xl}
                maxLength={100}
                value={item.name}
                onValueChange={edit(index, 'name')}
                error={errorFor(form.errors, path(index, 'name'))}
                data-testid={`hardware-${index}-name`}
              />
              <div className="pt-6 xl:order-last xl:pt-0.5">
                <RemoveButton
                  label={t('settings.catalog.removeItem', { name })}
                  testId={`hardware-${index}-remove`}
                  onClick={() => {
                    form.editCatalog((draft) => {
                      draft.hardwareItems.splice(index, 1);
                    });
                    form.clearCatalogErrors();
                  }}
                />
              </div>
            </div>
            <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-4 xl:contents">
              <SelectField<FenceMaterialId | 'any'>
                label={t('settings.hardware.material')}
                aria-label={t('settings.hardware.materialOf', { name })}
                labelClassName={rowLabel.xl}
                value={item.materialType}
                options={materials}
                onValueChange={edit(index, 'materialType')}
                error={errorFor(form.errors, path(index, 'materialType'))}
                data-testid={`hardware-${index}-material`}
              />
              <SelectField<HardwareItemType>
                label={t('settings.hardware.type')}
                aria-label={t('settings.hardware.typeOf', { name })}
                labelClassName={rowLabel.xl}
                value={item.itemType}
                options={types}
                onValueChange={edit(index, 'itemType')}
                error={errorFor(form.errors, path(index, 'itemType'))}
                data-testid={`hardware-${index}-type`}
              />
              <MoneyField
                label={t('settings.catalog.price')}
                aria-label={t('settings.hardware.priceLabel', { name })}
                labelClassName={rowLabel.xl}
                value={item.price}
                onValueChange={edit(index, 'price')}
                error={errorFor(form.errors, path(index, 'priceCents'))}
                data-testid={`hardware-${index}-price`}
              />
              <TextInputField
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                label={t('settings.catalog.imageUrl')}
                aria-label={t('settings.catalog.imageUrlOf', { name })}
                labelClassName={rowLabel.xl}
                value={item.imageUrl}
                onValueChange={edit(index, 'imageUrl')}
                error={errorFor(form.errors, path(index, 'imageUrl'))}
                data-testid={`hardware-${index}-imageUrl`}
              />
            </div>
            {item.id ? null : (
              <p className="text-xs text-slate-500 xl:order-last xl:col-span-full">
                {t('settings.catalog.id')}{' '}
                <code className="text-slate-700">{form.catalogInput.ids.get(item.key)}</code>
              </p>
            )}
          </li>
        );
      })}
    </ItemList>
  );
};
