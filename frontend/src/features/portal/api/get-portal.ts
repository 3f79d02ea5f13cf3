// The portal pages' reads, GET /api/testimonials and GET /api/faqs (the owner's lists, in order), made with
// the app's default read (no queryFn), and the lists' types; the writes are in ./portal.ts.
import type { Faq, Testimonial } from '#domain/contract/portal';
import { pathQueryOptions } from '#frontend/lib/api-client';

export interface TestimonialList {
  testimonials: Testimonial[];
}
export interface FaqList {
  faqs: Faq[];
}

export const testimonialsQueryKey = ['/api/testimonials'] as const;
export const faqsQueryKey = ['/api/faqs'] as const;

export const testimonialsQueryOptions = () => pathQueryOptions<TestimonialList>(testimonialsQueryKey);
export const faqsQueryOptions = () => pathQueryOptions<FaqList>(faqsQueryKey);
