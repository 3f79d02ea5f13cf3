// What a contractor writes for their public page: testimonials (a customer's words, with a rating from 1 to 5)
// and frequently asked questions in English and Spanish. Each list is kept in the contractor's order; a change
// may move an entry to another place (`order`, counted from 0).
import * as z from 'zod';
import { dateSchema } from './dates';
import { message, requiredText } from './message';
import { numberField } from './number';

/** At most this many of each on a contractor's page. */
export const maxTestimonials = 50;
export const maxFaqs = 40;

const longText = (key: Parameters<typeof message>[0], max: number) =>
  z.string(message(key)).trim().min(1, message(key)).max(max, message('portal.textTooLong'));

const position = numberField('portal.orderInvalid')
  .int(message('portal.orderInvalid'))
  .min(0, message('portal.orderInvalid'));

export const testimonialInputSchema = z.object({
  customerName: requiredText('testimonial.nameRequired', 100),
  /** Where the customer lives (a town or neighbourhood); may be left out. */
  town: z.string(message('field.invalid')).trim().max(100, message('text.tooLong')).default(''),
  rating: numberField('testimonial.ratingInvalid')
    .int(message('testimonial.ratingInvalid'))
    .min(1, message('testimonial.ratingInvalid'))
    .max(5, message('testimonial.ratingInvalid')),
  text: longText('testimonial.textRequired', 1000),
  /** When the customer said it. */
  date: dateSchema,
  /** Hidden ones stay here, off the public page. */
  shown: z.boolean(message('field.invalid')).default(true),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

export const testimonialChangeSchema = testimonialInputSchema
  .partial()
  .extend({ order: position.optional() });
export type TestimonialChange = z.infer<typeof testimonialChangeSchema>;

const inBothLanguages = (key: Parameters<typeof message>[0], max: number) =>
  z.object({
    en: longText(key, max),
    /** The Spanish page shows the English when this is left empty. */
    es: z.string(message('field.invalid')).trim().max(max, message('portal.textTooLong')).default(''),
  });

export const faqInputSchema = z.object({
  question: inBothLanguages('faq.questionRequired', 200),
  answer: inBothLanguages('faq.answerRequired', 2000),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

export const faqChangeSchema = faqInputSchema.partial().extend({ order: position.optional() });
export type FaqChange = z.infer<typeof faqChangeSchema>;
