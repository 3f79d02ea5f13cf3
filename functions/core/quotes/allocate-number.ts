// Allocates the next number of a contractor's sequence with one atomic ADD: concurrent callers always get
// distinct numbers. A failed create after allocation leaves a gap, never a duplicate.
import { store } from '#functions/store/service';

export const allocateNumber = async (contractorId: string, name: 'quote' | 'job'): Promise<number> => {
  const { data } = await store.entities.counter
    .upsert({ contractorId, name })
    .add({ value: 1 })
    .go({ response: 'all_new' });
  if (!data?.value) throw new Error(`Counter ${name} of ${contractorId} returned no value`);
  return data.value;
};
