// Where the builder's messages land. The checks and the server name a field by its dotted path
// (`sides.1.gates.0.widthFt`, the server's under `request.`); the form names it as TanStack Form does
// (`sides[1].gates[0].widthFt`). A message at a path no field of the builder shows is listed in the save
// banner instead, one per line of the form-level message.
import type { FormErrors } from '#frontend/components/form/form-errors';

/** Paths the builder shows next to a field; anything else is listed in the banner. */
const placedPath =
  /^(sides|closed|material|styleId|heightFt|removal|capId|capQuantity|hardware|adjustments|shippingDistanceMiles|zipCode|newCustomer|site|jobTitle|assignedTo)(\.|$)/;

/** A dotted path as the form's field name: `sides.1.gates.0.widthFt` → `sides[1].gates[0].widthFt`. */
export const builderFieldName = (path: string): string => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/** Messages by dotted path as form errors: placed ones under their fields, the rest as the form's lines. */
export const builderFormErrors = (messages: Readonly<Record<string, string>>): FormErrors => {
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(messages)) {
    const local = path.replace(/^request\./, '');
    if (placedPath.test(local)) fields[builderFieldName(local)] ??= message;
    else if (!unplaced.includes(message)) unplaced.push(message);
  }
  return unplaced.length > 0 ? { form: unplaced.join('\n'), fields } : { fields };
};

/** The lines of a form-level message (see `builderFormErrors`). */
export const messageLines = (message: unknown): string[] =>
  typeof message === 'string' && message !== '' ? message.split('\n') : [];
