// The settings form: pricing sections, delivery and the catalog, each a collapsible section (all open on
// wider screens, folded on phones), a row of links to jump to a section, and a sticky save bar. Nothing
// is sent until the shared schemas accept it; leaving with unsaved changes asks first. State and checks
// live in use-settings-form, the sections' open state in use-open-sections.

import {
  CreditCard,
  Fence,
  HardHat,
  type LucideIcon,
  Milestone,
  Percent,
  Shovel,
  Tag,
  Trash2,
  Truck,
  Wrench,
} from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { KitForm } from '#frontend/components/form/kit-form';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { PricingSettingsData } from '#frontend/lib/pricing-settings';
import { useConfirmLeave } from '../form-save-state';
import { type SettingsSectionId, settingsSections } from '../settings-sections';
import { sectionsOfFields, useOpenSections } from '../use-open-sections';
import { type SettingsForm as Form, useSettingsForm } from '../use-settings-form';
import { HardwareSection, PostCapsSection } from './catalog-items-sections';
import {
  FinancingSection,
  JobChargesSection,
  LaborSection,
  MarkupTaxSection,
  MaterialPricesSection,
  RemovalSection,
} from './pricing-sections';
import { SaveControls } from './save-controls';
import { SettingsSection, sectionElementId } from './settings-section';
import { ShippingSection } from './shipping-section';
import { StylesSection } from './styles-section';

interface SectionDefinition {
  icon: LucideIcon;
  title: TranslationKey;
  description: TranslationKey;
  Body: (props: { form: Form }) => ReactNode;
}

const sections: Record<SettingsSectionId, SectionDefinition> = {
  materials: {
    icon: Tag,
    title: 'settings.materials.title',
    description: 'settings.materials.description',
    Body: MaterialPricesSection,
  },
  labor: {
    icon: HardHat,
    title: 'settings.labor.title',
    description: 'settings.labor.description',
    Body: LaborSection,
  },
  removal: {
    icon: Trash2,
    title: 'settings.removal.title',
    description: 'settings.removal.description',
    Body: RemovalSection,
  },
  jobCharges: {
    icon: Shovel,
    title: 'settings.jobCharges.title',
    description: 'settings.jobCharges.description',
    Body: JobChargesSection,
  },
  markupTax: {
    icon: Percent,
    title: 'settings.markupTax.title',
    description: 'settings.markupTax.description',
    Body: MarkupTaxSection,
  },
  financing: {
    icon: CreditCard,
    title: 'settings.financing.title',
    description: 'settings.financing.description',
    Body: FinancingSection,
  },
  shipping: {
    icon: Truck,
    title: 'settings.shipping.title',
    description: 'settings.shipping.description',
    Body: ShippingSection,
  },
  styles: {
    icon: Fence,
    title: 'settings.styles.title',
    description: 'settings.styles.description',
    Body: StylesSection,
  },
  postCaps: {
    icon: Milestone,
    title: 'settings.caps.title',
    description: 'settings.caps.description',
    Body: PostCapsSection,
  },
  hardware: {
    icon: Wrench,
    title: 'settings.hardware.title',
    description: 'settings.hardware.description',
    Body: HardwareSection,
  },
};

const catalogSections: readonly SettingsSectionId[] = ['styles', 'postCaps', 'hardware'];

const errorCountsOf = (fields: readonly string[]) => {
  const counts = new Map<SettingsSectionId, number>();
  for (const section of sectionsOfFields(fields)) counts.set(section, (counts.get(section) ?? 0) + 1);
  return counts;
};

interface SaveBarProps {
  saving: boolean;
  errorCount: number;
  failure: string | undefined;
  dirty: boolean;
  onDiscard: () => void;
}

