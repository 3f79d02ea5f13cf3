// The portal area's contract: what a contractor shows on their public page — testimonials and frequently
// asked questions (docs/api.md "Testimonials and FAQs"). Owners manage them.
import * as z from 'zod/mini';
import { followUpChannels, followUpSettingsSchema, followUpTriggers } from '../schemas/follow-ups';
import {
  faqChangeSchema,
  faqInputSchema,
  portalSettingsSchema,
  testimonialChangeSchema,
  testimonialInputSchema,
} from '../schemas/portal';
import {
  answers,
  calendarDate,
  creates,
  hexColor,
  id,
  idParams,
  pathParams,
  type RouteContracts,
} from './route-contract';

export const testimonialSchema = z
  .strictObject({
    id,
    customerName: z.string(),
    town: z.string(),
    rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
    text: z.string(),
    date: calendarDate,
    shown: z.boolean(),
    /** Its place in the contractor's order, from 0. */
    order: z.number().check(z.int(), z.gte(0)),
  })
  .check(z.meta({ id: 'Testimonial' }));
export type Testimonial = z.infer<typeof testimonialSchema>;

const bothLanguages = z.strictObject({ en: z.string(), es: z.string() });

export const faqSchema = z
  .strictObject({
    id,
    question: bothLanguages,
    answer: bothLanguages,
    order: z.number().check(z.int(), z.gte(0)),
  })
  .check(z.meta({ id: 'Faq' }));
export type Faq = z.infer<typeof faqSchema>;

const testimonialList = z.strictObject({ testimonials: z.array(testimonialSchema) });
const faqList = z.strictObject({ faqs: z.array(faqSchema) });

export type { FollowUpSettingsInput } from '../schemas/follow-ups';
export type {
  FaqChange,
  FaqInput,
  PortalSettingsInput,
  TestimonialChange,
  TestimonialInput,
} from '../schemas/portal';

const showSchema = z.strictObject({
  license: z.boolean(),
  insurance: z.boolean(),
  serviceAreas: z.boolean(),
  testimonials: z.boolean(),
  faqs: z.boolean(),
});

/** What the owner manages on /contractor-portal. */
export const portalSettingsAnswerSchema = z
  .strictObject({
    /** null until the owner chooses an address. */
    slug: z.nullable(z.string()),
    /** A free address made from the business name, to offer when there is no slug yet. */
    suggestedSlug: z.string(),
    published: z.boolean(),
    about: bothLanguages,
    show: showSchema,
    /** Addresses used before: each still leads to the page. */
    previousSlugs: z.array(z.string()),
    /** Paths of the page and of the calculator alone (for the embed snippet), null until there is a slug. */
    pagePath: z.nullable(z.string()),
    embedPath: z.nullable(z.string()),
    /** From the settings and the profile: shown read-only here, changed on /contractor/settings. */
    businessName: z.string(),
    tagline: z.string(),
    logoUrl: z.string(),
    primaryColor: hexColor,
    /** How many testimonials and questions are shown (managed on /testimonials and /faqs). */
    testimonialsShown: z.number().check(z.int()),
    faqsCount: z.number().check(z.int()),
  })
  .check(z.meta({ id: 'PortalSettings' }));
export type PortalSettings = z.infer<typeof portalSettingsAnswerSchema>;

/** One testimonial as the public page shows it. */
const publicTestimonialSchema = z.strictObject({
  customerName: z.string(),
  town: z.string(),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  text: z.string(),
  date: calendarDate,
});

/** A contractor's public page: only what the owner chose to show, and never a customer's details. */
export const contractorPageSchema = z
  .strictObject({
    /** The page's current address: differs from the one asked for when that one was an old address. */
    slug: z.string(),
    businessName: z.string(),
    tagline: z.string(),
    logoUrl: z.string(),
    primaryColor: hexColor,
    phone: z.string(),
    website: z.string(),
    about: bothLanguages,
    licenseNumber: z.nullable(z.string()),
    insuranceNumber: z.nullable(z.string()),
    /** ZIP codes served, or null when hidden. */
    serviceAreas: z.nullable(z.array(z.string())),
    /** Shown testimonials in the owner's order (empty when hidden). */
    testimonials: z.array(publicTestimonialSchema),
    /** From the shown testimonials only: null when there are none. */
    rating: z.nullable(z.strictObject({ average: z.number(), count: z.number().check(z.int()) })),
    faqs: z.array(z.strictObject({ question: bothLanguages, answer: bothLanguages })),
  })
  .check(z.meta({ id: 'ContractorPage' }));
export type ContractorPage = z.infer<typeof contractorPageSchema>;

const slugParams = pathParams('slug');

export const followUpStepAnswerSchema = z.strictObject({
  id,
  name: z.string(),
  trigger: z.enum(followUpTriggers),
  delayMinutes: z.number().check(z.int()),
  channel: z.enum(followUpChannels),
  message: bothLanguages,
  active: z.boolean(),
});
export const followUpSettingsAnswerSchema = z
  .strictObject({
    enabled: z.boolean(),
    steps: z.array(followUpStepAnswerSchema),
    /** True until the owner saves their own: the answer is the default sequence. */
    isDefault: z.boolean(),
  })
  .check(z.meta({ id: 'FollowUpSettings' }));
export type FollowUpSettings = z.infer<typeof followUpSettingsAnswerSchema>;

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
  'GET /api/portal': answers(
    "The owner's public page: its address and what it shows",
    portalSettingsAnswerSchema,
  ),
  'PUT /api/portal': answers(
    'Choose the address and what the public page shows',
    portalSettingsAnswerSchema,
    {
      request: { body: portalSettingsSchema },
      errors: [409],
      description:
        '409 SLUG_TAKEN when another business has the address. A changed address keeps the old one leading to the page.',
    },
  ),
  'GET /api/public/contractors/{slug}': answers("A contractor's public page (public)", contractorPageSchema, {
    request: { params: slugParams },
    description:
      '404 when no published page has that address. An old address answers the page with its current `slug`.',
  }),
  'GET /api/follow-ups': answers(
    "The business's follow-up sequence (the default one, off, until saved)",
    followUpSettingsAnswerSchema,
  ),
  'PUT /api/follow-ups': answers('Save the follow-up sequence', followUpSettingsAnswerSchema, {
    request: { body: followUpSettingsSchema },
  }),
} as const satisfies RouteContracts;
