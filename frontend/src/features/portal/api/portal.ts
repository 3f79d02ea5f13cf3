// The portal pages' reads and writes (docs/api.md "Testimonials and FAQs"): GET /api/testimonials and
// /api/faqs (the owner's lists, in order), adding at the end, and changing, moving (`order`) or deleting an
// entry. A change or deletion answers the whole list, re-ordered, and that answer becomes the cached list;
// an added entry joins the end of it. No write needs the list read again.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Faq,
  FaqChange,
  FaqInput,
  Testimonial,
  TestimonialChange,
  TestimonialInput,
} from '#domain/contract/portal';
import { apiDelete, apiPatch, apiPost } from '#frontend/lib/api-client';
import {
  type FaqList,
  faqsQueryKey as faqsKey,
  type TestimonialList,
  testimonialsQueryKey as testimonialsKey,
} from './get-portal';

export { faqsQueryOptions, testimonialsQueryOptions } from './get-portal';
export type {
  Faq,
  FaqChange,
  FaqInput,
  FaqList,
  Testimonial,
  TestimonialChange,
  TestimonialInput,
  TestimonialList,
};

const entryPath = (list: 'testimonials' | 'faqs', id: string) => `/api/${list}/${encodeURIComponent(id)}`;

export const addTestimonial = (input: TestimonialInput): Promise<Testimonial> =>
  apiPost<Testimonial>('/api/testimonials', { ...input });

export const changeTestimonial = (id: string, change: TestimonialChange): Promise<TestimonialList> =>
  apiPatch<TestimonialList>(entryPath('testimonials', id), { ...change });

export const deleteTestimonial = (id: string): Promise<TestimonialList> =>
  apiDelete<TestimonialList>(entryPath('testimonials', id));

export const addFaq = (input: FaqInput): Promise<Faq> =>
  apiPost<Faq>('/api/faqs', { question: { ...input.question }, answer: { ...input.answer } });

export const changeFaq = (id: string, change: FaqChange): Promise<FaqList> =>
  apiPatch<FaqList>(entryPath('faqs', id), {
    ...(change.question ? { question: { ...change.question } } : {}),
    ...(change.answer ? { answer: { ...change.answer } } : {}),
    ...(change.order === undefined ? {} : { order: change.order }),
  });

export const deleteFaq = (id: string): Promise<FaqList> => apiDelete<FaqList>(entryPath('faqs', id));

/** A write whose answer is the new cached list (`toList` turns it into the list, given the cached one). */
const useListWrite = <Input, Answer, List>(
  queryKey: QueryKey,
  mutationFn: (input: Input) => Promise<Answer>,
  toList: (answer: Answer, cached: List | undefined) => List,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => queryClient.setQueryData<List>(queryKey, (cached) => toList(answer, cached)),
  });
};

const answered = <List>(answer: List): List => answer;

export const useAddTestimonial = () =>
  useListWrite(testimonialsKey, addTestimonial, (added, cached: TestimonialList | undefined) => ({
    testimonials: [...(cached?.testimonials ?? []), added],
  }));

export const useChangeTestimonial = () =>
  useListWrite(
    testimonialsKey,
    ({ id, change }: { id: string; change: TestimonialChange }) => changeTestimonial(id, change),
    answered<TestimonialList>,
  );

export const useDeleteTestimonial = () =>
  useListWrite(testimonialsKey, deleteTestimonial, answered<TestimonialList>);

export const useAddFaq = () =>
  useListWrite(faqsKey, addFaq, (added, cached: FaqList | undefined) => ({
    faqs: [...(cached?.faqs ?? []), added],
  }));

export const useChangeFaq = () =>
  useListWrite(
    faqsKey,
    ({ id, change }: { id: string; change: FaqChange }) => changeFaq(id, change),
    answered<FaqList>,
  );

export const useDeleteFaq = () => useListWrite(faqsKey, deleteFaq, answered<FaqList>);
