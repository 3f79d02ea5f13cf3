// State of the settings page's pricing form: the pricing and catalog values as typed (one TanStack form),
// what changed since the last save, the shared schemas' check of the changed parts before anything is
// sent, and the save itself (pricing, then the catalog, each only when it changed). Messages land on the
// fields: pricing paths as the API names them, catalog paths traced to their boxes.
import { useMemo, useState } from 'react';
import { catalogSchema, pricingSettingsUpdateSchema } from '#domain/schemas/pricing-settings';
import { useAppForm } from '#frontend/components/form/app-form';
import { fieldNameOf, renameFieldErrors } from '#frontend/components/form/field-names';
import { type FormErrors, schemaValidator, serverErrors } from '#frontend/components/form/form-errors';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import type { PricingSettingsData } from '#frontend/lib/pricing-settings';
import { useUpdateCatalog } from './api/update-catalog';
import { useUpdatePricingSettings } from './api/update-pricing-settings';
import {
  type CatalogFormValues,
  type CatalogInput,
  catalogFieldOf,
  toCatalogInput,
  toCatalogValues,
} from './catalog-form-values';
import { useSaveState } from './form-save-state';
import { type PricingFormValues, toPricingInput, toPricingValues } from './pricing-form-values';

export interface SettingsValues extends PricingFormValues {
  catalog: CatalogFormValues;
}

const toSettingsValues = (settings: PricingSettingsData): SettingsValues => ({
  ...toPricingValues(settings),
  catalog: toCatalogValues(settings.catalog),
});

/** Values compared without the list keys, which are only for React. */
const sameValues = (a: unknown, b: unknown) => {
  const withoutKeys = (key: string, value: unknown) => (key === 'key' ? undefined : value);
  return JSON.stringify(a, withoutKeys) === JSON.stringify(b, withoutKeys);
};

const pricingPart = ({ pricing, shipping, financingUrl }: SettingsValues) => ({
  pricing,
  shipping,
  financingUrl,
});

/** Which parts differ from the settings as saved. */
const changesOf = (values: SettingsValues, saved: SettingsValues) => ({
  pricing: !sameValues(pricingPart(values), pricingPart(saved)),
  catalog: !sameValues(values.catalog, saved.catalog),
});

/** A catalog refusal, with what is needed to trace its paths (relative to the catalog) to their boxes. */
class CatalogRefusal extends Error {
  constructor(
    readonly refusal: unknown,
    readonly values: CatalogFormValues,
    readonly input: CatalogInput,
  ) {
    super(refusal instanceof Error ? refusal.message : String(refusal));
  }
}

const catalogErrors = (values: CatalogFormValues, input: CatalogInput, errors: FormErrors | undefined) =>
  renameFieldErrors(errors, (path) => catalogFieldOf(values, input, path));

export const useSettingsForm = (data: PricingSettingsData) => {
  const t = useT();
  const savePricing = useUpdatePricingSettings();
  const saveCatalog = useUpdateCatalog();
  const defaultValues = useMemo(() => toSettingsValues(data), [data]);
  /** Bumped after a failed save, so the page can open the sections to fix and focus the first box. */
  const [failedSaves, setFailedSaves] = useState(0);
  const checkPricing = schemaValidator(pricingSettingsUpdateSchema, (values: SettingsValues) =>
    toPricingInput(values, data),
  );

  /** The shared schemas' messages about the parts that changed (nothing else is sent). */
  const check = ({ value }: { value: SettingsValues }): FormErrors | undefined => {
    const changed = changesOf(value, defaultValues);
    const fields: Record<string, string> = {};
    if (changed.pricing) Object.assign(fields, renameFieldErrors(checkPricing({ value }))?.fields);
    if (changed.catalog) {
      const input = toCatalogInput(value.catalog);
      const errors = schemaValidator(catalogSchema)({ value: input.catalog });
      Object.assign(fields, catalogErrors(value.catalog, input, errors)?.fields);
    }
    return Object.keys(fields).length > 0 ? { fields } : undefined;
  };

  const save = async (value: SettingsValues): Promise<PricingSettingsData> => {
    const changed = changesOf(value, defaultValues);
    let saved = data;
    if (changed.pricing) {
      const input = toPricingInput(value, data);
      saved = await savePricing.mutateAsync({
        ...pricingSettingsUpdateSchema.parse(input),
        ...(input.financingUrl !== undefined ? { financingUrl: input.financingUrl } : {}),
      });
      // The saved pricing is the new starting point, even if the catalog is refused below.
      const next = toPricingValues(saved);
      const quiet = { dontUpdateMeta: true, dontValidate: true, dontRunListeners: true } as const;
      form.setFieldValue('pricing', next.pricing, quiet);
      form.setFieldValue('shipping', next.shipping, quiet);
      form.setFieldValue('financingUrl', next.financingUrl, quiet);
    }
    if (changed.catalog) {
      const input = toCatalogInput(value.catalog);
      try {
        saved = await saveCatalog.mutateAsync(catalogSchema.parse(input.catalog));
      } catch (error) {
        throw new CatalogRefusal(error, value.catalog, input);
      }
    }
    return saved;
  };

  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: check },
    onSubmitInvalid: () => setFailedSaves((count) => count + 1),
    onSubmit: async ({ value, formApi }) => {
      try {
        formApi.reset(toSettingsValues(await save(value)));
        toast({ title: t('settings.saved'), description: t('settings.savedDescription') });
      } catch (error) {
        const refused = error instanceof CatalogRefusal ? error.refusal : error;
        const errors =
          error instanceof CatalogRefusal
            ? catalogErrors(error.values, error.input, serverErrors(refused))
            : renameFieldErrors(serverErrors(refused), fieldNameOf);
        if (errors && Object.keys(errors.fields).length > 0) {
          formApi.setErrorMap({ onSubmit: { fields: errors.fields } });
          setFailedSaves((count) => count + 1);
          return;
        }
        const message = refused instanceof Error ? t.localize(refused.message) : t('settings.saveFailed');
        formApi.setErrorMap({ onSubmit: { form: message, fields: {} } });
        toast({ title: t('settings.saveFailed'), description: message, variant: 'destructive' });
      }
    },
  });

  const saveState = useSaveState(form, (values: SettingsValues) => sameValues(values, defaultValues));
  return { form, ...saveState, failedSaves };
};

export type SettingsForm = ReturnType<typeof useSettingsForm>['form'];
