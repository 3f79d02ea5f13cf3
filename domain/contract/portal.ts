// The portal area's contract: what a contractor shows on their public page — testimonials and frequently
// asked questions (docs/api.md "Testimonials and FAQs"). Owners manage them.
import * as z from 'zod';
import {
  faqChangeSchema,
  faqInputSchema,
  testimonialChangeSchema,
  testimonialInputSchema,
} from '../schemas/portal';
import { answers, calendarDate, creates, id, idParams, type RouteContracts } from './route-contract';

export const testimonialSchema = z
  .strictObject({
    id,
    customerName: z.string(),
    town: z.string(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    date: calendarDate,
    shown: z.boolean(),
    /** Its place in the contractor's order, from 0. */
    order: z.number().int().min(0),
  })
  .meta({ id: 'Testimonial' });
export type Testimonial = z.infer<typeof testimonialSchema>;

const bothLanguages = z.strictObject({ en: z.string(), es: z.string() });

export const faqSchema = z
  .strictObject({ id, question: bothLanguages, answer: bothLanguages, order: z.number().int().min(0) })
  .meta({ id: 'Faq' });
export type Faq = z.infer<typeof faqSchema>;

const testimonialList = z.strictObject({ testimonials: z.array(testimonialSchema) });
const faqList = z.strictObject({ faqs: z.array(faqSchema) });

export type { FaqChange, FaqInput, TestimonialChange, TestimonialInput } from '../schemas/portal';

export const portalRoutes = {
  'GET /api/testimonials': answers("The contractor's testimonials in their order", testimonialList),
  'POST /api/testimonials': creates('Add a testimonial (at the end)', testimonialSchema, {
    request: { body: testimonialInputSchema },
    errors: [409],
    description: '409 LIST_FULL past 50 testimonials.',
  }),
  'PATCH /api/testimonials/{id}': answers(
    'Change a testimonial, show or hide it, or move it to another place (`order`); answers the whole list',
    testimonialList,
    { request: { params: idParams, body: testimonialChangeSchema } },
  ),
  'DELETE /api/testimonials/{id}': answers('Remove a testimonial; answers the whole list', testimonialList, {
    request: { params: idParams },
  }),
  'GET /api/faqs': answers("The contractor's questions and answers in their order", faqList),
  'POST /api/faqs': creates('Add a question and its answer (at the end)', faqSchema, {
    request: { body: faqInputSchema },
    errors: [409],
    description: '409 LIST_FULL past 40 questions.',
  }),
  'PATCH /api/faqs/{id}': answers(
    'Change a question or its answer, or move it to another place (`order`); answers the whole list',
    faqList,
    { request: { params: idParams, body: faqChangeSchema } },
  ),
  'DELETE /api/faqs/{id}': answers('Remove a question; answers the whole list', faqList, {
    request: { params: idParams },
  }),
} as const satisfies RouteContracts;
