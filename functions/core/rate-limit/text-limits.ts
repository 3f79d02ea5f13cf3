// The allowances every text a contractor sends to a customer counts against: quote texts
// (core/quotes/send-quote.ts) and arrival windows from the schedule (core/calendar/arrival-text.ts).
const hour = 60 * 60;

// A contractor texting their own customers; a person cannot reasonably send more by hand.
export const perContractor = {
  scope: 'sms-contractor',
  limit: 30,
  windowSeconds: hour,
  messageKey: 'sms.rateLimitedContractor',
} as const;
// One phone, whoever sends: a resend or two, not a flood.
export const perPhone = {
  scope: 'sms-phone',
  limit: 5,
  windowSeconds: 24 * hour,
  messageKey: 'sms.rateLimitedPhone',
} as const;
