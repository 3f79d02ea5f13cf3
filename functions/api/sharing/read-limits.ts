// The sharing area's limits per IP: its routes and the quote's page (page.ts) read under the same one.
export const sharedReadLimit = { scope: 'shared-read-ip', limit: 120, windowSeconds: 60 };
export const answerLimit = { scope: 'shared-answer-ip', limit: 20, windowSeconds: 60 * 60 };
