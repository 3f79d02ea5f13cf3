// State of the settings page: the pricing and catalog values as typed, what changed since the last save,
// validation with the shared schemas before anything is sent, and the save itself (pricing, then the
// catalog, each only when it changed). Errors are kept by path: pricing paths as the API names them,
// catalog paths prefixed `catalog.`.
import { useCallback, useMemo, useState } from 'react';
import { catalogSchema, pricingSettingsUpdateSchema } from '#domain/schemas/pricing-settings';
import { toast } from '#frontend/components/ui/toast-store';
import type { TFunction } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { type FieldErrors, fieldErrorsOf } from '#frontend/lib/schema-errors';
import type { PricingSettingsData } from './api/get-pricing-settings';
import { useUpdateCatalog } from './api/update-catalog';
import { type PricingSettingsPayload, useUpdatePricingSettings } from './api/update-pricing-settings';
import { type CatalogFormValues, toCatalogInput, toCatalogValues } from './catalog-form-values';
import { type PricingFormValues, toPricingInput, toPricingValues } from './pricing-form-values';

/** Values compared without the list keys, which are only for React. */
const sameValues = (a: unknown, b: unknown) => {
  const withoutKeys = (key: string, value: unknown) => (key === 'key' ? undefined : value);
  return JSON.stringify(a, withoutKeys) === JSON.stringify(b, withoutKeys);
};

const prefixed = (errors: Readonly<Record<string, string>>, prefix: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [`${prefix}${path}`, message]));

export type SaveOutcome = 'saved' | 'invalid' | 'failed' | 'unchanged';

export const useSettingsForm = (initial: PricingSettingsData, t: TFunction) => {
  const [source, setSource] = useState(initial);
  const [pricingBaseline, setPricingBaseline] = useState(() => toPricingValues(initial));
  const [pricing, setPricing] = useState<PricingFormValues>(pricingBaseline);
  const [catalogBaseline, setCatalogBaseline] = useState(() => toCatalogValues(initial.catalog));
  const [catalog, setCatalog] = useState<CatalogFormValues>(catalogBaseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Why the last save failed, when no field is to blame (network, server). */
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savePricing = useUpdatePricingSettings();
  const saveCatalog = useUpdateCatalog();

  const pricingDirty = !sameValues(pricing, pricingBaseline);
  const catalogDirty = !sameValues(catalog, catalogBaseline);
  const catalogInput = useMemo(() => toCatalogInput(catalog), [catalog]);

  const clearError = useCallback((path: string) => {
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _, ...rest } = current;
      return rest;
    });
  }, []);

  /** Edits the pricing values on a copy; `path` names the box whose message the edit clears. */
  const editPricing = useCallback(
    (edit: (draft: PricingFormValues) => void, path?: string) => {
      setPricing((current) => {
        const next = structuredClone(current);
        edit(next);
        return next;
      });
      if (path) clearError(path);
    },
    [clearError],
  );

  const editCatalog = useCallback(
    (edit: (draft: CatalogFormValues) => void, path?: string) => {
      setCatalog((current) => {
        const next = structuredClone(current);
        edit(next);
        return next;
      });
      if (path) clearError(path);
    },
    [clearError],
  );

  /** After a list entry is removed the indexes in catalog paths move: its old messages no longer fit. */
  const clearCatalogErrors = useCallback(() => {
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('catalog.'))),
    );
  }, []);

  const discard = () => {
    setPricing(pricingBaseline);
    setCatalog(catalogBaseline);
    setErrors({});
    setFailure(null);
  };

  const validate = (): { errors: FieldErrors; pricingPayload?: PricingSettingsPayload } => {
    const found: FieldErrors = {};
    let pricingPayload: PricingSettingsPayload | undefined;
    if (pricingDirty) {
      const input = toPricingInput(pricing, source);
      const parsed = pricingSettingsUpdateSchema.safeParse(input);
      if (parsed.success) {
        pricingPayload = {
          ...parsed.data,
          ...(input.financingUrl !== undefined ? { financingUrl: input.financingUrl } : {}),
        };
      } else Object.assign(found, fieldErrorsOf(parsed.error, t.lang));
    }
    if (catalogDirty) {
      const parsed = catalogSchema.safeParse(catalogInput.catalog);
      if (!parsed.success) Object.assign(found, prefixed(fieldErrorsOf(parsed.error, t.lang), 'catalog.'));
    }
    return pricingPayload ? { errors: found, pricingPayload } : { errors: found };
  };

  const save = async (): Promise<{ outcome: SaveOutcome; errors: FieldErrors }> => {
    if (!pricingDirty && !catalogDirty) return { outcome: 'unchanged', errors: {} };
    setFailure(null);
    const checked = validate();
    if (Object.keys(checked.errors).length > 0) {
      setErrors(checked.errors);
      return { outcome: 'invalid', errors: checked.errors };
    }
    setErrors({});
    setSaving(true);
    let saved = source;
    try {
      if (checked.pricingPayload) {
        saved = await savePricing.mutateAsync(checked.pricingPayload);
        const values = toPricingValues(saved);
        setPricingBaseline(values);
        setPricing(values);
        setSource(saved);
      }
      if (catalogDirty) {
        const parsed = catalogSchema.parse(catalogInput.catalog);
        try {
          saved = await saveCatalog.mutateAsync(parsed);
        } catch (error) {
          throw error instanceof ApiError
            ? new ApiError(error.message, error.status, error.code, prefixed(error.fields, 'catalog.'))
            : error;
        }
        const values = toCatalogValues(saved.catalog);
        setCatalogBaseline(values);
        setCatalog(values);
        setSource(saved);
      }
      toast({ title: t('settings.saved'), description: t('settings.savedDescription') });
      return { outcome: 'saved', errors: {} };
    } catch (error) {
      const message = error instanceof Error ? t.localize(error.message) : t('settings.saveFailed');
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors({ ...error.fields });
        return { outcome: 'invalid', errors: { ...error.fields } };
      }
      setFailure(message);
      toast({ title: t('settings.saveFailed'), description: message, variant: 'destructive' });
      return { outcome: 'failed', errors: {} };
    } finally {
      setSaving(false);
    }
  };

  return {
    pricing,
    catalog,
    catalogInput,
    errors,
    failure,
    saving,
    dirty: pricingDirty || catalogDirty,
    editPricing,
    editCatalog,
    clearCatalogErrors,
    discard,
    save,
  };
};

export type SettingsForm = ReturnType<typeof useSettingsForm>;
