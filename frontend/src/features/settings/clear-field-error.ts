// Some boxes carry a message about another box (the three-payment sum under the three parts, a late fee
// judged by its type): changing one clears the other's message, as a field's own change clears its own.
import type { AnyFieldLikeMetaBase } from '@tanstack/react-form';

interface FormWithMeta {
  getFieldMeta(name: string): AnyFieldLikeMetaBase | undefined;
  setFieldMeta(name: string, updater: (meta: AnyFieldLikeMetaBase) => AnyFieldLikeMetaBase): void;
}

/** Drops the submit and server messages of `name`, if it has any. */
export const clearFieldError = (form: FormWithMeta, name: string): void => {
  const meta = form.getFieldMeta(name);
  if (!meta || (meta.errorMap.onSubmit === undefined && meta.errorMap.onServer === undefined)) return;
  form.setFieldMeta(name, (current) => ({
    ...current,
    errorMap: { ...current.errorMap, onSubmit: undefined, onServer: undefined },
  }));
};
