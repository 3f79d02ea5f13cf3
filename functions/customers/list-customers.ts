// A contractor's customers, newest first, a page at a time; archived customers are left out.
import { store } from '../store/service';

export const listCustomers = async (contractorId: string, options: { cursor?: string; limit: number }) => {
  const { data, cursor } = await store.entities.homeowner.query
    .byCreated({ contractorId })
    .where(({ archivedAt }, { notExists }) => notExists(archivedAt))
    .go({ order: 'desc', limit: options.limit, cursor: options.cursor ?? null });
  return { customers: data, cursor };
};
