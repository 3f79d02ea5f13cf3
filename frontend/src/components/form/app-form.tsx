// The one form kit: TanStack Form with the shared fields bound to it. A form is
//   const form = useAppForm({ defaultValues, validators: { onSubmit: schemaValidator(schema, toRequest) },
//                             onSubmit: async ({ value, formApi }) => … })
// and each field `<form.AppField name="email">{(field) => <field.TextField label={t('…')} />}</form.AppField>`;
// the bound field reads its value, change and blur handlers and its message from the form, so a screen
// holds no validation or error state of its own. Server refusals land on the fields with `showServerErrors`.
// The <form> element is `<KitForm form={form}>` (kit-form.tsx); plain text boxes given as data render with
// `<TextFieldList>` (text-field-list.tsx).
import { createFormHook } from '@tanstack/react-form';
import { batch } from '@tanstack/store';
import type { ReactNode } from 'react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { useLang } from '#frontend/i18n/use-core-t';
import {
  type AmountFieldProps,
  AmountField as AmountInput,
  type MoneyFieldProps,
  MoneyField as MoneyInput,
} from '../fields/amount-field';
import { type CheckboxFieldProps, CheckboxField as CheckboxInput } from '../fields/checkbox-field';
import { type ChoiceGroupProps, ChoiceGroup as ChoiceInput } from '../fields/choice-group';
import { type ColorFieldProps, ColorField as ColorInput } from '../fields/color-field';
import { type SelectFieldProps, SelectField as SelectInput } from '../fields/select-field';
import { type TextAreaFieldProps, TextAreaField as TextAreaInput } from '../fields/text-area-field';
import { type TextFieldProps, TextField as TextInput } from '../fields/text-field';
import { fieldContext, formContext, useFieldContext, useFormContext } from './form-context';
import { type FormErrors, firstErrorText, serverErrors } from './form-errors';
import { useFieldError } from './use-field-error';

export { fieldContext, formContext, useFieldContext, useFormContext };

type Bound<Props> = Omit<Props, 'value' | 'onValueChange' | 'checked' | 'onCheckedChange' | 'error' | 'name'>;

/**
 * What a bound control takes from its field: name, value, change and blur handlers, and its message.
 * A change is one flush of the form's store: TanStack Form writes its store several times per change (the
 * value, the field's meta, each check's errors, "validating" on and off even with no async check), and each
 * write would run every subscriber — each field's derived state, each panel's selector. Batched
 * (`@tanstack/store`'s `batch`, the store TanStack Form is built on) they run once: the quote builder's
 * keystroke spends about a quarter less in the form (`npm run bench -- builder`).
 */
const useBoundValue = <T,>() => {
  const field = useFieldContext<T>();
  return {
    name: field.name,
    value: field.state.value,
    onValueChange: (value: T) => batch(() => field.handleChange(value)),
    onBlur: field.handleBlur,
    error: useFieldError(),
  };
};

const TextField = (props: Bound<TextFieldProps>) => <TextInput {...props} {...useBoundValue<string>()} />;

const TextAreaField = (props: Bound<TextAreaFieldProps>) => (
  <TextAreaInput {...props} {...useBoundValue<string>()} />
);

const SelectField = <T extends string>(props: Bound<SelectFieldProps<T>>) => (
  <SelectInput<T> {...props} {...useBoundValue<T>()} />
);

const AmountField = (props: Bound<AmountFieldProps>) => (
  <AmountInput {...props} {...useBoundValue<string>()} />
);

const MoneyField = (props: Bound<MoneyFieldProps>) => <MoneyInput {...props} {...useBoundValue<string>()} />;

const ColorField = (props: Bound<ColorFieldProps>) => <ColorInput {...props} {...useBoundValue<string>()} />;

const ChoiceGroup = <T extends string>(props: Bound<ChoiceGroupProps<T>>) => {
  const { onBlur: _leftOnBlur, ...bound } = useBoundValue<T>();
  return <ChoiceInput<T> {...props} {...bound} />;
};

const CheckboxField = (props: Bound<CheckboxFieldProps>) => {
  const { value, onValueChange, ...bound } = useBoundValue<boolean>();
  return <CheckboxInput {...props} {...bound} checked={value} onCheckedChange={onValueChange} />;
};

/** The submit button: disabled and showing `pendingLabel` while the form submits. */
const SubmitButton = ({
  children,
  pendingLabel,
  className,
  size = 'lg',
  busy = false,
  'data-testid': testId,
}: {
  children: ReactNode;
  pendingLabel?: ReactNode;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Also busy for a reason the form does not know (e.g. a redirect under way). */
  busy?: boolean;
  'data-testid'?: string;
}) => {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button
          type="submit"
          size={size}
          className={className}
          disabled={isSubmitting || busy}
          data-testid={testId}
        >
          {isSubmitting || busy ? <Spinner className="size-4" /> : null}
          {isSubmitting && pendingLabel ? pendingLabel : children}
        </Button>
      )}
    </form.Subscribe>
  );
};

/** The form-level message (a refusal that names no field), as a banner. */
const FormError = ({ title, 'data-testid': testId }: { title?: ReactNode; 'data-testid'?: string }) => {
  const form = useFormContext();
  const lang = useLang();
  return (
    <form.Subscribe selector={(state) => state.errorMap.onSubmit}>
      {(error) => {
        const text = firstErrorText([error], lang);
        return text ? (
          <div data-testid={testId}>
            <AlertBanner title={title}>{text}</AlertBanner>
          </div>
        ) : null;
      }}
    </form.Subscribe>
  );
};

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    TextAreaField,
    SelectField,
    CheckboxField,
    AmountField,
    MoneyField,
    ColorField,
    ChoiceGroup,
  },
  formComponents: { SubmitButton, FormError },
});

/**
 * Shows a server refusal on the form: per-field messages under their fields, else a form banner (also for a
 * field the form does not show, when `shownFields` names those it does). They sit where the submit
 * validator's messages do, so the next submit clears them like its own.
 */
export const showServerErrors = (
  form: { setErrorMap: (map: { onSubmit: FormErrors }) => void },
  error: unknown,
  shownFields?: readonly string[],
): FormErrors => {
  const errors = serverErrors(error, shownFields);
  form.setErrorMap({ onSubmit: errors });
  return errors;
};
