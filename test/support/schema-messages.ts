// What a form shows for a value the shared schema refuses: the form kit's submit validator run on the
// value, each field's message in the given language (as the bound field renders it).
import type * as z from 'zod/mini';
import { firstErrorText, schemaValidator } from '#frontend/components/form/form-errors';

export const schemaMessages = (schema: z.ZodMiniType, value: unknown, lang: 'en' | 'es' = 'en') => {
  const fields = schemaValidator(schema)({ value })?.fields ?? {};
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [path, firstErrorText([message], lang) ?? '']),
  );
};