const SaveBar = ({ onDiscard, ...state }: SaveBarProps) => {
  const t = useT();
  return (
    <div
      className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 md:bottom-4"
      data-testid="settings-save-bar"
    >
      <div className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 px-3 py-2.5 shadow-lg backdrop-blur sm:gap-3 sm:px-4">
        <SaveControls
          {...state}
          statusClassName="min-w-0 flex-1 text-sm"
          saveLabel={t('settings.save')}
          onDiscard={() => {
            if (window.confirm(t('settings.discardConfirm'))) onDiscard();
          }}
          testIdPrefix="settings"
        />
      </div>
    </div>
  );
};

const pillClass =
  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap';
const linkClass = 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50';

type MoreLinks = ReadonlyArray<{ elementId: string; label: string }>;

/** The row of links to each section (red where a section has fields to fix) and to the cards after it. */
const SectionLinks = ({
  errorCounts,
  jumpTo,
  moreLinks,
}: {
  errorCounts: ReadonlyMap<SettingsSectionId, number>;
  jumpTo: (id: SettingsSectionId) => void;
  moreLinks: MoreLinks;
}) => {
  const t = useT();
  return (
    <nav aria-label={t('settings.jumpTo')} className="-mx-4 mt-5 overflow-x-auto px-4 pb-1">
      <ul className="flex gap-2 sm:flex-wrap">
        {settingsSections.map((id) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${sectionElementId(id)}`}
              onClick={(event) => {
                event.preventDefault();
                jumpTo(id);
              }}
              className={`${pillClass} ${
                errorCounts.get(id) ? 'border-red-300 bg-red-50 text-red-800' : linkClass
              }`}
            >
              {t(sections[id].title)}
            </a>
          </li>
        ))}
        {moreLinks.map(({ elementId, label }) => (
          <li key={elementId} className="shrink-0">
            <a
              href={`#${elementId}`}
              onClick={(event) => {
                event.preventDefault();
                const card = document.getElementById(elementId);
                card?.scrollIntoView({ block: 'start' });
                card?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
              }}
              className={`${pillClass} ${linkClass}`}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};

interface SettingsFormProps {
  initial: PricingSettingsData;
  /** Links to cards of the page outside this form (e.g. Payments), after the section links. */
  moreLinks?: MoreLinks;
}

export const SettingsForm = ({ initial, moreLinks = [] }: SettingsFormProps) => {
  const t = useT();
  const { form, dirty, saving, errorFields, failure, failedSaves } = useSettingsForm(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const { open, toggle, jumpTo } = useOpenSections(formRef, form, failedSaves);

  useConfirmLeave(dirty);

  const errorCounts = errorCountsOf(errorFields);
  const renderSection = (id: SettingsSectionId) => {
    const { icon, title, description, Body } = sections[id];
    return (
      <SettingsSection
        key={id}
        id={id}
        icon={icon}
        title={t(title)}
        description={t(description)}
        open={open.has(id)}
        onToggle={() => toggle(id)}
        errorCount={errorCounts.get(id) ?? 0}
      >
        <Body form={form} />
      </SettingsSection>
    );
  };

  return (
    <>
      <SectionLinks errorCounts={errorCounts} jumpTo={jumpTo} moreLinks={moreLinks} />
      <KitForm
        ref={formRef}
        form={form}
        canSubmit={dirty && !saving}
        className="mt-5 space-y-4"
        data-testid="settings-form"
      >
        {/* Disabled while saving: the saved values replace the form, so nothing typed meanwhile is lost. */}
        <fieldset disabled={saving} className="min-w-0 space-y-4">
          {settingsSections.filter((id) => !catalogSections.includes(id)).map(renderSection)}
          <div className="pt-4">
            <h2 className="text-lg font-semibold text-slate-900">{t('settings.catalog.title')}</h2>
            <p className="text-sm text-slate-600">{t('settings.catalog.description')}</p>
          </div>
          {catalogSections.map(renderSection)}
        </fieldset>
        <SaveBar
          saving={saving}
          errorCount={errorFields.length}
          failure={failure}
          dirty={dirty}
          onDiscard={() => form.reset()}
        />
      </KitForm>
    </>
  );
};
