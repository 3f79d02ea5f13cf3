// Boxes of the settings form described as data: each is bound to the form field its path names, labelled
// (and hinted) by catalogue keys, and gets its test id from its path (`testIdOf`), so a section lists its
// boxes instead of writing each one out. For boxes outside the form's lists, whose field name is their API
// path; a list item's box (`shipping.distanceBrackets[0].maxMiles`) is written out where its list is.
import type { DeepKeys } from '@tanstack/react-form';
import type { AmountFieldProps } from '#frontend/components/fields/amount-field';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { testIdOf } from '../test-id';
import type { SettingsForm, SettingsValues } from '../use-settings-form';

type Path = DeepKeys<SettingsValues>;

type Form = { form: SettingsForm };

export interface AmountBox
  extends Omit<AmountFieldProps, 'label' | 'hint' | 'value' | 'onValueChange' | 'error' | 'name'> {
  path: Path;
  label: TranslationKey;
  hint?: TranslationKey;
  /** A unit after the number, by key (`settings.unit.months`); signs such as "%" go in `suffix`. */
  unit?: TranslationKey;
}

/** Number boxes (money with `moneyProps`), in order. */
export const AmountBoxes = ({ form, boxes }: Form & { boxes: readonly AmountBox[] }) => {
  const t = useT();
  return boxes.map(({ path, label, hint, unit, ...props }) => (
    <form.AppField key={path} name={path}>
      {(field) => (
        <field.AmountField
          label={t(label)}
          {...(hint ? { hint: t(hint) } : {})}
          {...(unit ? { suffix: t(unit) } : {})}
          {...props}
          data-testid={testIdOf(path)}
        />
      )}
    </form.AppField>
  ));
};

/** A checkbox that switches a part of the settings on or off. */
export const CheckBox = ({ form, path, label }: Form & { path: Path; label: TranslationKey }) => {
  const t = useT();
  return (
    <form.AppField name={path}>
      {(field) => <field.CheckboxField label={t(label)} data-testid={testIdOf(path)} />}
    </form.AppField>
  );
};

/** Radio cards, each option with its label and a short description. */
export const ChoiceBoxes = ({
  form,
  path,
  legend,
  options,
}: Form & {
  path: Path;
  legend: TranslationKey;
  options: ReadonlyArray<{ value: string; label: TranslationKey; description: TranslationKey }>;
}) => {
  const t = useT();
  return (
    <form.AppField name={path}>
      {(field) => (
        <field.ChoiceGroup
          legend={t(legend)}
          options={options.map(({ value, label, description }) => ({
            value,
            label: t(label),
            description: t(description),
          }))}
          data-testid={testIdOf(path)}
        />
      )}
    </form.AppField>
  );
};
