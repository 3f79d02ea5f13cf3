// A contractor's testimonials for their public page (GET/POST /api/testimonials, PATCH/DELETE …/{id}): added at
// the end, changed, shown or hidden, moved to another place, removed — each change one transaction with the
// places it moves. At most 50.
import type { Testimonial } from '#domain/contract/portal';
import { maxTestimonials, type TestimonialChange, type TestimonialInput } from '#domain/schemas/portal';
import { DomainError } from '#functions/core/errors';
import {
  createTestimonial,
  listTestimonials,
  saveTestimonials,
  type TestimonialItem,
} from '#functions/store/portal';
import { newId } from '../tokens';
import { placementsAfterMove, placementsAfterRemoval } from './ordered-list';

export const presentTestimonial = (item: TestimonialItem, order: number): Testimonial => ({
  id: item.testimonialId,
  customerName: item.customerName,
  town: item.town ?? '',
  rating: item.rating,
  text: item.text,
  date: item.date,
  shown: item.shown ?? true,
  order,
});

const entriesOf = (items: readonly TestimonialItem[]) =>
  items.map((item) => ({ id: item.testimonialId, position: item.position }));

export const testimonialsOf = async (contractorId: string): Promise<{ testimonials: Testimonial[] }> => ({
  testimonials: (await listTestimonials(contractorId)).map(presentTestimonial),
});

const notFound = () => new DomainError('NOT_FOUND', 'testimonial.notFound');

export const addTestimonial = async (contractorId: string, input: TestimonialInput): Promise<Testimonial> => {
  const existing = await listTestimonials(contractorId);
  if (existing.length >= maxTestimonials) throw new DomainError('LIST_FULL', 'testimonial.listFull');
  const item = {
    contractorId,
    testimonialId: newId('tst'),
    ...input,
    position: (existing.at(-1)?.position ?? -1) + 1,
  };
  await createTestimonial(item);
  return presentTestimonial({ ...item, createdAt: new Date().toISOString() }, existing.length);
};

export const changeTestimonial = async (
  contractorId: string,
  testimonialId: string,
  change: TestimonialChange,
): Promise<{ testimonials: Testimonial[] }> => {
  const existing = await listTestimonials(contractorId);
  if (!existing.some((item) => item.testimonialId === testimonialId)) throw notFound();
  const { order, ...changes } = change;
  const placements =
    order === undefined ? [] : placementsAfterMove(entriesOf(existing), testimonialId, order);
  const own = placements.find((placement) => placement.id === testimonialId);
  const others = placements.filter((placement) => placement.id !== testimonialId);
  const saved = await saveTestimonials(
    contractorId,
    { testimonialId, changes: { ...changes, ...(own ? { position: own.position } : {}) } },
    others,
  );
  if (!saved) throw notFound();
  return testimonialsOf(contractorId);
};

export const removeTestimonial = async (
  contractorId: string,
  testimonialId: string,
): Promise<{ testimonials: Testimonial[] }> => {
  const existing = await listTestimonials(contractorId);
  if (!existing.some((item) => item.testimonialId === testimonialId)) throw notFound();
  await saveTestimonials(
    contractorId,
    { remove: testimonialId },
    placementsAfterRemoval(entriesOf(existing), testimonialId),
  );
  return testimonialsOf(contractorId);
};
