// Native props of the boxes many forms ask for, so an email, a phone or a link box types, autofills and
// reads the same on every screen: `<field.TextField label={…} {...emailInput} />`.

export const emailInput = { type: 'email', autoComplete: 'email', inputMode: 'email' } as const;

/** A US phone, shown as XXX-XXX-XXXX while typed (bind it with `phoneAsTyped`). */
export const phoneInput = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  placeholder: '555-123-4567',
} as const;

/** A web link: nothing to autofill. */
export const urlInput = {
  type: 'url',
  inputMode: 'url',
  autoComplete: 'off',
  placeholder: 'https://',
} as const;
