// The per-material rate grids (material prices, labor): a box per fence material and rate, with the
// material's name and the column's header standing for what each box is.
import { Fragment } from 'react';
import { fenceMaterials } from '#domain/contractor-defaults';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { materialNameKey } from '../material-names';
import type { PerMaterialGroup } from '../pricing-form-values';
import { testIdOf } from '../test-id';
import type { SettingsForm } from '../use-settings-form';

export interface RateColumn {
  group: PerMaterialGroup;
  header: TranslationKey;
  /** The box's accessible name; it takes the material's name as `{material}`. */
  label: TranslationKey;
}

const gridOf: Record<number, string> = {
  2: 'max-w-2xl grid-cols-2 sm:grid-cols-[10rem_repeat(2,minmax(0,1fr))]',
  3: 'max-w-3xl grid-cols-3 sm:grid-cols-[10rem_repeat(3,minmax(0,1fr))]',
};

/** Materials down, rates across; on a phone each material's name sits above its row of boxes. */
export const RateTable = ({
  form,
  columns,
  caption,
}: {
  form: SettingsForm;
  columns: RateColumn[];
  caption: TranslationKey;
}) => {
  const t = useT();
  return (
    <fieldset className={`grid items-start gap-x-3 gap-y-2 ${gridOf[columns.length] ?? ''}`}>
      <legend className="sr-only">{t(caption)}</legend>
      <span className="hidden text-xs font-semibold text-slate-600 sm:block">{t('form.material')}</span>
      {columns.map((column) => (
        <span key={column.group} aria-hidden="true" className="text-xs font-semibold text-slate-600">
          {t(column.header)}
        </span>
      ))}
      {fenceMaterials.map((material) => {
        const name = t(materialNameKey[material]);
        return (
          <Fragment key={material}>
            <span className="col-span-full pt-2 text-sm font-medium text-slate-900 sm:col-span-1 sm:pt-2.5">
              {name}
            </span>
            {columns.map((column) => (
              <form.AppField key={column.group} name={`pricing.${column.group}.${material}`}>
                {(field) => (
                  <field.MoneyField
                    compact
                    label={t(column.label, { material: name })}
                    labelClassName="sr-only"
                    data-testid={testIdOf(`pricing.${column.group}.${material}`)}
                  />
                )}
              </form.AppField>
            ))}
          </Fragment>
        );
      })}
    </fieldset>
  );
};
