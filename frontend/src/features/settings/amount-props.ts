// Number box props the settings pages use again and again (with the kit's `moneyProps` for dollars).

/** A percentage: "%" after the number, never negative, at most `max`, in steps of `step`. */
export const percentProps = (max: number, step = '0.01') => ({ suffix: '%', step, min: 0, max }) as const;
