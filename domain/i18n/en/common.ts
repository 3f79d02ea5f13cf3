// Words every page can show, the public quote page included: moving between steps, loading, sending, closing.
// In the entry, so it stays short: words only the signed-in and customer pages share go in forms.ts.
export const common = {
  'common.back': 'Back',
  'common.next': 'Next',
  'common.dismiss': 'Dismiss',
  'common.loadingPage': 'Loading page...',
  'site.label': 'Job site',
  'site.directions': 'Directions',
  'common.zipCode': 'ZIP code',
  'common.tryAgain': 'Try again',
  'common.sending': 'Sending...',
  'common.loading': 'Loading...',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.error': 'Error',
  // The bell's page and the toasts' landmark.
  'notifications.title': 'Notifications',
} as const satisfies Record<string, string>;
