// Bound text boxes described as data: a form that asks for several plain texts (sign-up, login, the
// onboarding profile) lists each box's name, props and listeners, and this renders one bound text field
// per entry, in order. Layout stays with the form: it renders a list per row or grid it needs.
import type { AnyFieldApi } from '@tanstack/react-form';
import type { FunctionComponent, ReactNode } from 'react';
import { useT } from '#frontend/i18n/use-t';
import { phoneInput } from '../fields/input-presets';
import type { TextFieldProps } from '../fields/text-field';
import { phoneAsTyped } from './reformat-as-typed';

/** Listeners of a text box (e.g. `reformatAsTyped`). */
export interface TextListeners {
  onChange?: (props: { value: string; fieldApi: AnyFieldApi }) => void;
}

type BoundTextFieldProps = Omit<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'name'>;

/** One box: the form field it is bound to, its listeners, and the text field's own props. */
export interface TextFieldEntry<Name extends string> extends BoundTextFieldProps {
  name: Name;
  listeners?: TextListeners;
  'data-testid'?: string;
}

/** A US phone box: shown as XXX-XXX-XXXX while typed. */
export const phoneEntry = { ...phoneInput, listeners: phoneAsTyped } as const;

/** The part of a kit form this needs: its `AppField` with the kit's bound text field. */
interface FormWithTextFields<Name extends string> {
  AppField: (props: {
    name: Name;
    listeners?: TextListeners;
    children: (field: { TextField: (props: BoundTextFieldProps) => ReactNode }) => ReactNode;
  }) => ReturnType<FunctionComponent>;
}

/** The last part of a field name: `address.street` → `street`. */
const lastPart = (name: string) => name.slice(name.lastIndexOf('.') + 1);

export const TextFieldList = <Name extends string>({
  form,
  fields,
  testIdPrefix,
}: {
  form: FormWithTextFields<Name>;
  fields: ReadonlyArray<TextFieldEntry<Name>>;
  /** Names each box's test id: the prefix and the last part of its name (`signup-email`), unless the entry gives one. */
  testIdPrefix?: string;
}) =>
  fields.map(({ name, listeners, ...props }) => (
    <form.AppField key={name} name={name} listeners={listeners}>
      {(field) => (
        <field.TextField
          {...(testIdPrefix ? { 'data-testid': `${testIdPrefix}-${lastPart(name)}` } : {})}
          {...props}
        />
      )}
    </form.AppField>
  ));

/** A person's first and last name, side by side from small screens up (sign-up, an invitation, the profile). */
export const NameFieldPair = ({
  form,
  testIdPrefix,
}: {
  form: FormWithTextFields<'firstName' | 'lastName'>;
  testIdPrefix: string;
}) => {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextFieldList
        form={form}
        testIdPrefix={testIdPrefix}
        fields={[
          { name: 'firstName', label: t('form.firstName'), autoComplete: 'given-name' },
          { name: 'lastName', label: t('form.lastName'), autoComplete: 'family-name' },
        ]}
      />
    </div>
  );
};
