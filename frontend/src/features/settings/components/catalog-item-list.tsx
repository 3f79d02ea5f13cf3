// One editable catalog list (post caps or hardware): a row per entry with name, price and image URL (a card
// on narrow screens), plus whatever fields the list adds, and the buttons that add and remove entries.
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#frontend/components/ui/button';
import type { TranslationKey } from '#frontend/i18n/en';
import { useT } from '#frontend/i18n/use-t';
import { errorFor } from '#frontend/lib/schema-errors';
import type { CatalogFormValues } from '../catalog-form-values';
import type { SettingsForm } from '../use-settings-form';
import { MoneyField, TextInputField } from './fields';
import { RemoveButton } from './remove-button';

type ListName = 'postCaps' | 'hardwareItems';
type ItemOf<L extends ListName> = CatalogFormValues[L][number];

/**
 * From `breakpoint` up the rows line up as a grid under column headers; below it each box carries its own
 * label. Whole class names, so Tailwind finds them.
 */
const layoutOf = {
  lg: {
    header: 'hidden gap-3 px-3 text-xs font-semibold text-slate-600 lg:grid',
    row: 'space-y-3 rounded-xl border border-slate-200 p-3 lg:grid lg:items-start lg:gap-3 lg:space-y-0',
    nameLine: 'flex items-start gap-2 lg:contents',
    remove: 'pt-6 lg:order-last lg:pt-0.5',
    newId: 'text-xs text-slate-500 lg:order-last lg:col-span-full',
    label: 'mb-1 block text-xs font-medium text-slate-700 lg:sr-only',
  },
  xl: {
    header: 'hidden gap-3 px-3 text-xs font-semibold text-slate-600 xl:grid',
    row: 'space-y-3 rounded-xl border border-slate-200 p-3 xl:grid xl:items-start xl:gap-3 xl:space-y-0',
    nameLine: 'flex items-start gap-2 xl:contents',
    remove: 'pt-6 xl:order-last xl:pt-0.5',
    newId: 'text-xs text-slate-500 xl:order-last xl:col-span-full',
    label: 'mb-1 block text-xs font-medium text-slate-700 xl:sr-only',
  },
};

/** One entry's boxes as a list's own fields need them. */
export interface ItemRow<L extends ListName> {
  item: ItemOf<L>;
  index: number;
  /** The entry's name, or a stand-in while it has none: accessible names use it. */
  name: string;
  labelClassName: string;
  edit: <F extends keyof ItemOf<L> & string>(field: F) => (value: ItemOf<L>[F]) => void;
  error: (field: string) => string | undefined;
}

interface CatalogItemListProps<L extends ListName> {
  form: SettingsForm;
  list: L;
  /** The list's test id; its add button's is this plus `-add`. */
  testId: string;
  /** Starts each row's test ids and its name box's id (`cap-0-name`, `cap-new-cap-1-name`). */
  prefix: string;
  breakpoint: keyof typeof layoutOf;
  /** The grid columns from `breakpoint` up, one per header plus the remove button. */
  columns: string;
  /** Lays out the boxes after the name on narrow screens. */
  fieldsClassName: string;
  max: number;
  newItem: () => ItemOf<L>;
  text: {
    empty: TranslationKey;
    add: TranslationKey;
    /** Stands in for the name of an entry not named yet. */
    unnamed: TranslationKey;
    nameLabel: TranslationKey;
    priceLabel: TranslationKey;
  };
  /** Headers of the list's own fields, which stand between name and price. */
  extraHeaders?: TranslationKey[];
  extraFields?: (row: ItemRow<L>) => ReactNode;
}

