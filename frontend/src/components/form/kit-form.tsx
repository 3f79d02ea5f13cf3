// The <form> element of a kit form: the browser's own checks off (the domain schema speaks instead),
// a submit goes through `submitForm` (every field checked afresh), and everything inside sits in the form's
// `AppForm`, so `form.FormError` and `form.SubmitButton` can stand anywhere in it.
import type { ComponentType, FormHTMLAttributes, PropsWithChildren, Ref } from 'react';
import { type SubmittableForm, submitForm } from './submit-form';

interface KitFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  form: SubmittableForm & { AppForm: ComponentType<PropsWithChildren> };
  /** False while a submit must do nothing (e.g. nothing changed, or a save is under way). */
  canSubmit?: boolean;
  ref?: Ref<HTMLFormElement>;
}

export const KitForm = ({ form, canSubmit = true, children, ...props }: KitFormProps) => (
  <form
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      if (canSubmit) void submitForm(form);
    }}
    {...props}
  >
    <form.AppForm>{children}</form.AppForm>
  </form>
);
