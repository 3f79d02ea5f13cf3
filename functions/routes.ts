// The one route table: CDK creates an HTTP API route per row, the local runtime dispatches from it,
// and each area's Lambda builds its @middy/http-router from the rows of its area.
import { roleAccess, type TeamAccess } from '#domain/access-levels';

export type Area =
  | 'system'
  | 'auth'
  | 'passwords'
  | 'contractors'
  | 'customers'
  | 'quotes'
  | 'sharing'
  | 'jobs'
  | 'calendar'
  | 'notifications'
  | 'team'
  | 'reports'
  | 'portal'
  | 'admin'
  | 'docs';

/**
 * Who may call a route (docs/api.md "Roles"): anyone; a signed-in member of a contractor's team whose role
 * is in the level's set (`roleAccess`); or a signed-in administrator. Levels only open a route: what a
 * caller then sees in it (a crew member's own jobs, a rep's own sales) is the use case's to narrow.
 */
export type Access = 'public' | TeamAccess | 'admin';
export { roleAccess, type TeamAccess };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRow {
  method: Method;
  /** API Gateway path syntax: `{name}` is a path parameter. */
  path: `/api/${string}`;
  area: Area;
  auth: Access;
  /**
   * Answered as it is produced (a CSV export of a year of records): in AWS CloudFront sends the path to the
   * area's streaming function URL instead of API Gateway, which would hold the whole answer first; the local
   * server writes each piece as it comes. A path without parameters, GET only.
   */
  stream?: true;
  /**
   * Called from a contractor's calculator framed on their own website (`/c/{slug}/embed`): a cross-site frame
   * keeps no cookie, so there is no CSRF token to check. Only public routes that read no session and create
   * nothing but a rate-limited lead for that contractor may say so.
   */
  embeddable?: true;
}

