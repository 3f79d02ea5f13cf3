// Reading settings saved by an older version: every stored value that still has the default's type is kept,
// anything missing or malformed takes the default, nested objects merged key by key. Never throws.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isUsable = (stored: unknown, fallback: unknown) =>
  typeof fallback === 'number'
    ? typeof stored === 'number' && Number.isFinite(stored)
    : typeof stored === typeof fallback;

/** Stored values where they have the default's type, the default elsewhere (nested objects merged). */
export const withDefaults = <T>(fallback: T, stored: unknown): T => {
  if (isPlainObject(fallback)) {
    if (!isPlainObject(stored)) return fallback;
    const merged: Record<string, unknown> = { ...stored };
    for (const [key, value] of Object.entries(fallback)) merged[key] = withDefaults(value, stored[key]);
    return merged as T;
  }
  if (Array.isArray(fallback)) return (Array.isArray(stored) ? stored : fallback) as T;
  return (isUsable(stored, fallback) ? stored : fallback) as T;
};
