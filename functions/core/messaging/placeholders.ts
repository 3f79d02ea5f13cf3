// What a business's own message templates may say about the customer and the quote (follow-ups): the four
// placeholders of domain/schemas/follow-ups.ts, filled; any other text in braces is sent as written.
import { followUpPlaceholders } from '#domain/schemas/follow-ups';

/** The first word of a name ("Maria Gonzalez" → "Maria"); '' for none. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

export interface PlaceholderValues {
  firstName: string;
  businessName: string;
  link: string;
  total: string;
}

export const fillPlaceholders = (template: string, values: PlaceholderValues): string =>
  followUpPlaceholders.reduce(
    (text, placeholder) =>
      text.split(placeholder).join(values[placeholder.slice(1, -1) as keyof PlaceholderValues]),
    template,
  );
