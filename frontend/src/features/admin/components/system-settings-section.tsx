// The platform settings (put inside the admin page's card, AdminSection): the warehouse address, the delivery
// and sales tax settings new contractors start with (contractors who already signed up keep theirs), who
// changed them last and when, and the customer key's fingerprint (read-only). The shared schema checks the
// form before it is sent; a refusal lands under its box.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { systemSettingsSchema } from '#domain/schemas/system-settings';
import { useAppForm } from '#frontend/components/form/app-form';
import { fieldNameOf, renameFieldErrors, showServerErrorsAt } from '#frontend/components/form/field-names';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Button } from '#frontend/components/ui/button';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf, type TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { type SystemSettings, systemSettingsQueryOptions } from '../api/get-system-settings';
import { useUpdateSystemSettings } from '../api/update-system-settings';
import {
  newBracket,
  type SystemSettingsFormValues,
  systemSettingsFormValues,
  toSystemSettingsRequest,
} from '../platform-settings-values';

const checkSettings = schemaValidator(systemSettingsSchema, toSystemSettingsRequest);

const maxBrackets = 10;

/** The shipping amounts typed in dollars (saved in cents). */
type MoneyFieldName =
  | 'shipping.tierOneMaxCents'
  | 'shipping.tierTwoMaxCents'
  | 'shipping.tierTwoFlatFeeCents'
  | 'shipping.perMileRateCents'
  | 'shipping.perMileMinimumCents';

const useSystemSettingsForm = (settings: SystemSettings) => {
  const t = useT();
  const update = useUpdateSystemSettings();
  return useAppForm({
    defaultValues: systemSettingsFormValues(settings),
    validators: {
      onSubmit: ({ value }: { value: SystemSettingsFormValues }) =>
        renameFieldErrors(checkSettings({ value })),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await update.mutateAsync(systemSettingsSchema.parse(toSystemSettingsRequest(value)));
        toast({ title: t('platformSettings.saved'), description: t('platformSettings.savedDescription') });
      } catch (error) {
        showServerErrorsAt(formApi, error, fieldNameOf);
        toast({
          title: t('platformSettings.saveFailed'),
          description: t.localize(error instanceof Error ? error.message : String(error)),
          variant: 'destructive',
        });
      }
    },
  });
};

type SettingsForm = ReturnType<typeof useSystemSettingsForm>;

const SubHeading = ({ children }: { children: string }) => (
  <h3 className="text-sm font-semibold text-slate-900">{children}</h3>
);

const WarehouseFields = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t('platformSettings.warehouse')}</legend>
      <p className="text-xs text-slate-500">{t('platformSettings.warehouseHint')}</p>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_5rem_7rem]">
        <form.AppField name="warehouseAddress.street">
          {(field) => (
            <field.TextField
              label={t('onboarding.street')}
              autoComplete="off"
              maxLength={200}
              data-testid="warehouse-street"
            />
          )}
        </form.AppField>
        <form.AppField name="warehouseAddress.city">
          {(field) => <field.TextField label={t('form.city')} autoComplete="off" maxLength={200} />}
        </form.AppField>
        <form.AppField name="warehouseAddress.state">
          {(field) => <field.TextField label={t('form.state')} autoComplete="off" maxLength={2} />}
        </form.AppField>
        <form.AppField name="warehouseAddress.zipCode">
          {(field) => (
            <field.TextField
              label={t('common.zipCode')}
              autoComplete="off"
              inputMode="numeric"
              maxLength={5}
            />
          )}
        </form.AppField>
      </div>
    </fieldset>
  );
};

