// Catalog styles: one card per style (name, material, heights, panel length, sort order, image link) with
// a compact table of its prices at each height (panel, post, 3/4/5 ft gates). Cards start folded and open
// when added or when they hold a field to fix.
import { ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { type FenceMaterialId, fenceMaterialIds } from '#domain/pricing/materials';
import { Button } from '#frontend/components/ui/button';
import type { TranslationKey } from '#frontend/i18n/en';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import { errorFor } from '#frontend/lib/schema-errors';
import {
  emptyHeightPrices,
  heightKey,
  newStyle,
  pricedHeights,
  priceFieldName,
  priceIndexKey,
  type StylePriceColumn,
  type StyleValues,
  stylePriceColumns,
} from '../catalog-form-values';
import { catalogMaterialNameKey } from '../material-names';
import type { SettingsForm } from '../use-settings-form';
import { AmountField, MoneyField, SelectField, TextInputField } from './fields';
import { RemoveButton } from './remove-button';

const maxStyles = 50;

const columnKey: Record<StylePriceColumn, TranslationKey> = {
  panel: 'settings.styles.col.panel',
  post: 'settings.styles.col.post',
  gate3: 'settings.styles.col.gate3',
  gate4: 'settings.styles.col.gate4',
  gate5: 'settings.styles.col.gate5',
};

export const materialOptions = (t: TFunction) =>
  fenceMaterialIds.map((material) => ({ value: material, label: t(catalogMaterialNameKey[material]) }));

const stylePath = (index: number, field: string) => `catalog.styles.${index}.${field}`;

/** Paths of every message that belongs to this style: its own fields and its rows of prices. */
const styleErrorCount = (form: SettingsForm, style: StyleValues, index: number) => {
  const priceRows = new Set(
    pricedHeights(style.heights)
      .map((height) => form.catalogInput.priceIndex.get(priceIndexKey(style.key, height)))
      .filter((row) => row !== undefined)
      .map((row) => `catalog.stylePricing.${row}.`),
  );
  return Object.keys(form.errors).filter(
    (path) =>
      path.startsWith(`catalog.styles.${index}.`) || [...priceRows].some((prefix) => path.startsWith(prefix)),
  ).length;
};

const PriceTable = ({ form, style }: { form: SettingsForm; style: StyleValues }) => {
  const t = useT();
  const heights = pricedHeights(style.heights);
  const index = form.catalog.styles.indexOf(style);
  if (heights.length === 0) return <p className="text-sm text-slate-600">{t('settings.styles.noHeights')}</p>;
  return (
    <div className="-mx-1 overflow-x-auto px-1 pb-1">
      <table className="w-full min-w-[32rem] border-separate border-spacing-x-1.5 border-spacing-y-1 text-sm">
        <caption className="mb-1 text-left text-sm font-medium text-slate-800">
          {t('settings.styles.prices')}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-white text-left text-xs font-semibold text-slate-600"
            >
              {t('settings.styles.col.height')}
            </th>
            {stylePriceColumns.map((column) => (
              <th key={column} scope="col" className="text-left text-xs font-semibold text-slate-600">
                {t(columnKey[column])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {heights.map((height) => {
            const key = heightKey(height);
            const prices = style.prices[key];
            const row = form.catalogInput.priceIndex.get(priceIndexKey(style.key, height));
            return (
              <tr key={key}>
                <th scope="row" className="sticky left-0 z-10 bg-white pr-1 text-left align-top font-medium">
                  <span className="block pt-2.5 whitespace-nowrap text-slate-900">
                    {t('settings.styles.heightFt', { height })}
                  </span>
                  {row === undefined ? (
                    <span className="block text-xs font-normal text-amber-700">
                      {t('settings.styles.notPriced')}
                    </span>
                  ) : null}
                </th>
                {stylePriceColumns.map((column) => {
                  const path =
                    row === undefined ? undefined : `catalog.stylePricing.${row}.${priceFieldName(column)}`;
                  return (
                    <td key={column} className="min-w-[5.5rem] align-top">
                      <MoneyField
                        compact
                        label={t('settings.styles.priceLabel', { column: t(columnKey[column]), height })}
                        labelClassName="sr-only"
                        value={prices?.[column] ?? ''}
                        onValueChange={(value) =>
                          form.editCatalog((draft) => {
                            const target = draft.styles[index];
                            if (!target) return;
                            target.prices[key] ??= emptyHeightPrices();
                            target.prices[key][column] = value;
                          }, path)
                        }
                        error={path ? errorFor(form.errors, path) : undefined}
                        data-testid={`style-${index}-price-${key}-${column}`}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};

interface StyleCardProps {
  form: SettingsForm;
  style: StyleValues;
  index: number;
  open: boolean;
  onToggle: () => void;
}

const StyleCard = ({ form, style, index, open, onToggle }: StyleCardProps) => {
  const t = useT();
  const errorCount = styleErrorCount(form, style, index);
  const expanded = open || errorCount > 0;
  const id = form.catalogInput.ids.get(style.key) ?? '';
  const name = style.styleName.trim() || t('settings.styles.newStyle');
  const bodyId = `style-${style.key}-body`;
  const edit = (field: keyof StyleValues & string) => (value: string) =>
    form.editCatalog(
      (draft) => {
        const target = draft.styles[index];
        if (target) (target as unknown as Record<string, string>)[field] = value;
      },
      stylePath(index, field === 'heights' ? 'availableHeights' : field),
    );
  const error = (field: string) => errorFor(form.errors, stylePath(index, field));

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
          {errorCount > 0 ? (
            <span className="shrink-0 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              {t('settings.toFix', { count: errorCount })}
            </span>
          ) : null}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-slate-500 transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
        <RemoveButton
          label={t('settings.styles.remove', { name })}
          onClick={() => {
            form.editCatalog((draft) => {
              draft.styles.splice(index, 1);
            });
            form.clearCatalogErrors();
          }}
          testId={`style-${index}-remove`}
        />
      </div>
      <div id={bodyId} hidden={!expanded} className="space-y-4 border-t border-slate-100 px-4 pt-4 pb-4">
        <div className="grid grid-cols-2 items-start gap-4 lg:grid-cols-3">
          <TextInputField
            id={`style-${style.key}-name`}
            className="col-span-2 lg:col-span-1"
            label={t('settings.styles.name')}
            maxLength={100}
            value={style.styleName}
            onValueChange={edit('styleName')}
            error={error('styleName')}
            data-testid={`style-${index}-name`}
          />
          <SelectField<FenceMaterialId>
            label={t('settings.styles.material')}
            value={style.materialType}
            options={materialOptions(t)}
            onValueChange={edit('materialType')}
            error={error('materialType')}
            data-testid={`style-${index}-material`}
          />
          <TextInputField
            label={t('settings.styles.heights')}
            hint={t('settings.styles.heightsHint')}
            inputMode="decimal"
            placeholder="6, 5, 8"
            value={style.heights}
            onValueChange={edit('heights')}
            error={error('availableHeights')}
            data-testid={`style-${index}-heights`}
          />
          <AmountField
            label={t('settings.styles.length')}
            hint={t('settings.styles.lengthHint')}
            suffix={t('settings.unit.inches')}
            step="1"
            min={24}
            max={144}
            value={style.lengthInches}
            onValueChange={edit('lengthInches')}
            error={error('lengthInches')}
            data-testid={`style-${index}-length`}
          />
          <AmountField
            label={t('settings.styles.sortOrder')}
            hint={t('settings.styles.sortOrderHint')}
            step="1"
            min={0}
            max={1000}
            inputMode="numeric"
            value={style.sortOrder}
            onValueChange={edit('sortOrder')}
            error={error('sortOrder')}
            data-testid={`style-${index}-sortOrder`}
          />
          <TextInputField
            className="col-span-2 lg:col-span-1"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            label={t('settings.catalog.imageUrl')}
            hint={t('settings.catalog.imageUrlHint')}
            value={style.imageUrl}
            onValueChange={edit('imageUrl')}
            error={error('imageUrl')}
            data-testid={`style-${index}-imageUrl`}
          />
        </div>
        <p className="text-xs text-slate-500">
          {t('settings.catalog.id')} <code className="text-slate-700">{id}</code>
          {style.id ? '' : ` · ${t('settings.catalog.idFromName')}`}
        </p>
        <PriceTable form={form} style={style} />
      </div>
    </li>
  );
};

export const StylesSection = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set());
  const { styles } = form.catalog;
  const toggle = (key: string) =>
    setOpenKeys((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const add = () => {
    const style = newStyle(styles);
    form.editCatalog((draft) => {
      draft.styles.push(style);
    });
    setOpenKeys((current) => new Set(current).add(style.key));
    requestAnimationFrame(() => document.getElementById(`style-${style.key}-name`)?.focus());
  };

  return (
    <div className="space-y-3">
      {styles.length === 0 ? <p className="text-sm text-slate-600">{t('settings.styles.empty')}</p> : null}
      <ul className="space-y-3">
        {styles.map((style, index) => (
          <StyleCard
            key={style.key}
            form={form}
            style={style}
            index={index}
            open={openKeys.has(style.key)}
            onToggle={() => toggle(style.key)}
          />
        ))}
      </ul>
      {form.errors['catalog.styles'] ? (
        <p className="text-sm text-red-600">{form.errors['catalog.styles']}</p>
      ) : null}
      <Button
        variant="secondary"
        onClick={add}
        disabled={styles.length >= maxStyles}
        data-testid="settings-add-style"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('settings.styles.add')}
      </Button>
    </div>
  );
};
