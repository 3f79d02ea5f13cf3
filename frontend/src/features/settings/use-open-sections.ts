// Which sections of the settings page are open (all on wider screens, none on phones to start with), the
// jump links that open and scroll to one, and, after a failed save, every section with a box to fix open
// and the first such box focused.
import { type RefObject, useEffect, useState } from 'react';
import { apiPathOf, fieldsWithErrors, namesOf } from '#frontend/components/form/field-names';
import { sectionElementId } from './components/settings-section';
import { focusFirstInvalid } from './form-save-state';
import { type SettingsSectionId, sectionOfError, settingsSections } from './settings-sections';

const wideScreen = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches;

/** The section of each field that holds a message. */
export const sectionsOfFields = (fields: readonly string[]): SettingsSectionId[] =>
  fields.map((name) => sectionOfError(apiPathOf(name))).filter((id) => id !== undefined);

type PendingFocus = { kind: 'firstError' } | { kind: 'section'; id: SettingsSectionId };

export const useOpenSections = (
  formRef: RefObject<HTMLFormElement | null>,
  form: { state: { fieldMeta: Record<string, { errors: readonly unknown[] } | undefined> } },
  failedSaves: number,
) => {
  const [open, setOpen] = useState<ReadonlySet<SettingsSectionId>>(
    () => new Set(wideScreen() ? settingsSections : []),
  );
  // Work to do once the sections just opened are on screen: focus the first field to fix, or a section.
  const [pending, setPending] = useState<PendingFocus | null>(null);

  useEffect(() => {
    if (failedSaves === 0) return;
    const withErrors = sectionsOfFields(namesOf(fieldsWithErrors(form.state.fieldMeta)));
    setOpen((current) => new Set([...current, ...withErrors]));
    setPending({ kind: 'firstError' });
  }, [failedSaves, form]);

  useEffect(() => {
    if (!pending) return;
    setPending(null);
    if (pending.kind === 'firstError') {
      focusFirstInvalid(formRef.current);
      return;
    }
    const section = document.getElementById(sectionElementId(pending.id));
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('h2 button')?.focus({ preventScroll: true });
  }, [pending, formRef]);

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

  return { open, toggle, jumpTo };
};