export const routes = [
  { method: 'GET', path: '/api/health', area: 'system', auth: 'public' },
  { method: 'GET', path: '/api/csrf-token', area: 'system', auth: 'public' },
  { method: 'GET', path: '/api/public/stats', area: 'system', auth: 'public' },

  { method: 'GET', path: '/api/auth/me', area: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth/login', area: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth/logout', area: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth/signup', area: 'passwords', auth: 'public' },
  { method: 'POST', path: '/api/auth/signup/confirm', area: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth/password-reset', area: 'passwords', auth: 'public' },
  // Accepting a team invitation is a sign-up: the auth area, which alone carries the password estimator.
  { method: 'GET', path: '/api/team/invites/{token}', area: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/team/invites/{token}/accept', area: 'passwords', auth: 'public' },
  { method: 'POST', path: '/api/auth/logout-everywhere', area: 'auth', auth: 'team' },
  { method: 'GET', path: '/api/profile', area: 'auth', auth: 'team' },
  { method: 'PATCH', path: '/api/profile', area: 'auth', auth: 'team' },
  { method: 'POST', path: '/api/profile/password', area: 'passwords', auth: 'team' },

  { method: 'GET', path: '/api/onboarding', area: 'contractors', auth: 'owner' },
  { method: 'PUT', path: '/api/onboarding', area: 'contractors', auth: 'owner' },

  { method: 'GET', path: '/api/pricing-settings', area: 'contractors', auth: 'sales' },
  { method: 'PUT', path: '/api/pricing-settings', area: 'contractors', auth: 'owner' },
  { method: 'PUT', path: '/api/catalog', area: 'contractors', auth: 'owner' },
  { method: 'GET', path: '/api/payment-settings', area: 'contractors', auth: 'owner' },
  { method: 'PUT', path: '/api/payment-settings', area: 'contractors', auth: 'owner' },
  { method: 'GET', path: '/api/alert-settings', area: 'contractors', auth: 'owner' },
  { method: 'PUT', path: '/api/alert-settings', area: 'contractors', auth: 'owner' },
  // The quote builder's ready-made adjustments (the active adjustment types the admins keep).
  { method: 'GET', path: '/api/adjustment-types', area: 'contractors', auth: 'sales' },

  { method: 'POST', path: '/api/homeowners', area: 'customers', auth: 'sales' },
  { method: 'GET', path: '/api/customer-matches', area: 'customers', auth: 'sales' },
  { method: 'GET', path: '/api/contractors/{id}/homeowners', area: 'customers', auth: 'sales' },
  { method: 'GET', path: '/api/homeowners/{id}', area: 'customers', auth: 'sales' },
  { method: 'GET', path: '/api/homeowners/{id}/quotes', area: 'quotes', auth: 'sales' },
  { method: 'GET', path: '/api/homeowners/{id}/timeline', area: 'customers', auth: 'sales' },
  { method: 'POST', path: '/api/quotes/{id}/revise', area: 'quotes', auth: 'sales' },
  { method: 'PATCH', path: '/api/homeowners/{id}', area: 'customers', auth: 'sales' },
  { method: 'DELETE', path: '/api/homeowners/{id}', area: 'customers', auth: 'sales' },
  { method: 'POST', path: '/api/homeowners/{id}/schedule-visit', area: 'customers', auth: 'sales' },
  { method: 'GET', path: '/api/search', area: 'customers', auth: 'sales' },
  { method: 'GET', path: '/api/address/suggest', area: 'customers', auth: 'sales' },
  { method: 'GET', path: '/api/address/lookup', area: 'customers', auth: 'sales' },

  { method: 'POST', path: '/api/estimate', area: 'quotes', auth: 'public' },
  { method: 'POST', path: '/api/leads', area: 'quotes', auth: 'public' },
  {
    method: 'POST',
    path: '/api/public/contractors/{slug}/estimate',
    area: 'quotes',
    auth: 'public',
    embeddable: true,
  },
  {
    method: 'POST',
    path: '/api/public/contractors/{slug}/leads',
    area: 'quotes',
    auth: 'public',
    embeddable: true,
  },
  { method: 'GET', path: '/api/contractors/{id}/quotes', area: 'quotes', auth: 'sales' },
  { method: 'POST', path: '/api/quotes', area: 'quotes', auth: 'sales' },
  { method: 'GET', path: '/api/quotes/{id}', area: 'quotes', auth: 'sales' },
  { method: 'PUT', path: '/api/quotes/{id}', area: 'quotes', auth: 'sales' },
  { method: 'POST', path: '/api/quotes/{id}/status', area: 'quotes', auth: 'sales' },
  { method: 'GET', path: '/api/quotes/{id}/activity', area: 'quotes', auth: 'sales' },
  { method: 'POST', path: '/api/quotes/{id}/send', area: 'quotes', auth: 'sales' },
  { method: 'GET', path: '/api/quotes/{id}/messages', area: 'quotes', auth: 'sales' },
  { method: 'POST', path: '/api/quotes/{id}/discount-review', area: 'quotes', auth: 'owner' },

  { method: 'GET', path: '/api/short-links/{code}', area: 'sharing', auth: 'public' },
  { method: 'GET', path: '/api/customer/quotes/{id}', area: 'sharing', auth: 'public' },
  { method: 'POST', path: '/api/customer/quotes/{id}/approve', area: 'sharing', auth: 'public' },
  { method: 'POST', path: '/api/customer/quotes/{id}/decline', area: 'sharing', auth: 'public' },
  { method: 'POST', path: '/api/customer/quotes/{id}/viewed', area: 'sharing', auth: 'public' },

  { method: 'POST', path: '/api/quotes/{id}/convert', area: 'jobs', auth: 'sales' },
  { method: 'POST', path: '/api/jobs', area: 'jobs', auth: 'sales' },
  { method: 'GET', path: '/api/jobs', area: 'jobs', auth: 'team' },
  { method: 'GET', path: '/api/jobs/{id}', area: 'jobs', auth: 'team' },
  { method: 'PATCH', path: '/api/jobs/{id}', area: 'jobs', auth: 'sales' },
  { method: 'POST', path: '/api/jobs/{id}/status', area: 'jobs', auth: 'team' },
  { method: 'POST', path: '/api/jobs/{id}/progress-notes', area: 'jobs', auth: 'team' },
  { method: 'POST', path: '/api/jobs/{id}/photo-uploads', area: 'jobs', auth: 'team' },
  { method: 'POST', path: '/api/jobs/{id}/photos', area: 'jobs', auth: 'team' },
  { method: 'PUT', path: '/api/jobs/{id}/milestones', area: 'jobs', auth: 'sales' },
  { method: 'POST', path: '/api/jobs/{id}/milestones/{milestoneId}/status', area: 'jobs', auth: 'sales' },
  { method: 'POST', path: '/api/jobs/{id}/payments', area: 'jobs', auth: 'sales' },

  { method: 'GET', path: '/api/calendar/events', area: 'calendar', auth: 'team' },
  { method: 'POST', path: '/api/calendar/shift', area: 'calendar', auth: 'sales' },
  { method: 'POST', path: '/api/calendar/events', area: 'calendar', auth: 'sales' },
  { method: 'PATCH', path: '/api/calendar/events/{id}', area: 'calendar', auth: 'sales' },
  { method: 'DELETE', path: '/api/calendar/events/{id}', area: 'calendar', auth: 'sales' },
  { method: 'POST', path: '/api/calendar/events/{id}/text-customer', area: 'calendar', auth: 'sales' },
  { method: 'GET', path: '/api/calendar/feed', area: 'calendar', auth: 'team' },
  { method: 'POST', path: '/api/calendar/feed', area: 'calendar', auth: 'team' },
  { method: 'DELETE', path: '/api/calendar/feed', area: 'calendar', auth: 'team' },
  { method: 'GET', path: '/api/calendar/feeds/{token}', area: 'calendar', auth: 'public' },
  { method: 'GET', path: '/api/calendar/filters', area: 'calendar', auth: 'team' },
  { method: 'POST', path: '/api/calendar/filters', area: 'calendar', auth: 'team' },
  { method: 'PATCH', path: '/api/calendar/filters/{id}', area: 'calendar', auth: 'team' },
  { method: 'DELETE', path: '/api/calendar/filters/{id}', area: 'calendar', auth: 'team' },

  { method: 'GET', path: '/api/quote-approval-notifications', area: 'notifications', auth: 'sales' },
  { method: 'GET', path: '/api/lead-notifications', area: 'notifications', auth: 'sales' },
  { method: 'GET', path: '/api/notifications/seen', area: 'notifications', auth: 'team' },
  { method: 'POST', path: '/api/notifications/seen', area: 'notifications', auth: 'team' },
  { method: 'GET', path: '/api/discount-review-notifications', area: 'notifications', auth: 'owner' },
  { method: 'GET', path: '/api/payment-notifications', area: 'notifications', auth: 'sales' },
  { method: 'GET', path: '/api/payment-reminders', area: 'notifications', auth: 'sales' },
  { method: 'POST', path: '/api/payment-reminders/{milestoneId}/send', area: 'notifications', auth: 'sales' },

  { method: 'GET', path: '/api/team', area: 'team', auth: 'team' },
  { method: 'GET', path: '/api/team/settings', area: 'team', auth: 'sales' },
  { method: 'PUT', path: '/api/team/settings', area: 'team', auth: 'owner' },
  { method: 'POST', path: '/api/team/invites', area: 'team', auth: 'owner' },
  { method: 'POST', path: '/api/team/invitations/{id}/resend', area: 'team', auth: 'owner' },
  { method: 'DELETE', path: '/api/team/invitations/{id}', area: 'team', auth: 'owner' },
  { method: 'PATCH', path: '/api/team/{userId}', area: 'team', auth: 'owner' },

  { method: 'GET', path: '/api/dashboard', area: 'reports', auth: 'sales' },
  { method: 'GET', path: '/api/reports/summary', area: 'reports', auth: 'owner' },
  { method: 'GET', path: '/api/reports/export', area: 'reports', auth: 'owner', stream: true },

  { method: 'GET', path: '/api/testimonials', area: 'portal', auth: 'owner' },
  { method: 'POST', path: '/api/testimonials', area: 'portal', auth: 'owner' },
  { method: 'PATCH', path: '/api/testimonials/{id}', area: 'portal', auth: 'owner' },
  { method: 'DELETE', path: '/api/testimonials/{id}', area: 'portal', auth: 'owner' },
  { method: 'GET', path: '/api/faqs', area: 'portal', auth: 'owner' },
  { method: 'POST', path: '/api/faqs', area: 'portal', auth: 'owner' },
  { method: 'PATCH', path: '/api/faqs/{id}', area: 'portal', auth: 'owner' },
  { method: 'DELETE', path: '/api/faqs/{id}', area: 'portal', auth: 'owner' },
  { method: 'GET', path: '/api/portal', area: 'portal', auth: 'owner' },
  { method: 'PUT', path: '/api/portal', area: 'portal', auth: 'owner' },
  { method: 'GET', path: '/api/public/contractors/{slug}', area: 'portal', auth: 'public' },
  { method: 'GET', path: '/api/follow-ups', area: 'portal', auth: 'owner' },
  { method: 'PUT', path: '/api/follow-ups', area: 'portal', auth: 'owner' },

  { method: 'GET', path: '/api/admin/site-content', area: 'admin', auth: 'admin' },
  { method: 'PUT', path: '/api/admin/site-content', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/audit-events', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/rate-limit-events', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/alerts', area: 'admin', auth: 'admin' },
  { method: 'POST', path: '/api/admin/alerts/{id}/acknowledge', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/contractors', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/contractors/{id}', area: 'admin', auth: 'admin' },
  { method: 'POST', path: '/api/admin/contractors/{id}/deactivate', area: 'admin', auth: 'admin' },
  { method: 'POST', path: '/api/admin/contractors/{id}/reactivate', area: 'admin', auth: 'admin' },
  { method: 'POST', path: '/api/admin/contractors/{id}/extend-trial', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/users', area: 'admin', auth: 'admin' },
  { method: 'PATCH', path: '/api/admin/users/{id}', area: 'admin', auth: 'admin' },
  { method: 'POST', path: '/api/admin/users/{id}/password-reset', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/leads', area: 'admin', auth: 'admin' },
  { method: 'POST', path: '/api/admin/leads/{id}/assign', area: 'admin', auth: 'admin' },
  { method: 'POST', path: '/api/admin/leads/{id}/discard', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/platform-figures', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/lead-rules', area: 'admin', auth: 'admin' },
  { method: 'POST', path: '/api/admin/lead-rules', area: 'admin', auth: 'admin' },
  { method: 'PATCH', path: '/api/admin/lead-rules/{id}', area: 'admin', auth: 'admin' },
  { method: 'DELETE', path: '/api/admin/lead-rules/{id}', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/system-settings', area: 'admin', auth: 'admin' },
  { method: 'PUT', path: '/api/admin/system-settings', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/adjustment-types', area: 'admin', auth: 'admin' },
  { method: 'POST', path: '/api/admin/adjustment-types', area: 'admin', auth: 'admin' },
  { method: 'PATCH', path: '/api/admin/adjustment-types/{id}', area: 'admin', auth: 'admin' },

  { method: 'GET', path: '/api/openapi.json', area: 'docs', auth: 'public' },
] as const satisfies readonly RouteRow[];

export const areas: readonly Area[] = [...new Set(routes.map((route) => route.area))];

export const routeKey = (route: Pick<RouteRow, 'method' | 'path'>): string => `${route.method} ${route.path}`;
