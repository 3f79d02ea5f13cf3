// The admin area: marketing figures shown on public pages, the leads nobody could take and the rules that
// share homeowners' leads between contractors; businesses and users (account-routes.ts), security
// monitoring (security-routes.ts), platform settings and adjustment types (platform-settings-routes.ts).
import { leadAssignmentSchema, leadDiscardSchema } from '#domain/schemas/admin';
import { leadRuleChangeSchema, leadRuleInputSchema } from '#domain/schemas/lead-rule';
import { siteContentSchema } from '#domain/schemas/site-content';
import { auditAdminAction } from '#functions/core/admin/admin-actor';
import { assignQueuedLead, discardQueuedLead } from '#functions/core/leads/lead-queue';
import { addLeadRule, changeLeadRule, deleteLeadRule, leadRulesList } from '#functions/core/leads/lead-rules';
import { customerKeys } from '#functions/core/ports/keys/customer-keys';
import { unassignedLeadsTenant } from '#functions/core/quotes/capture-lead';
import { listQuotes } from '#functions/core/quotes/list-quotes';
import { presentQuote } from '#functions/core/quotes/present-quote';
import { platformFigures } from '#functions/core/site/platform-figures';
import { loadSiteContent, updateSiteContent } from '#functions/core/site/site-content';
import { ok } from '#functions/http/api-request';
import { createAreaHandler } from '#functions/http/create-area-handler';
import { accountRoutes } from './account-routes';
import { adminActor } from './actor';
import { platformSettingsRoutes } from './platform-settings-routes';
import { securityRoutes } from './security-routes';

export const handler = createAreaHandler('admin', {
  ...platformSettingsRoutes,
  ...accountRoutes,
  ...securityRoutes,
  'GET /api/admin/site-content': async () => ok(await loadSiteContent()),

  'PUT /api/admin/site-content': async (request) => {
    const actor = await adminActor(request);
    const content = siteContentSchema.parse(request.body);
    await updateSiteContent(content, actor.user.userId);
    await auditAdminAction(actor, 'site_content_updated');
    return ok(content);
  },

  'GET /api/admin/platform-figures': async () => ok(await platformFigures()),

  'GET /api/admin/leads': async (request) => {
    // Homeowner leads from ZIPs no contractor serves yet, newest first.
    const [{ quotes }, keys] = await Promise.all([
      listQuotes(unassignedLeadsTenant, { limit: 100 }),
      customerKeys(),
    ]);
    // Unassigned leads are never texted, so no link has clicks.
    return ok({
      leads: quotes.map((quote) =>
        presentQuote(quote, { shortLinkClicks: 0, keys, language: request.language, names: new Map() }),
      ),
    });
  },

  'POST /api/admin/leads/{id}/assign': async (request) => {
    const { contractorId } = leadAssignmentSchema.parse(request.body);
    return ok(await assignQueuedLead(request.params.id ?? '', contractorId, await adminActor(request)));
  },

  'POST /api/admin/leads/{id}/discard': async (request) => {
    const { reason } = leadDiscardSchema.parse(request.body);
    await discardQueuedLead(request.params.id ?? '', reason, await adminActor(request));
    return ok({ ok: true as const });
  },

  'GET /api/admin/lead-rules': async () => ok(await leadRulesList()),

  'POST /api/admin/lead-rules': async (request) => {
    const { user } = await request.signedIn();
    const rule = await addLeadRule(leadRuleInputSchema.parse(request.body), user.userId);
    await auditAdminAction(await adminActor(request), 'lead_rule_created', rule.name);
    return { status: 201, body: rule };
  },

  'PATCH /api/admin/lead-rules/{id}': async (request) => {
    const { user } = await request.signedIn();
    const change = leadRuleChangeSchema.parse(request.body);
    const rule = await changeLeadRule(request.params.id ?? '', change, user.userId);
    await auditAdminAction(await adminActor(request), 'lead_rule_updated', rule.name);
    return ok(rule);
  },

  'DELETE /api/admin/lead-rules/{id}': async (request) => {
    const answer = await deleteLeadRule(request.params.id ?? '');
    await auditAdminAction(await adminActor(request), 'lead_rule_deleted', request.params.id ?? '');
    return ok(answer);
  },
});
