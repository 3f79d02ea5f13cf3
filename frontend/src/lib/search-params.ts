// Checks for route search parameters: list filters, sort and search live in the URL (a reload or a shared
// link shows the same list), and each route's `validateSearch` keeps only values it understands. Plain
// functions rather than zod: route options load with every page, the public ones included.
// A refused value comes back as `undefined` under its name, never as a missing key: the router lays the
// validated search over the raw one, so a key left out would keep its raw, unchecked value.

type Search = Record<string, unknown>;

/** `name` when it is one of `allowed`; undefined otherwise. */
export const oneOf = <Name extends string, T extends string>(
  search: Search,
  name: Name,
  allowed: readonly T[],
): { [K in Name]?: T | undefined } => {
  const value = search[name];
  const accepted = typeof value === 'string' && (allowed as readonly string[]).includes(value);
  return { [name]: accepted ? value : undefined } as { [K in Name]?: T | undefined };
};

/** `name` when it is text of 1 to `max` characters (trimmed); undefined otherwise. */
export const text = <Name extends string>(
  search: Search,
  name: Name,
  max: number,
): { [K in Name]?: string | undefined } => {
  const value = search[name];
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return { [name]: trimmed && trimmed.length <= max ? trimmed : undefined } as {
    [K in Name]?: string | undefined;
  };
};

/** `name` when it is a real calendar day written YYYY-MM-DD; undefined otherwise. */
export const day = <Name extends string>(
  search: Search,
  name: Name,
): { [K in Name]?: string | undefined } => {
  const value = search[name];
  const real =
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  return { [name]: real ? value : undefined } as { [K in Name]?: string | undefined };
};
