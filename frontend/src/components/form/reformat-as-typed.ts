// Field listeners that rewrite a box's text as it is typed (SPEC §5: a phone shows its dashes while typed,
// a ZIP code keeps only its digits), for a bound kit field: `<form.AppField name="phone"
// listeners={reformatAsTyped(formatPhoneInput)}>`. The rewrite lands in the same render as the keystroke.
import type { AnyFieldApi } from '@tanstack/react-form';

export const reformatAsTyped = (format: (text: string) => string) => ({
  onChange: ({ value, fieldApi }: { value: string; fieldApi: AnyFieldApi }) => {
    const formatted = format(value);
    // The change itself is checked right after its listeners run, so this one skips its own check.
    if (formatted !== value) fieldApi.setValue(formatted, { dontRunListeners: true, dontValidate: true });
  },
});

/** A US ZIP code as typed: its first five digits. */
export const zipDigits = (text: string): string => text.replace(/\D/g, '').slice(0, 5);