export const CatalogItemList = <L extends ListName>({
  form,
  list,
  testId,
  prefix,
  breakpoint,
  columns,
  fieldsClassName,
  max,
  newItem,
  text,
  extraHeaders = [],
  extraFields,
}: CatalogItemListProps<L>) => {
  const t = useT();
  const layout = layoutOf[breakpoint];
  // The same list in the shown values and in an edit's draft copy.
  const listOf = (catalog: CatalogFormValues): ItemOf<L>[] => catalog[list];
  const items = listOf(form.catalog);
  const headers: TranslationKey[] = [
    'settings.catalog.name',
    ...extraHeaders,
    'settings.catalog.price',
    'settings.catalog.imageUrl',
  ];
  const listError = form.errors[`catalog.${list}`];
  const path = (index: number, field: string) => `catalog.${list}.${index}.${field}`;
  const edit =
    (index: number) =>
    <F extends keyof ItemOf<L> & string>(field: F) =>
    (value: ItemOf<L>[F]) =>
      form.editCatalog(
        (draft) => {
          const item = listOf(draft)[index];
          if (item) item[field] = value;
        },
        path(index, field === 'price' ? 'priceCents' : field),
      );
  const add = () => {
    const item = newItem();
    form.editCatalog((draft) => {
      listOf(draft).push(item);
    });
    requestAnimationFrame(() => document.getElementById(`${prefix}-${item.key}-name`)?.focus());
  };
  const remove = (index: number) => {
    form.editCatalog((draft) => {
      listOf(draft).splice(index, 1);
    });
    form.clearCatalogErrors();
  };
  return (
    <div className="space-y-3" data-testid={testId}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t(text.empty)}</p>
      ) : (
        <div aria-hidden="true" className={`${layout.header} ${columns}`}>
          {headers.map((key) => (
            <span key={key}>{t(key)}</span>
          ))}
        </div>
      )}
      <ul className="space-y-3">
        {items.map((item, index) => {
          const name = item.name.trim() || t(text.unnamed);
          const error = (field: string) => errorFor(form.errors, path(index, field));
          const row = { item, index, name, labelClassName: layout.label, edit: edit(index), error };
          return (
            <li key={item.key} className={`${layout.row} ${columns}`} data-testid={`${prefix}-${index}`}>
              <div className={layout.nameLine}>
                <TextInputField
                  id={`${prefix}-${item.key}-name`}
                  className="min-w-0 flex-1"
                  label={t('settings.catalog.name')}
                  aria-label={t(text.nameLabel, { number: index + 1 })}
                  labelClassName={layout.label}
                  maxLength={100}
                  value={item.name}
                  onValueChange={row.edit('name')}
                  error={error('name')}
                  data-testid={`${prefix}-${index}-name`}
                />
                <div className={layout.remove}>
                  <RemoveButton
                    label={t('settings.catalog.removeItem', { name })}
                    testId={`${prefix}-${index}-remove`}
                    onClick={() => remove(index)}
                  />
                </div>
              </div>
              <div className={fieldsClassName}>
                {extraFields?.(row)}
                <MoneyField
                  label={t('settings.catalog.price')}
                  aria-label={t(text.priceLabel, { name })}
                  labelClassName={layout.label}
                  value={item.price}
                  onValueChange={row.edit('price')}
                  error={error('priceCents')}
                  data-testid={`${prefix}-${index}-price`}
                />
                <TextInputField
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://"
                  label={t('settings.catalog.imageUrl')}
                  aria-label={t('settings.catalog.imageUrlOf', { name })}
                  labelClassName={layout.label}
                  value={item.imageUrl}
                  onValueChange={row.edit('imageUrl')}
                  error={error('imageUrl')}
                  data-testid={`${prefix}-${index}-imageUrl`}
                />
              </div>
              {item.id ? null : (
                <p className={layout.newId}>
                  {t('settings.catalog.id')}{' '}
                  <code className="text-slate-700">{form.catalogInput.ids.get(item.key)}</code>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      <Button variant="secondary" onClick={add} disabled={items.length >= max} data-testid={`${testId}-add`}>
        <Plus aria-hidden="true" className="size-4" />
        {t(text.add)}
      </Button>
    </div>
  );
};
