// Job numbers (SPEC §3): 'JOB-' and the contractor's next number, at most 20 characters; shown without
// the prefix and leading zeros.

/** 'JOB-00012' for 12: zero-padded so numbers sort as text in lists and exports. */
export const formatJobNumber = (sequence: number): string => `JOB-${String(sequence).padStart(5, '0')}`;

/** SPEC §3 display helper: strip 'JOB-' and leading zeros; '0' when nothing is left, '' for no value. */
export const displayJobNumber = (jobNumber: string | null | undefined): string => {
  if (!jobNumber) return '';
  const digits = jobNumber.replace(/^JOB-/i, '').replace(/^0+/, '');
  return digits === '' ? '0' : digits;
};
