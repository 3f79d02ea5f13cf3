// Allocates the next number of a contractor's sequence: concurrent callers always get distinct numbers.
// A failed create after allocation leaves a gap, never a duplicate.
import { nextNumber } from '#functions/store/counters';

export const allocateNumber = (contractorId: string, name: 'quote' | 'job'): Promise<number> =>
  nextNumber(contractorId, name);
