// One editable catalog list (post caps or hardware): a row per entry with name, price and image URL (a card
// on narrow screens), plus whatever fields the list adds, and the buttons that add and remove entries. The
// list is a TanStack Form array field: rows are added with `pushValue` and removed with `removeValue`.
import { useSelector } from '@tanstack/react-form';
import { type ReactNode, useMemo } from 'react';
import { urlInput } from '#frontend/components/fields/input-presets';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { type HardwareValues, itemIds, type PostCapValues } from '../catalog-form-values';
import type { SettingsForm } from '../use-settings-form';
import { ListFooter } from './list-footer';
import { RemoveButton } from './remove-button';

type ListName = 'postCaps' | 'hardwareItems';

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

/** One entry as the fields a list adds need it. */
export interface ItemRow {
  index: number;
  /** The entry's name, or a stand-in while it has none: accessible names use it. */
  name: string;
  labelClassName: string;
}

interface ListText {
  empty: TranslationKey;
  add: TranslationKey;
  /** Stands in for the name of an entry not named yet. */
  unnamed: TranslationKey;
  nameLabel: TranslationKey;
  priceLabel: TranslationKey;
}

interface CatalogItemListProps {
  form: SettingsForm;
  list: ListName;
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
  newItem: () => PostCapValues | HardwareValues;
  text: ListText;
  /** Headers of the list's own fields, which stand between name and price. */
  extraHeaders?: TranslationKey[];
  extraFields?: (row: ItemRow) => ReactNode;
}

type RowProps = Omit<CatalogItemListProps, 'max' | 'newItem' | 'extraHeaders' | 'testId' | 'breakpoint'> & {
  item: PostCapValues | HardwareValues;
  index: number;
  /** The id the entry saves with (a new one comes from its name). */
  id: string | undefined;
  layout: (typeof layoutOf)[keyof typeof layoutOf];
  onRemove: () => void;
};

const ItemRowView = ({
  form,
  list,
  prefix,
  columns,
  fieldsClassName,
  text,
  extraFields,
  item,
  index,
  id,
  layout,
  onRemove,
}: RowProps) => {
  const t = useT();
  const name = item.name.trim() || t(text.unnamed);
  return (
    <li className={`${layout.row} ${columns}`} data-testid={`${prefix}-${index}`}>
      <div className={layout.nameLine}>
        <form.AppField name={`catalog.${list}[${index}].name`}>
          {(field) => (
            <field.TextField
              id={`${prefix}-${item.key}-name`}
              className="min-w-0 flex-1"
              label={t('form.name')}
              aria-label={t(text.nameLabel, { number: index + 1 })}
              labelClassName={layout.label}
              maxLength={100}
              data-testid={`${prefix}-${index}-name`}
            />
          )}
        </form.AppField>
        <div className={layout.remove}>
          <RemoveButton
            label={t('form.remove', { name })}
            testId={`${prefix}-${index}-remove`}
            onClick={onRemove}
          />
        </div>
      </div>
      <div className={fieldsClassName}>
        {extraFields?.({ index, name, labelClassName: layout.label })}
        <form.AppField name={`catalog.${list}[${index}].price`}>
          {(field) => (
            <field.MoneyField
              label={t('settings.catalog.price')}
              aria-label={t(text.priceLabel, { name })}
              labelClassName={layout.label}
              data-testid={`${prefix}-${index}-price`}
            />
          )}
        </form.AppField>
        <form.AppField name={`catalog.${list}[${index}].imageUrl`}>
          {(field) => (
            <field.TextField
              {...urlInput}
              label={t('settings.catalog.imageUrl')}
              aria-label={t('settings.catalog.imageUrlOf', { name })}
              labelClassName={layout.label}
              data-testid={`${prefix}-${index}-imageUrl`}
            />
          )}
        </form.AppField>
      </div>
      {item.id ? null : (
        <p className={layout.newId}>
          {t('settings.catalog.id')} <code className="text-slate-700">{id}</code>
        </p>
      )}
    </li>
  );
};

export const CatalogItemList = ({
  max,
  newItem,
  extraHeaders = [],
  testId,
  breakpoint,
  ...rowProps
}: CatalogItemListProps) => {
  const t = useT();
  const { form, list, prefix, columns } = rowProps;
  const layout = layoutOf[breakpoint];
  // The rows show what is typed (names in accessible names, ids made from them): they follow the values.
  const items: ReadonlyArray<PostCapValues | HardwareValues> = useSelector(
    form.store,
    (state) => state.values.catalog[list],
  );
  const ids = useMemo(() => itemIds(list, items), [list, items]);
  const headers: TranslationKey[] = [
    'form.name',
    ...extraHeaders,
    'settings.catalog.price',
    'settings.catalog.imageUrl',
  ];
  return (
    <form.Field name={`catalog.${list}`} mode="array">
      {(listField) => {
        const add = () => {
          const item = newItem();
          listField.pushValue(item);
          requestAnimationFrame(() => document.getElementById(`${prefix}-${item.key}-name`)?.focus());
        };
        return (
          <div className="space-y-3" data-testid={testId}>
            {items.length === 0 ? (
              <p className="text-sm text-slate-600">{t(rowProps.text.empty)}</p>
            ) : (
              <div aria-hidden="true" className={`${layout.header} ${columns}`}>
                {headers.map((key) => (
                  <span key={key}>{t(key)}</span>
                ))}
              </div>
            )}
            <ul className="space-y-3">
              {items.map((item, index) => (
                <ItemRowView
                  key={item.key}
                  {...rowProps}
                  item={item}
                  index={index}
                  id={ids.get(item.key)}
                  layout={layout}
                  onRemove={() => listField.removeValue(index)}
                />
              ))}
            </ul>
            <ListFooter
              errors={listField.state.meta.errors}
              addLabel={t(rowProps.text.add)}
              onAdd={add}
              full={items.length >= max}
              testId={`${testId}-add`}
            />
          </div>
        );
      }}
    </form.Field>
  );
};
