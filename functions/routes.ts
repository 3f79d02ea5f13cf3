// The one route table: CDK creates an HTTP API route per row, the local runtime dispatches from it,
// and each area's Lambda builds its @middy/http-router from the rows of its area.
export type Area =
  | 'system'
  | 'auth'
  | 'contractors'
  | 'customers'
  | 'quotes'
  | 'sharing'
  | 'jobs'
  | 'calendar'
  | 'notifications'
  | 'admin'
  | 'docs';

/** Who may call a route: anyone, a signed-in user, or a signed-in administrator. */
export type Access = 'public' | 'user' | 'admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRow {
  method: Method;
  /** API Gateway path syntax: `{name}` is a path parameter. */
  path: `/api/${string}`;
  area: Area;
  auth: Access;
}

export const routes = [
  { method: 'GET', path: '/api/health', area: 'system', auth: 'public' },
  { method: 'GET', path: '/api/csrf-token', area: 'system', auth: 'public' },
  { method: 'GET', path: '/api/public/stats', area: 'system', auth: 'public' },

  { method: 'GET', path: '/api/auth/me', area: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth/login', area: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth/logout', area: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth/signup', area: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth/signup/confirm', area: 'auth', auth: 'public' },

  { method: 'GET', path: '/api/onboarding', area: 'contractors', auth: 'user' },
  { method: 'PUT', path: '/api/onboarding', area: 'contractors', auth: 'user' },

  { method: 'GET', path: '/api/pricing-settings', area: 'contractors', auth: 'user' },
  { method: 'PUT', path: '/api/pricing-settings', area: 'contractors', auth: 'user' },
  { method: 'PUT', path: '/api/catalog', area: 'contractors', auth: 'user' },
  { method: 'GET', path: '/api/payment-settings', area: 'contractors', auth: 'user' },
  { method: 'PUT', path: '/api/payment-settings', area: 'contractors', auth: 'user' },
  { method: 'GET', path: '/api/alert-settings', area: 'contractors', auth: 'user' },
  { method: 'PUT', path: '/api/alert-settings', area: 'contractors', auth: 'user' },

  { method: 'POST', path: '/api/homeowners', area: 'customers', auth: 'user' },
  { method: 'GET', path: '/api/customer-matches', area: 'customers', auth: 'user' },
  { method: 'GET', path: '/api/contractors/{id}/homeowners', area: 'customers', auth: 'user' },
  { method: 'GET', path: '/api/homeowners/{id}', area: 'customers', auth: 'user' },
  { method: 'GET', path: '/api/homeowners/{id}/quotes', area: 'quotes', auth: 'user' },
  { method: 'GET', path: '/api/homeowners/{id}/timeline', area: 'customers', auth: 'user' },
  { method: 'POST', path: '/api/quotes/{id}/revise', area: 'quotes', auth: 'user' },
  { method: 'PATCH', path: '/api/homeowners/{id}', area: 'customers', auth: 'user' },
  { method: 'DELETE', path: '/api/homeowners/{id}', area: 'customers', auth: 'user' },
  { method: 'POST', path: '/api/homeowners/{id}/schedule-visit', area: 'customers', auth: 'user' },
  { method: 'GET', path: '/api/search', area: 'customers', auth: 'user' },
  { method: 'GET', path: '/api/address/suggest', area: 'customers', auth: 'user' },
  { method: 'GET', path: '/api/address/lookup', area: 'customers', auth: 'user' },

  { method: 'POST', path: '/api/estimate', area: 'quotes', auth: 'public' },
  { method: 'POST', path: '/api/leads', area: 'quotes', auth: 'public' },
  { method: 'GET', path: '/api/contractors/{id}/quotes', area: 'quotes', auth: 'user' },
  { method: 'POST', path: '/api/quotes', area: 'quotes', auth: 'user' },
  { method: 'GET', path: '/api/quotes/{id}', area: 'quotes', auth: 'user' },
  { method: 'PUT', path: '/api/quotes/{id}', area: 'quotes', auth: 'user' },
  { method: 'POST', path: '/api/quotes/{id}/status', area: 'quotes', auth: 'user' },
  { method: 'GET', path: '/api/quotes/{id}/activity', area: 'quotes', auth: 'user' },
  { method: 'POST', path: '/api/quotes/{id}/send', area: 'quotes', auth: 'user' },
  { method: 'GET', path: '/api/quotes/{id}/messages', area: 'quotes', auth: 'user' },

  { method: 'GET', path: '/api/short-links/{code}', area: 'sharing', auth: 'public' },
  { method: 'GET', path: '/api/customer/quotes/{id}', area: 'sharing', auth: 'public' },
  { method: 'POST', path: '/api/customer/quotes/{id}/approve', area: 'sharing', auth: 'public' },
  { method: 'POST', path: '/api/customer/quotes/{id}/decline', area: 'sharing', auth: 'public' },

  { method: 'POST', path: '/api/quotes/{id}/convert', area: 'jobs', auth: 'user' },
  { method: 'POST', path: '/api/jobs', area: 'jobs', auth: 'user' },
  { method: 'GET', path: '/api/jobs', area: 'jobs', auth: 'user' },
  { method: 'GET', path: '/api/jobs/{id}', area: 'jobs', auth: 'user' },
  { method: 'PATCH', path: '/api/jobs/{id}', area: 'jobs', auth: 'user' },
  { method: 'POST', path: '/api/jobs/{id}/status', area: 'jobs', auth: 'user' },
  { method: 'POST', path: '/api/jobs/{id}/progress-notes', area: 'jobs', auth: 'user' },
  { method: 'POST', path: '/api/jobs/{id}/photo-uploads', area: 'jobs', auth: 'user' },
  { method: 'POST', path: '/api/jobs/{id}/photos', area: 'jobs', auth: 'user' },
  { method: 'PUT', path: '/api/jobs/{id}/milestones', area: 'jobs', auth: 'user' },
  { method: 'POST', path: '/api/jobs/{id}/milestones/{milestoneId}/status', area: 'jobs', auth: 'user' },
  { method: 'POST', path: '/api/jobs/{id}/payments', area: 'jobs', auth: 'user' },
  { method: 'GET', path: '/api/team', area: 'jobs', auth: 'user' },

  { method: 'GET', path: '/api/calendar/events', area: 'calendar', auth: 'user' },
  { method: 'POST', path: '/api/calendar/shift', area: 'calendar', auth: 'user' },
  { method: 'POST', path: '/api/calendar/events', area: 'calendar', auth: 'user' },
  { method: 'PATCH', path: '/api/calendar/events/{id}', area: 'calendar', auth: 'user' },
  { method: 'DELETE', path: '/api/calendar/events/{id}', area: 'calendar', auth: 'user' },
  { method: 'POST', path: '/api/calendar/events/{id}/text-customer', area: 'calendar', auth: 'user' },
  { method: 'GET', path: '/api/calendar/feed', area: 'calendar', auth: 'user' },
  { method: 'POST', path: '/api/calendar/feed', area: 'calendar', auth: 'user' },
  { method: 'DELETE', path: '/api/calendar/feed', area: 'calendar', auth: 'user' },
  { method: 'GET', path: '/api/calendar/feeds/{token}', area: 'calendar', auth: 'public' },
  { method: 'GET', path: '/api/calendar/filters', area: 'calendar', auth: 'user' },
  { method: 'POST', path: '/api/calendar/filters', area: 'calendar', auth: 'user' },
  { method: 'PATCH', path: '/api/calendar/filters/{id}', area: 'calendar', auth: 'user' },
  { method: 'DELETE', path: '/api/calendar/filters/{id}', area: 'calendar', auth: 'user' },

  { method: 'GET', path: '/api/quote-approval-notifications', area: 'notifications', auth: 'user' },
  { method: 'GET', path: '/api/lead-notifications', area: 'notifications', auth: 'user' },
  { method: 'GET', path: '/api/notifications/seen', area: 'notifications', auth: 'user' },
  { method: 'POST', path: '/api/notifications/seen', area: 'notifications', auth: 'user' },
  { method: 'GET', path: '/api/payment-notifications', area: 'notifications', auth: 'user' },
  { method: 'GET', path: '/api/payment-reminders', area: 'notifications', auth: 'user' },
  { method: 'POST', path: '/api/payment-reminders/{milestoneId}/send', area: 'notifications', auth: 'user' },

  { method: 'GET', path: '/api/admin/site-content', area: 'admin', auth: 'admin' },
  { method: 'PUT', path: '/api/admin/site-content', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/audit-events', area: 'admin', auth: 'admin' },
  { method: 'GET', path: '/api/admin/leads', area: 'admin', auth: 'admin' },

  { method: 'GET', path: '/api/openapi.json', area: 'docs', auth: 'public' },
] as const satisfies readonly RouteRow[];

export const areas: readonly Area[] = [...new Set(routes.map((route) => route.area))];

export const routeKey = (route: Pick<RouteRow, 'method' | 'path'>): string => `${route.method} ${route.path}`;
