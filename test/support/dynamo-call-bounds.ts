// The most DynamoDB calls one request of each route makes: the one list both the test that walks the product
// (test/functions/dynamo-call-bounds.test.ts) and docs/api.md "DynamoDB calls per request" take (that test
// fails when the page's table differs from `dynamoCallTable()`). A call is one command sent to DynamoDB
// (test/support/dynamo-calls.ts): a BatchGetItem, BatchWriteItem or TransactWriteItems is one call whatever it
// holds. Each bound is the most the walk's requests of the route made, on its data; `dynamoCallGrowth` says
// where a route makes more with more data (more pages of a filtered list, more items of a step over many).
// A route that makes more calls than its bound fails the test: raise the bound here, with the reason, only
// when the extra call is worth it.
import type { RouteKeyOf } from '#functions/http/area-handler';
import type { Area } from '#functions/routes';

type RouteKey = RouteKeyOf<Area>;

export const dynamoCallBounds = {
  'GET /api/health': 0,
  'GET /api/csrf-token': 2,
  'GET /api/public/stats': 2,
  'GET /api/auth/me': 3,
  'POST /api/auth/login': 7,
  'POST /api/auth/logout': 4,
  'POST /api/auth/signup': 4,
  'POST /api/auth/signup/confirm': 9,
  'POST /api/auth/password-reset': 7,
  'GET /api/team/invites/{token}': 4,
  'POST /api/team/invites/{token}/accept': 8,
  'POST /api/auth/logout-everywhere': 5,
  'GET /api/profile': 2,
  'PATCH /api/profile': 3,
  'POST /api/profile/password': 8,
  'GET /api/onboarding': 3,
  'PUT /api/onboarding': 6,
  'GET /api/pricing-settings': 4,
  'PUT /api/pricing-settings': 5,
  'PUT /api/catalog': 5,
  'GET /api/payment-settings': 3,
  'PUT /api/payment-settings': 4,
  'GET /api/alert-settings': 3,
  'PUT /api/alert-settings': 4,
  'GET /api/adjustment-types': 3,
  'POST /api/homeowners': 7,
  'GET /api/customer-matches': 5,
  'GET /api/contractors/{id}/homeowners': 6,
  'GET /api/homeowners/{id}': 5,
  'GET /api/homeowners/{id}/quotes': 5,
  'GET /api/homeowners/{id}/timeline': 8,
  'POST /api/quotes/{id}/revise': 6,
  'PATCH /api/homeowners/{id}': 8,
  'DELETE /api/homeowners/{id}': 9,
  'POST /api/homeowners/{id}/schedule-visit': 4,
  'GET /api/search': 8,
  'GET /api/address/suggest': 2,
  'GET /api/address/lookup': 2,
  'POST /api/estimate': 6,
  'POST /api/leads': 32,
  'POST /api/public/contractors/{slug}/estimate': 6,
  'POST /api/public/contractors/{slug}/leads': 16,
  'GET /api/contractors/{id}/quotes': 4,
  'POST /api/quotes': 12,
  'GET /api/quotes/{id}': 5,
  'PUT /api/quotes/{id}': 6,
  'POST /api/quotes/{id}/status': 7,
  'GET /api/quotes/{id}/activity': 4,
  'POST /api/quotes/{id}/send': 20,
  'GET /api/quotes/{id}/messages': 4,
  'POST /api/quotes/{id}/discount-review': 5,
  'GET /api/short-links/{code}': 4,
  'GET /api/customer/quotes/{id}': 4,
  'POST /api/customer/quotes/{id}/approve': 10,
  'POST /api/customer/quotes/{id}/decline': 10,
  'POST /api/customer/quotes/{id}/viewed': 6,
  'POST /api/quotes/{id}/convert': 10,
  'POST /api/jobs': 9,
  'GET /api/jobs': 3,
  'GET /api/jobs/{id}': 4,
  'PATCH /api/jobs/{id}': 7,
  'POST /api/jobs/{id}/status': 8,
  'POST /api/jobs/{id}/progress-notes': 6,
  'POST /api/jobs/{id}/photo-uploads': 3,
  'POST /api/jobs/{id}/photos': 6,
  'PUT /api/jobs/{id}/milestones': 6,
  'POST /api/jobs/{id}/milestones/{milestoneId}/status': 7,
  'POST /api/jobs/{id}/payments': 8,
  'GET /api/calendar/events': 3,
  'POST /api/calendar/shift': 32,
  'POST /api/calendar/events': 4,
  'PATCH /api/calendar/events/{id}': 4,
  'DELETE /api/calendar/events/{id}': 4,
  'POST /api/calendar/events/{id}/text-customer': 12,
  'GET /api/calendar/feed': 3,
  'POST /api/calendar/feed': 4,
  'DELETE /api/calendar/feed': 4,
  'GET /api/calendar/feeds/{token}': 3,
  'GET /api/calendar/filters': 3,
  'POST /api/calendar/filters': 4,
  'PATCH /api/calendar/filters/{id}': 4,
  'DELETE /api/calendar/filters/{id}': 4,
  'GET /api/quote-approval-notifications': 3,
  'GET /api/lead-notifications': 3,
  'GET /api/notifications/seen': 3,
  'POST /api/notifications/seen': 4,
  'GET /api/discount-review-notifications': 5,
  'GET /api/payment-notifications': 3,
  'GET /api/payment-reminders': 4,
  'POST /api/payment-reminders/{milestoneId}/send': 14,
  'GET /api/team': 4,
  'GET /api/team/settings': 3,
  'PUT /api/team/settings': 4,
  'POST /api/team/invites': 8,
  'POST /api/team/invitations/{id}/resend': 8,
  'DELETE /api/team/invitations/{id}': 4,
  'PATCH /api/team/{userId}': 8,
  'GET /api/dashboard': 9,
  'GET /api/reports/summary': 7,
  'GET /api/reports/export': 6,
  'GET /api/testimonials': 3,
  'POST /api/testimonials': 4,
  'PATCH /api/testimonials/{id}': 5,
  'DELETE /api/testimonials/{id}': 5,
  'GET /api/faqs': 3,
  'POST /api/faqs': 4,
  'PATCH /api/faqs/{id}': 5,
  'DELETE /api/faqs/{id}': 5,
  'GET /api/portal': 7,
  'PUT /api/portal': 9,
  'GET /api/public/contractors/{slug}': 5,
  'GET /api/follow-ups': 3,
  'PUT /api/follow-ups': 3,
  'GET /api/admin/site-content': 3,
  'PUT /api/admin/site-content': 4,
  'GET /api/admin/audit-events': 9,
  'GET /api/admin/rate-limit-events': 9,
  'GET /api/admin/alerts': 3,
  'POST /api/admin/alerts/{id}/acknowledge': 5,
  'GET /api/admin/contractors': 3,
  'GET /api/admin/contractors/{id}': 5,
  'POST /api/admin/contractors/{id}/deactivate': 9,
  'POST /api/admin/contractors/{id}/reactivate': 7,
  'POST /api/admin/contractors/{id}/extend-trial': 5,
  'GET /api/admin/users': 5,
  'PATCH /api/admin/users/{id}': 7,
  'POST /api/admin/users/{id}/password-reset': 5,
  'GET /api/admin/leads': 3,
  'POST /api/admin/leads/{id}/assign': 15,
  'POST /api/admin/leads/{id}/discard': 5,
  'GET /api/admin/platform-figures': 3,
  'GET /api/admin/lead-rules': 4,
  'POST /api/admin/lead-rules': 6,
  'PATCH /api/admin/lead-rules/{id}': 5,
  'DELETE /api/admin/lead-rules/{id}': 5,
  'GET /api/admin/system-settings': 3,
  'PUT /api/admin/system-settings': 4,
  'GET /api/admin/adjustment-types': 3,
  'POST /api/admin/adjustment-types': 5,
  'PATCH /api/admin/adjustment-types/{id}': 5,
  'GET /api/openapi.json': 0,
} as const satisfies Record<RouteKey, number>;

