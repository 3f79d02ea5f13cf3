// Catalog styles: one card per style (name, material, heights, panel length, sort order, image link) with
// a compact table of its prices at each height (panel, post, 3/4/5 ft gates). Cards start folded and open
// when added or when they hold a field to fix. The list is a TanStack Form array field.
import { useSelector } from '@tanstack/react-form';
import { useMemo, useState } from 'react';
import { type FenceMaterialId, fenceMaterialIds } from '#domain/pricing/materials';
import { urlInput } from '#frontend/components/fields/input-presets';
import { fieldsWithErrors, namesOf } from '#frontend/components/form/field-names';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import { newStyle, type StyleValues, styleIds } from '../catalog-form-values';
import { catalogMaterialNameKey } from '../material-names';
import type { SettingsForm } from '../use-settings-form';
import { ListFooter } from './list-footer';
import { RemoveButton } from './remove-button';
import { DisclosureEnd } from './settings-section';
import { StylePriceTable } from './style-price-table';

const maxStyles = 50;

const materialOptions = (t: TFunction) =>
  fenceMaterialIds.map((material) => ({ value: material, label: t(catalogMaterialNameKey[material]) }));

/** A style's own boxes: name, material, heights, panel length, sort order and image link. */
const StyleFields = ({ form, style, index }: { form: SettingsForm; style: StyleValues; index: number }) => {
  const t = useT();
  const field = (name: keyof StyleValues & string) => `catalog.styles[${index}].${name}` as const;
  return (
    <div className="grid grid-cols-2 items-start gap-4 lg:grid-cols-3">
      <form.AppField name={field('styleName')}>
        {(box) => (
          <box.TextField
            id={`style-${style.key}-name`}
            className="col-span-2 lg:col-span-1"
            label={t('settings.styles.name')}
            maxLength={100}
            data-testid={`style-${index}-name`}
          />
        )}
      </form.AppField>
      <form.AppField name={field('materialType')}>
        {(box) => (
          <box.SelectField<FenceMaterialId>
            label={t('form.material')}
            options={materialOptions(t)}
            data-testid={`style-${index}-material`}
          />
        )}
      </form.AppField>
      <form.AppField name={field('heights')}>
        {(box) => (
          <box.TextField
            label={t('settings.styles.heights')}
            hint={t('settings.styles.heightsHint')}
            inputMode="decimal"
            placeholder="6, 5, 8"
            data-testid={`style-${index}-heights`}
          />
        )}
      </form.AppField>
      <form.AppField name={field('lengthInches')}>
        {(box) => (
          <box.AmountField
            label={t('settings.styles.length')}
            hint={t('settings.styles.lengthHint')}
            suffix={t('settings.unit.inches')}
            step="1"
            min={24}
            max={144}
            data-testid={`style-${index}-length`}
          />
        )}
      </form.AppField>
      <form.AppField name={field('sortOrder')}>
        {(box) => (
          <box.AmountField
            label={t('settings.styles.sortOrder')}
            hint={t('settings.styles.sortOrderHint')}
            step="1"
            min={0}
            max={1000}
            inputMode="numeric"
            data-testid={`style-${index}-sortOrder`}
          />
        )}
      </form.AppField>
      <form.AppField name={field('imageUrl')}>
        {(box) => (
          <box.TextField
            className="col-span-2 lg:col-span-1"
            {...urlInput}
            label={t('settings.catalog.imageUrl')}
            hint={t('settings.catalog.imageUrlHint')}
            data-testid={`style-${index}-imageUrl`}
          />
        )}
      </form.AppField>
    </div>
  );
};

interface StyleCardProps {
  form: SettingsForm;
  style: StyleValues;
  index: number;
  /** The id the style saves with (a new one comes from its name). */
  id: string;
  errorCount: number;
  open: boolean;
  onToggle: () => void;
  onRemove: () => void;
}

const StyleCard = ({ form, style, index, id, errorCount, open, onToggle, onRemove }: StyleCardProps) => {
  const t = useT();
  const expanded = open || errorCount > 0;
  const name = style.styleName.trim() || t('settings.styles.newStyle');
  const bodyId = `style-${style.key}-body`;
  return (
    <li className="rounded-xl border border-slate-200" data-testid={`style-${index}`}>
      <div className="flex items-center gap-2 pr-2">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
          data-testid={`style-${index}-toggle`}
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-slate-900">{name}</span>
            <span className="block truncate text-xs text-slate-600">
              {t(catalogMaterialNameKey[style.materialType])}
              {style.heights.trim()
                ? ` · ${t('settings.styles.heightsSummary', { heights: style.heights })}`
                : ''}
            </span>
          </span>
          <DisclosureEnd errorCount={errorCount} open={expanded} />
        </button>
        <RemoveButton
          label={t('form.remove', { name })}
          onClick={onRemove}
          testId={`style-${index}-remove`}
        />
      </div>
      <div id={bodyId} hidden={!expanded} className="space-y-4 border-t border-slate-100 px-4 pt-4 pb-4">
        <StyleFields form={form} style={style} index={index} />
        <p className="text-xs text-slate-500">
          {t('settings.catalog.id')} <code className="text-slate-700">{id}</code>
          {style.id ? '' : ` · ${t('settings.catalog.idFromName')}`}
        </p>
        <StylePriceTable form={form} style={style} index={index} />
      </div>
    </li>
  );
};

export const StylesSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set());
  // The cards show what is typed (names, heights, ids made from names): they follow the values.
  const styles = useSelector(form.store, (state) => state.values.catalog.styles);
  const ids = useMemo(() => styleIds(styles), [styles]);
  const errorFields = namesOf(useSelector(form.store, (state) => fieldsWithErrors(state.fieldMeta)));
  const errorCountOf = (index: number) =>
    errorFields.filter((name) => name.startsWith(`catalog.styles[${index}].`)).length;
  const toggle = (key: string) =>
    setOpenKeys((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <form.Field name="catalog.styles" mode="array">
      {(list) => {
        const add = () => {
          const style = newStyle(styles);
          list.pushValue(style);
          setOpenKeys((current) => new Set(current).add(style.key));
          requestAnimationFrame(() => document.getElementById(`style-${style.key}-name`)?.focus());
        };
        return (
          <div className="space-y-3">
            {styles.length === 0 ? (
              <p className="text-sm text-slate-600">{t('settings.styles.empty')}</p>
            ) : null}
            <ul className="space-y-3">
              {styles.map((style, index) => (
                <StyleCard
                  key={style.key}
                  form={form}
                  style={style}
                  index={index}
                  id={ids.get(style.key) ?? ''}
                  errorCount={errorCountOf(index)}
                  open={openKeys.has(style.key)}
                  onToggle={() => toggle(style.key)}
                  onRemove={() => list.removeValue(index)}
                />
              ))}
            </ul>
            <ListFooter
              errors={list.state.meta.errors}
              addLabel={t('settings.styles.add')}
              onAdd={add}
              full={styles.length >= maxStyles}
              testId="settings-add-style"
            />
          </div>
        );
      }}
    </form.Field>
  );
};
