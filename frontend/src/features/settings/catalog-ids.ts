// Catalog ids are made from names: lower-case words joined by dashes, unique within their list, in the
// shape the catalog schema accepts (`^[a-z0-9][a-z0-9-]{0,63}$`). Saved ids never change, since quotes
// name styles, caps and hardware by id.

const maxIdLength = 64;

const trimDashes = (text: string) => text.replace(/^-+|-+$/g, '');

/** "Cedar Picket — 6'" → "cedar-picket-6"; accents are dropped ("Ñandú" → "nandu"). */
export const slugify = (name: string): string =>
  trimDashes(
    trimDashes(
      name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-'),
    ).slice(0, maxIdLength),
  );

/**
 * An id for `name` that is not in `taken`: its slug, or the slug with -2, -3… (shortened to fit).
 * A name with no letters or digits uses `fallback` ("style", "cap", "item") instead.
 */
export const uniqueId = (name: string, taken: ReadonlySet<string>, fallback: string): string => {
  const base = slugify(name) || fallback;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${trimDashes(base.slice(0, maxIdLength - suffix.length))}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
};
