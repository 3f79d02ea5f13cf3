// The "Your public page" form of /contractor-portal: the page's address (its full URL under the box, as
// typed), Published, the few words about the business in English and Spanish, which parts of the profile the
// page shows, and Save. A taken address is refused under the box ("Another business has that address").
import { Save } from 'lucide-react';
import type { PortalShow } from '#domain/schemas/portal';
import { KitForm } from '#frontend/components/form/kit-form';
import { SectionCard } from '#frontend/components/ui/section-card';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { PortalSettings } from '../api/portal-page';
import { pagePathOf, siteUrl } from '../portal-values';
import { type PortalForm, usePortalForm } from '../use-portal-form';

const shownParts: ReadonlyArray<{ name: keyof PortalShow; label: TranslationKey }> = [
  { name: 'license', label: 'onboarding.licenseNumber' },
  { name: 'insurance', label: 'onboarding.insuranceNumber' },
  { name: 'serviceAreas', label: 'onboarding.serviceAreas' },
  { name: 'testimonials', label: 'feature.testimonials' },
  { name: 'faqs', label: 'feature.faqs' },
];

const AddressFields = ({ form }: { form: PortalForm }) => {
  const t = useT();
  const origin = window.location.origin;
  return (
    <>
      <form.AppField name="slug">
        {(field) => (
          <field.TextField
            label={t('portalPage.slug')}
            hint={t('portalPage.slugHint', { url: siteUrl(origin, pagePathOf(field.state.value)) })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-testid="portal-slug"
          />
        )}
      </form.AppField>
      <form.AppField name="published">
        {(field) => (
          <field.CheckboxField
            label={t('portalPage.published')}
            hint={t('portalPage.publishedHint')}
            data-testid="portal-published"
          />
        )}
      </form.AppField>
    </>
  );
};

const AboutFields = ({ form }: { form: PortalForm }) => {
  const t = useT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <form.AppField name="about.en">
        {(field) => (
          <field.TextAreaField label={t('portalPage.aboutEn')} rows={4} data-testid="portal-about-en" />
        )}
      </form.AppField>
      <form.AppField name="about.es">
        {(field) => (
          <field.TextAreaField
            label={t('portalPage.aboutEs')}
            hint={t('faqs.spanishHint')}
            rows={4}
            data-testid="portal-about-es"
          />
        )}
      </form.AppField>
    </div>
  );
};

const ShownParts = ({ form }: { form: PortalForm }) => {
  const t = useT();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-semibold text-slate-900">{t('portalPage.showTitle')}</legend>
      <p className="text-xs text-slate-500">{t('portalPage.showHint')}</p>
      <div className="grid sm:grid-cols-2">
        {shownParts.map((part) => (
          <form.AppField key={part.name} name={`show.${part.name}`}>
            {(field) => (
              <field.CheckboxField label={t(part.label)} data-testid={`portal-show-${part.name}`} />
            )}
          </form.AppField>
        ))}
      </div>
    </fieldset>
  );
};

export const PublicPageForm = ({ settings }: { settings: PortalSettings }) => {
  const t = useT();
  const { form, canSave } = usePortalForm(settings);
  return (
    <SectionCard
      title={t('portalPage.publicTitle')}
      description={t('portalPage.publicDescription')}
      testId="portal-public"
    >
      <KitForm form={form} canSubmit={canSave} className="space-y-5">
        <form.FormError title={t('portalPage.saveFailed')} data-testid="portal-save-error" />
        <AddressFields form={form} />
        <AboutFields form={form} />
        <ShownParts form={form} />
        <div className="flex justify-end border-t border-slate-100 pt-4">
          <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="portal-save">
            <Save aria-hidden="true" className="size-4" />
            {t('portalPage.save')}
          </form.SubmitButton>
        </div>
      </KitForm>
    </SectionCard>
  );
};
