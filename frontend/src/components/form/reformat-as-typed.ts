// Field listeners that rewrite a box's text as it is typed (SPEC §5: a phone shows its dashes while typed,
// a ZIP code keeps only its digits), for a bound kit field: `<form.AppField name="phone"
// listeners={reformatAsTyped(formatPhoneInput)}>`. The rewrite lands in the same render as the keystroke.
import type { AnyFieldApi } from '@tanstack/react-form';
import { formatPhoneInput } from '#domain/phone';

export const reformatAsTyped = (format: (text: string) => string) => ({
  onChange: ({ value, fieldApi }: { value: string; fieldApi: AnyFieldApi }) => {
    const formatted = format(value);
    // The change itself is checked right after its listeners run, so this one skips its own check.
    if (formatted !== value) fieldApi.setValue(formatted, { dontRunListeners: true, dontValidate: true });
  },
});

/** A US ZIP code as typed: its first five digits. */
export const zipDigits = (text: string): string => text.replace(/\D/g, '').slice(0, 5);

/** SPEC §5: a phone keeps at most 10 digits and shows them as XXX-XXX-XXXX while typed. */
export const phoneAsTyped = reformatAsTyped(formatPhoneInput);

/** A ZIP code box keeps its first five digits while typed. */
export const zipAsTyped = reformatAsTyped(zipDigits);
