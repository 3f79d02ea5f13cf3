// The fence material, the catalog style of that material (or per-foot pricing without one), and the
// heights the style is made in. A new material keeps only the style and hardware that still fit it.
import { useStore } from '@tanstack/react-form';
import type { Catalog } from '#domain/pricing/catalog';
import { catalogFor } from '#domain/pricing/catalog';
import { type FenceMaterialId, fenceMaterialIds } from '#domain/pricing/materials';
import { useT } from '#frontend/i18n/use-t';
import { withMaterial } from '../builder-values';
import type { BuilderForm } from '../use-quote-builder';

const keepWhatFits = (form: BuilderForm, material: FenceMaterialId, catalog: Catalog) => {
  const values = form.state.values;
  const next = withMaterial(values, material, catalog);
  if (next.styleId !== values.styleId) form.setFieldValue('styleId', next.styleId);
  if (next.heightFt !== values.heightFt) form.setFieldValue('heightFt', next.heightFt);
  if (next.hardware.length !== values.hardware.length) form.setFieldValue('hardware', next.hardware);
};

export const MaterialFields = ({ form, catalog }: { form: BuilderForm; catalog: Catalog }) => {
  const t = useT();
  const material = useStore(form.store, (state) => state.values.material);
  const styleId = useStore(form.store, (state) => state.values.styleId);
  const { styles } = catalogFor(catalog, material);
  const style = styles.find((candidate) => candidate.id === styleId);
  return (
    <div className="space-y-4">
      <form.AppField
        name="material"
        listeners={{ onChange: ({ value }) => keepWhatFits(form, value, catalog) }}
      >
        {(field) => (
          <field.ChoiceGroup
            legend={t('form.material')}
            options={fenceMaterialIds.map((value) => ({ value, label: t(`quote.material.${value}`) }))}
          />
        )}
      </form.AppField>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField
          name="styleId"
          listeners={{
            // A style starts at the first height it is made in.
            onChange: ({ value }) => {
              const height = styles.find((candidate) => candidate.id === value)?.availableHeights[0];
              form.setFieldValue('heightFt', height === undefined ? '' : String(height));
            },
          }}
        >
          {(field) => (
            <field.SelectField
              label={t('quote.builder.style')}
              hint={style ? undefined : t('quote.builder.perFootHint')}
              options={[
                { value: '', label: t('quote.builder.perFoot') },
                ...styles.map((candidate) => ({ value: candidate.id, label: candidate.styleName })),
              ]}
              data-testid="builder-style"
            />
          )}
        </form.AppField>
        <form.AppField name="heightFt">
          {(field) => (
            <field.SelectField
              label={t('form.height')}
              disabled={!style}
              options={
                style
                  ? style.availableHeights.map((height) => ({
                      value: String(height),
                      label: t('form.heightFt', { height }),
                    }))
                  : [{ value: '', label: t('quote.builder.heightNone') }]
              }
              data-testid="builder-height"
            />
          )}
        </form.AppField>
      </div>
    </div>
  );
};
