// What the settings page's two forms (pricing and catalog, payments) share about saving: where a form
// stands for its save bar, asking before leaving unsaved changes, and focusing the first box to fix.
import { type AnyFormApi, useSelector } from '@tanstack/react-form';
import { useBlocker } from '@tanstack/react-router';
import { fieldsWithErrors, namesOf } from '#frontend/components/form/field-names';
import { firstErrorText } from '#frontend/components/form/form-errors';
import { useT } from '#frontend/i18n/use-t';

/**
 * Where a form stands: whether its values differ from the last save (`isSaved` tells), whether it is
 * saving, which fields hold a message, and the form-level message of the last save.
 */
export const useSaveState = <Values>(form: AnyFormApi, isSaved: (values: Values) => boolean) => {
  const t = useT();
  const dirty = useSelector(form.store, (state) => !isSaved(state.values));
  const errorFields = namesOf(useSelector(form.store, (state) => fieldsWithErrors(state.fieldMeta)));
  const failure = useSelector(form.store, (state) => firstErrorText([state.errorMap.onSubmit], t.lang));
  const saving = useSelector(form.store, (state) => state.isSubmitting);
  return { dirty, saving, errorFields, failure };
};

/** Unsaved changes ask before the user leaves: another page of the app, or the browser tab. */
export const useConfirmLeave = (dirty: boolean) => {
  const t = useT();
  useBlocker({
    shouldBlockFn: ({ current, next }) =>
      dirty && current.pathname !== next.pathname && !window.confirm(t('settings.leaveConfirm')),
    enableBeforeUnload: () => dirty,
  });
};

/** Scrolls to the first box holding a message inside `container` and focuses it (after a failed save). */
export const focusFirstInvalid = (container: HTMLElement | null) => {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.scrollIntoView({ block: 'center' });
  field?.focus({ preventScroll: true });
};
