// The portal area: a contractor's public page — its address and what it shows, their testimonials and FAQs —
// and the follow-ups that win the jobs it brings (docs/api.md "The contractor's public page", "Testimonials and
// FAQs", "Follow-ups"). Owners only, except the public page itself (the route table).
import { followUpSettingsSchema } from '#domain/schemas/follow-ups';
import {
  faqChangeSchema,
  faqInputSchema,
  portalSettingsSchema,
  testimonialChangeSchema,
  testimonialInputSchema,
} from '#domain/schemas/portal';
import { followUpSettingsOf, saveFollowUpSettings } from '#functions/core/follow-ups/follow-up-settings';
import { addFaq, changeFaq, faqsOf, removeFaq } from '#functions/core/portal/faqs';
import { contractorPage, portalSettingsOf, savePortalSettings } from '#functions/core/portal/portal-page';
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

  'GET /api/portal': async (request) => {
    const { user } = await request.signedIn();
    return ok(await portalSettingsOf(user.contractorId));
  },

  'PUT /api/portal': async (request) => {
    const { user } = await request.signedIn();
    return ok(await savePortalSettings(user.contractorId, portalSettingsSchema.parse(request.body)));
  },

  'GET /api/public/contractors/{slug}': async (request) =>
    ok(await contractorPage(request.params.slug ?? '')),

  'GET /api/follow-ups': async (request) => {
    const { user } = await request.signedIn();
    return ok(await followUpSettingsOf(user.contractorId));
  },

  'PUT /api/follow-ups': async (request) => {
    const { user } = await request.signedIn();
    return ok(await saveFollowUpSettings(user.contractorId, followUpSettingsSchema.parse(request.body)));
  },
});
