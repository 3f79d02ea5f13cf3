// One collapsible section of the settings page (the disclosure pattern: a heading whose button shows or
// hides the body). Collapsed, it still says how many of its fields need fixing.
import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '#frontend/i18n/use-t';
import type { SettingsSectionId } from '../settings-sections';

interface SettingsSectionProps {
  id: SettingsSectionId;
  title: string;
  description: string;
  icon: LucideIcon;
  open: boolean;
  onToggle: () => void;
  errorCount: number;
  children: ReactNode;
}

export const sectionElementId = (id: SettingsSectionId) => `settings-${id}`;

/** A card's icon on its tinted square, before the card's title. */
export const SectionIcon = ({ icon: Icon }: { icon: LucideIcon }) => (
  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
    <Icon aria-hidden="true" className="size-5" />
  </span>
);

/** The end of a fold-out card's button: how many of its boxes need fixing, if any, and the chevron. */
export const DisclosureEnd = ({ errorCount, open }: { errorCount: number; open: boolean }) => {
  const t = useT();
  return (
    <>
      {errorCount > 0 ? (
        <span className="shrink-0 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          {t('settings.toFix', { count: errorCount })}
        </span>
      ) : null}
      <ChevronDown
        aria-hidden="true"
        className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
      />
    </>
  );
};

export const SettingsSection = ({
  id,
  title,
  description,
  icon,
  open,
  onToggle,
  errorCount,
  children,
}: SettingsSectionProps) => {
  const elementId = sectionElementId(id);
  return (
    <section
      id={elementId}
      aria-labelledby={`${elementId}-title`}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white"
      data-testid={elementId}
    >
      <h2 id={`${elementId}-title`}>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={`${elementId}-body`}
          className="flex w-full items-center gap-3 rounded-2xl px-4 py-4 text-left focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-6"
        >
          <SectionIcon icon={icon} />
          <span className="min-w-0 flex-1">
            <span className="block text-base font-semibold text-slate-900 sm:text-lg">{title}</span>
            <span className="block text-sm font-normal text-slate-600">{description}</span>
          </span>
          <DisclosureEnd errorCount={errorCount} open={open} />
        </button>
      </h2>
      <div
        id={`${elementId}-body`}
        hidden={!open}
        className="border-t border-slate-100 px-4 pt-4 pb-5 sm:px-6"
      >
        {children}
      </div>
    </section>
  );
};
