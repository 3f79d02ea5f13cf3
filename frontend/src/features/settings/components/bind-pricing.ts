// Connects a pricing box to the form: its text by API path, the edit that clears its message, the
// message itself and a test id made from the path (`settings-pricing-pricePerFootCents-vinyl`).
import { errorFor } from '#frontend/lib/schema-errors';
import type { FlagPath } from '../pricing-form-values';
import type { SettingsForm } from '../use-settings-form';

export const testIdOf = (path: string) => `settings-${path.replaceAll('.', '-')}`;

export const bindText = (form: SettingsForm, path: string) => ({
  value: form.pricing.text[path] ?? '',
  onValueChange: (value: string) =>
    form.editPricing((draft) => {
      draft.text[path] = value;
    }, path),
  error: errorFor(form.errors, path),
  'data-testid': testIdOf(path),
});

export const bindFlag = (form: SettingsForm, path: FlagPath) => ({
  checked: form.pricing.flags[path],
  onCheckedChange: (checked: boolean) =>
    form.editPricing((draft) => {
      draft.flags[path] = checked;
    }, path),
  error: errorFor(form.errors, path),
  'data-testid': testIdOf(path),
});
