// Attributes many entities share: timestamps, so every item stamps its creation and its last write the same
// way (ISO 8601, UTC), street addresses, and sealed copies of a customer's contact details.
import { CustomAttributeType } from 'electrodb';

/** When the item was created: set on its first write, never changed. */
export const creationTime = {
  type: 'string',
  required: true,
  readOnly: true,
  default: () => new Date().toISOString(),
} as const;

/** When the item was last written: stamped on every write. */
export const lastWriteTime = { type: 'string', watch: '*', set: () => new Date().toISOString() } as const;

/** A street address (a business's, the platform's warehouse): its four parts in one map. */
export const postalAddress = {
  type: 'map',
  properties: {
    street: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zipCode: { type: 'string' },
  },
} as const;

declare const sealedBrand: unique symbol;

/**
 * A customer's contact detail (name, phone, email, typed signature) or a message to them, copied onto
 * another record and sealed with the customer key (functions/core/crypto/sealed-copy.ts). The brand makes
 * writing clear text into such an attribute a type error. '' stays '' (nothing to hide). Items written before
 * sealing hold clear text until the reseal migration (functions/core/crypto/reseal.ts) seals them.
 */
export type Sealed = string & { readonly [sealedBrand]: true };

/** An attribute holding a sealed copy, '' when there is none. */
export const sealedCopy = {
  type: CustomAttributeType<Sealed>('string'),
  default: () => '' as Sealed,
} as const;

/** An optional attribute holding a sealed copy. */
export const optionalSealedCopy = { type: CustomAttributeType<Sealed>('string') } as const;
