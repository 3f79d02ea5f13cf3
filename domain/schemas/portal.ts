// What a contractor writes for their public page: testimonials (a customer's words, with a rating from 1 to 5)
// and frequently asked questions in English and Spanish. Each list is kept in the contractor's order; a change
// may move an entry to another place (`order`, counted from 0).
import * as z from 'zod/mini';
import { dateSchema } from './dates';
import { message, requiredText } from './message';
import { numberField } from './number';

/** At most this many of each on a contractor's page. */
export const maxTestimonials = 50;
export const maxFaqs = 40;

const longText = (key: Parameters<typeof message>[0], max: number) =>
  z
    .string(message(key))
    .check(z.trim(), z.minLength(1, message(key)), z.maxLength(max, message('portal.textTooLong')));

const position = numberField('portal.orderInvalid').check(
  z.int(message('portal.orderInvalid')),
  z.gte(0, message('portal.orderInvalid')),
);

export const testimonialInputSchema = z.object({
  customerName: requiredText('testimonial.nameRequired', 100),
  /** Where the customer lives (a town or neighbourhood); may be left out. */
  town: z._default(
    z.string(message('field.invalid')).check(z.trim(), z.maxLength(100, message('text.tooLong'))),
    '',
  ),
  rating: numberField('testimonial.ratingInvalid').check(
    z.int(message('testimonial.ratingInvalid')),
    z.gte(1, message('testimonial.ratingInvalid')),
    z.lte(5, message('testimonial.ratingInvalid')),
  ),
  text: longText('testimonial.textRequired', 1000),
  /** When the customer said it. */
  date: dateSchema,
  /** Hidden ones stay here, off the public page. */
  shown: z._default(z.boolean(message('field.invalid')), true),
});
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

export const testimonialChangeSchema = z.extend(z.partial(testimonialInputSchema), {
  order: z.optional(position),
});
export type TestimonialChange = z.infer<typeof testimonialChangeSchema>;

const inBothLanguages = (key: Parameters<typeof message>[0], max: number) =>
  z.object({
    en: longText(key, max),
    /** The Spanish page shows the English when this is left empty. */
    es: z._default(
      z.string(message('field.invalid')).check(z.trim(), z.maxLength(max, message('portal.textTooLong'))),
      '',
    ),
  });

export const faqInputSchema = z.object({
  question: inBothLanguages('faq.questionRequired', 200),
  answer: inBothLanguages('faq.answerRequired', 2000),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

export const faqChangeSchema = z.extend(z.partial(faqInputSchema), { order: z.optional(position) });
export type FaqChange = z.infer<typeof faqChangeSchema>;

// ---- The public page itself: its address (slug) and what it shows -------------------------------------------

/** Addresses a contractor cannot take: they read as Picket's own pages. */
export const reservedSlugs = new Set([
  'admin',
  'api',
  'app',
  'assets',
  'c',
  'contractor',
  'contractors',
  'customer',
  'dashboard',
  'e',
  'embed',
  'faq',
  'faqs',
  'help',
  'homeowner',
  'login',
  'logout',
  'new',
  'onboarding',
  'picket',
  'quote',
  'quotes',
  'settings',
  'signup',
  'support',
  'www',
]);

/** 3–40 lowercase letters, digits and single hyphens, starting and ending with a letter or digit. */
export const slugPattern = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

export const slugSchema = z.string(message('portal.slugInvalid')).check(
  z.trim(),
  z.toLowerCase(),
  z.regex(slugPattern, message('portal.slugInvalid')),
  z.refine((slug) => !reservedSlugs.has(slug), message('portal.slugReserved')),
);

/** A slug made from a business name: "Oak & Iron Fence Co." → "oak-iron-fence-co" ('' when nothing is left). */
export const slugFromName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');

const aboutText = z._default(
  z.string(message('field.invalid')).check(z.trim(), z.maxLength(1000, message('portal.textTooLong'))),
  '',
);

export const portalSettingsSchema = z.object({
  slug: slugSchema,
  /** Off: the page answers 404 (the address stays reserved for the contractor). */
  published: z.boolean(message('field.invalid')),
  /** A few words about the business, in English and (optionally) Spanish. */
  about: z._default(z.object({ en: aboutText, es: aboutText }), { en: '', es: '' }),
  /** Which parts of the profile the page shows; the calculator is always there. */
  show: z.object({
    license: z._default(z.boolean(message('field.invalid')), true),
    insurance: z._default(z.boolean(message('field.invalid')), true),
    serviceAreas: z._default(z.boolean(message('field.invalid')), true),
    testimonials: z._default(z.boolean(message('field.invalid')), true),
    faqs: z._default(z.boolean(message('field.invalid')), true),
  }),
});
export type PortalSettingsInput = z.infer<typeof portalSettingsSchema>;
export type PortalShow = PortalSettingsInput['show'];
