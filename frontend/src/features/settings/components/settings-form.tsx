// The settings form: pricing sections, delivery and the catalog, each a collapsible section (all open on
// wider screens, folded on phones), a row of links to jump to a section, and a sticky save bar. Nothing
// is sent until the shared schemas accept it; leaving with unsaved changes asks first.
import { useBlocker } from '@tanstack/react-router';
import {
  CircleAlert,
  CircleCheck,
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
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import type { TranslationKey } from '#frontend/i18n/en';
import { useT } from '#frontend/i18n/use-t';
import type { PricingSettingsData } from '../api/get-pricing-settings';
import { type SettingsSectionId, sectionOfError, settingsSections } from '../settings-sections';
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

const errorCountsOf = (errors: Readonly<Record<string, string>>) => {
  const counts = new Map<SettingsSectionId, number>();
  for (const path of Object.keys(errors)) {
    const section = sectionOfError(path);
    if (section) counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  return counts;
};

const wideScreen = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches;

const SaveBar = ({ form, errorCount }: { form: Form; errorCount: number }) => {
  const t = useT();
  const status = form.saving ? (
    <span className="text-slate-700">{t('settings.saving')}</span>
  ) : errorCount > 0 ? (
    <span className="flex items-center gap-1.5 font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {t('settings.fixErrors', { count: errorCount })}
    </span>
  ) : form.failure ? (
    <span className="flex items-center gap-1.5 font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {form.failure}
    </span>
  ) : form.dirty ? (
    <span className="font-medium text-amber-800">{t('settings.unsaved')}</span>
  ) : (
    <span className="flex items-center gap-1.5 text-slate-600">
      <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      {t('settings.allSaved')}
    </span>
  );
  return (
    <div
      className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 md:bottom-4"
      data-testid="settings-save-bar"
    >
      <div className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 px-3 py-2.5 shadow-lg backdrop-blur sm:gap-3 sm:px-4">
        <p role="status" className="min-w-0 flex-1 text-sm">
          {status}
        </p>
        {form.dirty && !form.saving ? (
          <Button
            variant="ghost"
            size="md"
            onClick={() => {
              if (window.confirm(t('settings.discardConfirm'))) form.discard();
            }}
            data-testid="settings-discard"
          >
            {t('settings.discard')}
          </Button>
        ) : null}
        <Button type="submit" disabled={form.saving || !form.dirty} data-testid="settings-save">
          {form.saving ? <Spinner className="size-4" /> : null}
          {form.saving ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </div>
  );
};

interface SettingsFormProps {
  initial: PricingSettingsData;
  /** Links to cards of the page outside this form (e.g. Payments), after the section links. */
  moreLinks?: ReadonlyArray<{ elementId: string; label: string }>;
}

const pillClass =
  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap';
const linkClass = 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50';

export const SettingsForm = ({ initial, moreLinks = [] }: SettingsFormProps) => {
  const t = useT();
  const form = useSettingsForm(initial, t);
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState<ReadonlySet<SettingsSectionId>>(
    () => new Set(wideScreen() ? settingsSections : []),
  );
  // Work to do once the sections just opened are on screen: focus the first field to fix, or a section.
  const [pending, setPending] = useState<
    { kind: 'firstError' } | { kind: 'section'; id: SettingsSectionId } | null
  >(null);

  useBlocker({
    shouldBlockFn: ({ current, next }) =>
      form.dirty && current.pathname !== next.pathname && !window.confirm(t('settings.leaveConfirm')),
    enableBeforeUnload: () => form.dirty,
  });

  useEffect(() => {
    if (!pending) return;
    setPending(null);
    if (pending.kind === 'firstError') {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.scrollIntoView({ block: 'center' });
      field?.focus({ preventScroll: true });
      return;
    }
    const section = document.getElementById(sectionElementId(pending.id));
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('h2 button')?.focus({ preventScroll: true });
  }, [pending]);

  const errorCounts = errorCountsOf(form.errors);
  const totalErrors = Object.keys(form.errors).length;

  const toggle = (id: SettingsSectionId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const jumpTo = (id: SettingsSectionId) => {
    setOpen((current) => new Set(current).add(id));
    setPending({ kind: 'section', id });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { outcome, errors } = await form.save();
    if (outcome !== 'invalid') return;
    const withErrors = Object.keys(errors)
      .map(sectionOfError)
      .filter((id) => id !== undefined);
    setOpen((current) => new Set([...current, ...withErrors]));
    setPending({ kind: 'firstError' });
  };

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
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-5 space-y-4"
        data-testid="settings-form"
      >
        {/* Disabled while saving: the saved values replace the form, so nothing typed meanwhile is lost. */}
        <fieldset disabled={form.saving} className="min-w-0 space-y-4">
          {settingsSections.filter((id) => !catalogSections.includes(id)).map(renderSection)}
          <div className="pt-4">
            <h2 className="text-lg font-semibold text-slate-900">{t('settings.catalog.title')}</h2>
            <p className="text-sm text-slate-600">{t('settings.catalog.description')}</p>
          </div>
          {catalogSections.map(renderSection)}
        </fieldset>
        <SaveBar form={form} errorCount={totalErrors} />
      </form>
    </>
  );
};