/** Tier 1's distance brackets (1 to 10): the miles each reaches and its fee. */
const BracketFields = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  return (
    <form.Field name="shipping.distanceBrackets" mode="array">
      {(list) => (
        <div className="space-y-2" data-testid="system-settings-brackets">
          <SubHeading>{t('settings.shipping.brackets')}</SubHeading>
          <p className="text-xs text-slate-500">{t('settings.shipping.bracketsHint')}</p>
          <ul className="max-w-xl space-y-2">
            {list.state.value.map((bracket, index) => (
              <li key={bracket.key} className="grid grid-cols-[1fr_1fr_2.75rem] items-start gap-3">
                <form.AppField name={`shipping.distanceBrackets[${index}].maxMiles`}>
                  {(field) => (
                    <field.AmountField
                      compact
                      label={t('settings.shipping.bracketMilesLabel', { number: index + 1 })}
                      suffix={t('settings.unit.miles')}
                      step="1"
                      min={1}
                      max={1000}
                    />
                  )}
                </form.AppField>
                <form.AppField name={`shipping.distanceBrackets[${index}].feeCents`}>
                  {(field) => (
                    <field.MoneyField
                      compact
                      label={t('settings.shipping.bracketFeeLabel', { number: index + 1 })}
                    />
                  )}
                </form.AppField>
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-6 size-10 text-slate-600 hover:text-red-700"
                  aria-label={t('settings.shipping.removeBracket', { number: index + 1 })}
                  disabled={list.state.value.length <= 1}
                  onClick={() => list.removeValue(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            size="sm"
            disabled={list.state.value.length >= maxBrackets}
            onClick={() => list.pushValue(newBracket())}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('settings.shipping.addBracket')}
          </Button>
        </div>
      )}
    </form.Field>
  );
};

const ShippingFields = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  const money = (name: MoneyFieldName, label: TranslationKey) => (
    <form.AppField name={name}>{(field) => <field.MoneyField label={t(label)} />}</form.AppField>
  );
  return (
    <section className="space-y-4">
      <SubHeading>{t('platformSettings.shipping')}</SubHeading>
      <form.AppField name="shipping.method">
        {(field) => (
          <field.SelectField<SystemSettingsFormValues['shipping']['method']>
            className="max-w-xs"
            label={t('settings.shipping.method')}
            options={[
              { value: 'tiered', label: t('settings.shipping.tiered') },
              { value: 'flat', label: t('settings.shipping.flatFee') },
              { value: 'per_mile', label: t('settings.shipping.perMile') },
            ]}
          />
        )}
      </form.AppField>
      <div className="grid gap-4 sm:grid-cols-2">
        {money('shipping.tierOneMaxCents', 'settings.shipping.tierOneMax')}
        {money('shipping.tierTwoMaxCents', 'settings.shipping.tierTwoMax')}
      </div>
      <form.AppField name="shipping.tierThreeFree">
        {(field) => <field.CheckboxField label={t('settings.shipping.tierThreeFree')} />}
      </form.AppField>
      <BracketFields form={form} />
      <div className="grid gap-4 sm:grid-cols-3">
        {money('shipping.tierTwoFlatFeeCents', 'settings.shipping.flatFee')}
        {money('shipping.perMileRateCents', 'settings.shipping.perMileRate')}
        {money('shipping.perMileMinimumCents', 'settings.shipping.perMileMinimum')}
      </div>
      <div className="space-y-3 rounded-xl border border-slate-200 p-4">
        <form.AppField name="shipping.discountEnabled">
          {(field) => <field.CheckboxField label={t('settings.shipping.discountEnabled')} />}
        </form.AppField>
        <form.AppField name="shipping.discountPercent">
          {(field) => (
            <field.AmountField
              className="max-w-xs"
              label={t('settings.shipping.discountPercent')}
              hint={t('settings.shipping.discountHint')}
              suffix="%"
              step="1"
              min={0}
              max={100}
            />
          )}
        </form.AppField>
      </div>
    </section>
  );
};

const TaxFields = ({ form }: { form: SettingsForm }) => {
  const t = useT();
  return (
    <section className="space-y-4">
      <SubHeading>{t('platformSettings.tax')}</SubHeading>
      <form.AppField name="tax.taxEnabled">
        {(field) => <field.CheckboxField label={t('settings.tax.enabled')} />}
      </form.AppField>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.AppField name="tax.taxRatePercent">
          {(field) => (
            <field.AmountField
              label={t('settings.tax.rate')}
              hint={t('settings.tax.rateHint')}
              suffix="%"
              step="0.01"
              min={0}
              max={20}
              data-testid="system-settings-tax-rate"
            />
          )}
        </form.AppField>
        <form.AppField name="tax.taxBase">
          {(field) => (
            <field.SelectField<SystemSettingsFormValues['tax']['taxBase']>
              label={t('settings.tax.base')}
              options={[
                { value: 'all', label: t('settings.tax.baseAll') },
                { value: 'materials', label: t('settings.tax.baseMaterials') },
              ]}
            />
          )}
        </form.AppField>
      </div>
    </section>
  );
};

/** Who changed the settings last and when, and the key fingerprint. */
const SettingsFacts = ({ settings }: { settings: SystemSettings }) => {
  const t = useT();
  const changed =
    settings.updatedBy && settings.updatedAt
      ? t('platformSettings.lastChanged', {
          email: settings.updatedBy.email,
          date: new Intl.DateTimeFormat(localeOf(t.lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(settings.updatedAt),
          ),
        })
      : t('platformSettings.neverChanged');
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-4 text-sm">
      <p className="break-words text-slate-700" data-testid="system-settings-changed">
        {changed}
      </p>
      <dl>
        <dt className="font-medium text-slate-800">{t('platformSettings.keyHash')}</dt>
        <dd className="mt-1">
          <code
            className="rounded bg-white px-1.5 py-0.5 text-xs text-slate-800"
            data-testid="system-settings-key-hash"
          >
            {settings.encryptionKeyHash}
          </code>
          <p className="mt-1 text-xs text-slate-500">{t('platformSettings.keyHashHint')}</p>
        </dd>
      </dl>
    </div>
  );
};

const SystemSettingsForm = ({ settings }: { settings: SystemSettings }) => {
  const t = useT();
  const form = useSystemSettingsForm(settings);
  return (
    <KitForm form={form} className="space-y-6" data-testid="system-settings-form">
      <SettingsFacts settings={settings} />
      <form.FormError title={t('platformSettings.saveFailed')} />
      <WarehouseFields form={form} />
      <ShippingFields form={form} />
      <TaxFields form={form} />
      <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="system-settings-save">
        {t('platformSettings.save')}
      </form.SubmitButton>
    </KitForm>
  );
};

const LoadedSystemSettings = () => {
  const { data: settings } = useSuspenseQuery(systemSettingsQueryOptions());
  // A save's answer replaces the read: the form starts again from the settings as saved.
  return <SystemSettingsForm key={settings.updatedAt ?? 'never-saved'} settings={settings} />;
};

export const SystemSettingsSection = () => {
  const t = useT();
  return (
    <QueryBoundary
      pending={<LoadingStatus className="py-6 text-sm">{t('common.loading')}</LoadingStatus>}
      failure={({ error, retry }) => (
        <RegionLoadFailed title={t('platformSettings.loadFailed')} error={error} retry={retry} />
      )}
    >
      <LoadedSystemSettings />
    </QueryBoundary>
  );
};
