// The timestamp attributes many entities share, so every item stamps its creation and its last write the
// same way (ISO 8601, UTC).

/** When the item was created: set on its first write, never changed. */
export const creationTime = {
  type: 'string',
  required: true,
  readOnly: true,
  default: () => new Date().toISOString(),
} as const;

/** When the item was last written: stamped on every write. */
export const lastWriteTime = { type: 'string', watch: '*', set: () => new Date().toISOString() } as const;
