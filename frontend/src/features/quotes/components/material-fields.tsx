// The fence material (as large choice chips), the catalog style of that material, or per-foot pricing
// without one, and the heights the style is made in.
import type { Catalog } from '#domain/pricing/catalog';
import { catalogFor } from '#domain/pricing/catalog';
import { type FenceMaterialId, fenceMaterialIds } from '#domain/pricing/materials';
import { useT } from '#frontend/i18n/use-t';
import type { BuilderValues } from '../builder-values';
import { SelectField } from './form-controls';
import type { FieldHelpers } from './sides-editor';

interface MaterialFieldsProps extends FieldHelpers {
  values: BuilderValues;
  catalog: Catalog;
  onMaterialChange: (material: FenceMaterialId) => void;
  onChange: (patch: Partial<BuilderValues>) => void;
}

export const MaterialFields = ({
  values,
  catalog,
  onMaterialChange,
  onChange,
  errorAt,
  touch,
}: MaterialFieldsProps) => {
  const t = useT();
  const { styles } = catalogFor(catalog, values.material);
  const style = styles.find((candidate) => candidate.id === values.styleId);
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('quote.builder.material')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {fenceMaterialIds.map((material) => (
            <label
              key={material}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                values.material === material
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-slate-300 bg-white text-slate-700'
              }`}
            >
              <input
                type="radio"
                name="material"
                value={material}
                checked={values.material === material}
                onChange={() => onMaterialChange(material)}
                className="size-4 accent-brand-700"
              />
              {t(`quote.material.${material}`)}
            </label>
          ))}
        </div>
        {errorAt('material') ? <p className="mt-1 text-sm text-red-600">{errorAt('material')}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('quote.builder.style')}
          value={values.styleId}
          onChange={(event) => {
            const chosen = styles.find((candidate) => candidate.id === event.target.value);
            onChange({
              styleId: event.target.value,
              heightFt: chosen?.availableHeights[0] === undefined ? '' : String(chosen.availableHeights[0]),
            });
            touch('styleId');
          }}
          error={errorAt('styleId')}
          hint={style ? undefined : t('quote.builder.perFootHint')}
          data-testid="builder-style"
        >
          <option value="">{t('quote.builder.perFoot')}</option>
          {styles.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.styleName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('quote.builder.height')}
          value={values.heightFt}
          disabled={!style}
          onChange={(event) => {
            onChange({ heightFt: event.target.value });
            touch('heightFt');
          }}
          error={errorAt('heightFt')}
          data-testid="builder-height"
        >
          {style ? null : <option value="">{t('quote.builder.heightNone')}</option>}
          {style?.availableHeights.map((height) => (
            <option key={height} value={String(height)}>
              {t('quote.builder.heightOption', { height })}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
};