/** Where a route's calls grow with data beyond what the walk's data makes them. */
export const dynamoCallGrowth: Partial<Record<RouteKey, string>> = {
  'POST /api/auth/password-reset': '+1 per 25 more sessions of the user',
  'POST /api/auth/logout-everywhere': '+1 per 25 more sessions of the user',
  'POST /api/profile/password': '+1 per 25 more sessions of the user',
  'GET /api/search': '+2 when every record the name pair finds is left out (both rounds then read records)',
  'POST /api/leads': 'a capacity rule tried: +1 batch read, +1 claim per candidate tried',
  'GET /api/contractors/{id}/quotes': 'filtered by source, or by person and status: up to 3 more index pages',
  'GET /api/jobs': 'by person and status: up to 3 more index pages',
  'POST /api/calendar/shift':
    'per event on the day (3 in the walk): 1 to move it (4 for a job’s day), 10 to text its customer (12 for a job’s)',
  'POST /api/payment-reminders/{milestoneId}/send':
    'the milestone is found among the business’s open ones: +1 Query per 1 MB of them',
  'PATCH /api/team/{userId}': '+1 per 25 more sessions of the member (deactivation)',
  'GET /api/dashboard': 'the open milestones: +1 Query per 1 MB of them',
  'GET /api/reports/summary': 'the open milestones: +1 Query per 1 MB of them',
  'GET /api/reports/export': '+1 Query per 200 more records (payments: +1 batch read of their jobs)',
  'POST /api/admin/contractors/{id}/deactivate':
    '+3 per more team member (suspend, list and end their sessions)',
  'POST /api/admin/contractors/{id}/reactivate': '+1 per more team member',
};

/**
 * A signed-in request whose session was last seen 5 minutes ago or more also writes the session's
 * `lastSeenAt` and the user's `lastActiveAt` (functions/core/sessions/sessions.ts): 2 calls beyond its bound,
 * at most once every 5 minutes per session.
 */
export const sessionTouchCalls = 2;

/** The call that marks a session's touch in a tally (test/support/dynamo-calls.ts `calls`). */
export const isSessionTouch = (call: string) => call.startsWith('UpdateItem SESSION#');

/** The table of docs/api.md "DynamoDB calls per request", row for row. */
export const dynamoCallTable = (): string =>
  [
    '| Route | Calls at most | More with more data |',
    '|---|---|---|',
    ...Object.entries(dynamoCallBounds).map(([route, calls]) => {
      const growth = dynamoCallGrowth[route as RouteKey];
      return `| \`${route}\` | ${calls} |${growth ? ` ${growth} ` : ' '}|`;
    }),
  ].join('\n');
