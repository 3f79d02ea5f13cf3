// Query keys of the dashboard and the reports, which other features' writes make stale: recording a payment
// (jobs) and sending a reminder (lib/payment-reminders.ts). Apart from query-keys.ts, which the public quote
// page loads, so that page's JavaScript does not carry them.

/** The dashboard (GET /api/dashboard). */
export const dashboardQueryKey = ['/api/dashboard'] as const;

/** Every report read (the summary of any period, GET /api/reports/summary): its keys start with this. */
export const reportsQueryKey = ['/api/reports'] as const;
