// The portal area: what a contractor's public page shows — their testimonials and FAQs (docs/api.md
// "Testimonials and FAQs"). Owners only (the route table).
import {
  faqChangeSchema,
  faqInputSchema,
  testimonialChangeSchema,
  testimonialInputSchema,
} from '#domain/schemas/portal';
import { addFaq, changeFaq, faqsOf, removeFaq } from '#functions/core/portal/faqs';
import {
  addTestimonial,
  changeTestimonial,
  removeTestimonial,
  testimonialsOf,
} from '#functions/core/portal/testimonials';
import { created, ok } from '#functions/http/api-request';
import { createAreaHandler } from '#functions/http/create-area-handler';

export const handler = createAreaHandler('portal', {
  'GET /api/testimonials': async (request) => {
    const { user } = await request.signedIn();
    return ok(await testimonialsOf(user.contractorId));
  },

  'POST /api/testimonials': async (request) => {
    const { user } = await request.signedIn();
    return created(await addTestimonial(user.contractorId, testimonialInputSchema.parse(request.body)));
  },

  'PATCH /api/testimonials/{id}': async (request) => {
    const { user } = await request.signedIn();
    const change = testimonialChangeSchema.parse(request.body);
    return ok(await changeTestimonial(user.contractorId, request.params.id ?? '', change));
  },

  'DELETE /api/testimonials/{id}': async (request) => {
    const { user } = await request.signedIn();
    return ok(await removeTestimonial(user.contractorId, request.params.id ?? ''));
  },

  'GET /api/faqs': async (request) => {
    const { user } = await request.signedIn();
    return ok(await faqsOf(user.contractorId));
  },

  'POST /api/faqs': async (request) => {
    const { user } = await request.signedIn();
    return created(await addFaq(user.contractorId, faqInputSchema.parse(request.body)));
  },

  'PATCH /api/faqs/{id}': async (request) => {
    const { user } = await request.signedIn();
    return ok(
      await changeFaq(user.contractorId, request.params.id ?? '', faqChangeSchema.parse(request.body)),
    );
  },

  'DELETE /api/faqs/{id}': async (request) => {
    const { user } = await request.signedIn();
    return ok(await removeFaq(user.contractorId, request.params.id ?? ''));
  },
});
