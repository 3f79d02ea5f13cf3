// The admin page: site content and security monitoring.
export const admin = {
  'admin.title': 'Admin',
  'admin.subtitle': 'Site content and security monitoring.',
  'admin.siteContent': 'Site content',
  'admin.siteContentHint':
    'Marketing figures shown on public pages. Leave a field empty to hide that figure.',
  'admin.averageRatingHint': 'For example 4.8/5',
  'admin.financingApprovedHint': 'For example $5M+',
  'admin.save': 'Save site content',
  'admin.saved': 'Site content saved',
  'admin.savedDescription': 'Public pages now show the new figures.',
  'admin.saveFailed': 'Could not save site content',
  'admin.siteContentLoadFailed': 'Could not load site content.',
  'admin.security': 'Security monitoring',
  'admin.securityHint': 'The most recent security events, newest first, refreshed every minute.',
  'admin.col.time': 'Time',
  'admin.col.event': 'Event',
  'admin.col.ip': 'IP address',
  'admin.col.userAgent': 'Browser',
  'admin.noEvents': 'No security events yet.',
  'admin.eventsLoadFailed': 'Could not load security events.',
} as const satisfies Record<string, string>;
