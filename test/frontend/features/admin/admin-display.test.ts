// The admin area's pure parts: every security event type and alert rule has its words in English and
// Spanish, the lists' searches and the security log's filters are checked like every route's search, alerts
// list open ones first, and each user action sends its one change.
import { describe, expect, it } from 'vitest';
import { english } from '#domain/i18n/english';
import { spanish } from '#domain/i18n/spanish';
import { auditEventTypes, securityAlertRules } from '#domain/vocabularies';
import {
  alertRuleLabelKey,
  alertsInOrder,
  auditEventLabelKey,
  auditTypesShown,
  knownAuditType,
  userActionLabelKey,
  userActionsFor,
  userChangeOf,
} from '#frontend/features/admin/admin-display';
import {
  searchParamOf,
  validateAdminListSearch,
  validateSecuritySearch,
} from '#frontend/features/admin/admin-search';

describe('the admin area’s labels', () => {
  it.each(auditEventTypes)('names the event type %s in both languages', (type) => {
    const key = auditEventLabelKey(type);
    expect(english[key]).toMatch(/\w/);
    expect(spanish[key]).toMatch(/\w/);
    expect(english[key]).not.toContain('_');
  });

  it('offers every event type Picket records in the security log’s filter', () => {
    expect(auditTypesShown().sort()).toEqual([...auditEventTypes].sort());
  });

  it('gives every event type its own words', () => {
    const labels = auditEventTypes.map((type) => english[auditEventLabelKey(type)]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each(securityAlertRules)('names the alert rule %s in both languages', (rule) => {
    expect(english[alertRuleLabelKey(rule)]).toMatch(/\w/);
    expect(spanish[alertRuleLabelKey(rule)]).toMatch(/\w/);
  });

  it('reads a failed-sign-ins alert as a person would', () => {
    expect(english[alertRuleLabelKey('failed_logins_account')]).toBe('Many failed sign-ins for one account');
  });
});

describe('the admin lists’ URL search', () => {
  it('keeps a search text of up to 100 characters, trimmed', () => {
    expect(validateAdminListSearch({ q: '  acme ' })).toEqual({ q: 'acme' });
    expect(validateAdminListSearch({ q: 'x'.repeat(101) })).toEqual({ q: undefined });
    expect(validateAdminListSearch({ q: 7 })).toEqual({ q: undefined });
    expect(searchParamOf('   ')).toBeUndefined();
    expect(searchParamOf(' ada@ ')).toBe('ada@');
  });

  it('keeps a type that reads like an event type; the page filters by a known one only', () => {
    expect(validateSecuritySearch({ type: 'login_failed', q: '10.0.0.1' })).toEqual({
      type: 'login_failed',
      q: '10.0.0.1',
    });
    expect(validateSecuritySearch({ type: 'Bogus type!' })).toEqual({ type: undefined, q: undefined });
    expect(knownAuditType('login_failed')).toBe('login_failed');
    expect(knownAuditType('no_such_event')).toBeUndefined();
    expect(knownAuditType(undefined)).toBeUndefined();
  });
});

describe('alerts in order', () => {
  it('lists the open ones first, each group newest first', () => {
    const alerts = [
      { id: 'a', acknowledgedAt: '2026-03-02T10:00:00.000Z', raisedAt: '2026-03-02T09:00:00.000Z' },
      { id: 'b', acknowledgedAt: null, raisedAt: '2026-03-01T09:00:00.000Z' },
      { id: 'c', acknowledgedAt: '2026-03-03T10:00:00.000Z', raisedAt: '2026-03-03T09:00:00.000Z' },
      { id: 'd', acknowledgedAt: null, raisedAt: '2026-03-04T09:00:00.000Z' },
    ];
    expect(alertsInOrder(alerts).map((alert) => alert.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(alerts.map((alert) => alert.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('what an administrator may do to a user', () => {
  it('offers admin or not, then active or not', () => {
    expect(userActionsFor({ isAdmin: false, active: true })).toEqual(['grantAdmin', 'deactivate']);
    expect(userActionsFor({ isAdmin: true, active: false })).toEqual(['revokeAdmin', 'reactivate']);
  });

  it('names each action’s button as the Team page names the same change', () => {
    expect(userActionsFor({ isAdmin: false, active: true }).map(userActionLabelKey)).toEqual([
      'admin.users.grantAdmin',
      'teamPage.deactivate',
    ]);
  });

  it('sends one change per action', () => {
    expect(userChangeOf('grantAdmin')).toEqual({ isAdmin: true });
    expect(userChangeOf('revokeAdmin')).toEqual({ isAdmin: false });
    expect(userChangeOf('deactivate')).toEqual({ active: false });
    expect(userChangeOf('reactivate')).toEqual({ active: true });
  });
});
