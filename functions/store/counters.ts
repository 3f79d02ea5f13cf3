// Per-contractor sequences (quote and job numbers).
import { Counter } from './entities/counter';

// The next number of a sequence (one atomic ADD: concurrent callers always get distinct numbers).
export const nextNumber = async (contractorId: string, name: 'quote' | 'job'): Promise<number> => {
  const { data } = await Counter.upsert({ contractorId, name }).add({ value: 1 }).go({ response: 'all_new' });
  if (!data?.value) throw new Error(`Counter ${name} of ${contractorId} returned no value`);
  return data.value;
};
