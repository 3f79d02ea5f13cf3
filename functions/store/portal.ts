// A contractor's testimonials and FAQs (entities/portal-entry.ts): each list is one Query; a change to the
// order rewrites the positions that move, with the entry's own change or its removal, in one transaction.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { Faq, Testimonial } from './entities/portal-entry';

export type TestimonialItem = EntityItem<typeof Testimonial>;
export type FaqItem = EntityItem<typeof Faq>;

/** An entry's new place in the list. */
export interface Placement {
  id: string;
  position: number;
}

const inOrder = <Item extends { position: number; createdAt?: string }>(items: Item[]): Item[] =>
  items.sort((a, b) => a.position - b.position || (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));

export const listTestimonials = async (contractorId: string): Promise<TestimonialItem[]> =>
  inOrder((await Testimonial.query.byContractor({ contractorId }).go({ pages: 'all' })).data);

export const createTestimonial = async (item: Omit<TestimonialItem, 'createdAt' | 'updatedAt'>) => {
  await Testimonial.create(item).go();
};

/**
 * Changes one testimonial (if it still exists) and moves the others to their new places, or removes it and
 * closes the gap, in one transaction. False when the testimonial is gone.
 */
export const saveTestimonials = async (
  contractorId: string,
  edit: { testimonialId: string; changes: Partial<TestimonialItem> } | { remove: string },
  placements: readonly Placement[],
): Promise<boolean> => {
  const { canceled } = await createWriteTransaction({ testimonial: Testimonial }, ({ testimonial }) => [
    'remove' in edit
      ? testimonial.remove({ contractorId, testimonialId: edit.remove }).commit()
      : testimonial.patch({ contractorId, testimonialId: edit.testimonialId }).set(edit.changes).commit(),
    ...placements.map(({ id, position }) =>
      testimonial.patch({ contractorId, testimonialId: id }).set({ position }).commit(),
    ),
  ]).go();
  return !canceled;
};

export const listFaqs = async (contractorId: string): Promise<FaqItem[]> =>
  inOrder((await Faq.query.byContractor({ contractorId }).go({ pages: 'all' })).data);

export const createFaq = async (item: Omit<FaqItem, 'createdAt' | 'updatedAt'>) => {
  await Faq.create(item).go();
};

/** As saveTestimonials, for a question and its answer. */
export const saveFaqs = async (
  contractorId: string,
  edit: { faqId: string; changes: Partial<FaqItem> } | { remove: string },
  placements: readonly Placement[],
): Promise<boolean> => {
  const { canceled } = await createWriteTransaction({ faq: Faq }, ({ faq }) => [
    'remove' in edit
      ? faq.remove({ contractorId, faqId: edit.remove }).commit()
      : faq.patch({ contractorId, faqId: edit.faqId }).set(edit.changes).commit(),
    ...placements.map(({ id, position }) =>
      faq.patch({ contractorId, faqId: id }).set({ position }).commit(),
    ),
  ]).go();
  return !canceled;
};
