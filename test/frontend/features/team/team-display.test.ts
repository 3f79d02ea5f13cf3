// The Team page's words: each role's name and description, a member's and an invitation's status, what the
// status button asks for, and the day an invitation's link stops (or stopped) working in the user's locale.
import { describe, expect, it } from 'vitest';
import { english } from '#domain/i18n/english';
import { spanish } from '#domain/i18n/spanish';
import { userRoles } from '#domain/vocabularies';
import {
  formatDay,
  inviteDateLine,
  inviteStatusKey,
  memberStatusKey,
  roleDescriptionKey,
  roleLabelKey,
  statusChangeOf,
} from '#frontend/features/team/team-display';

describe('roles', () => {
  it('have a name and a one-line description in both languages', () => {
    for (const role of userRoles) {
      for (const key of [roleLabelKey(role), roleDescriptionKey(role)]) {
        expect(english[key], key).toBeTruthy();
        expect(spanish[key], key).toBeTruthy();
      }
    }
    expect(english[roleLabelKey('rep')]).toBe('Sales rep');
    expect(spanish[roleLabelKey('crew')]).toBe('Cuadrilla');
  });
});

describe('statuses', () => {
  it('name a member’s and an invitation’s status', () => {
    expect(english[memberStatusKey('active')]).toBe('Active');
    expect(english[memberStatusKey('deactivated')]).toBe('Deactivated');
    expect(english[inviteStatusKey('pending')]).toBe('Pending');
    expect(english[inviteStatusKey('expired')]).toBe('Expired');
  });

  it('deactivate an active member and reactivate a deactivated one', () => {
    expect(statusChangeOf({ status: 'active' })).toEqual({ active: false });
    expect(statusChangeOf({ status: 'deactivated' })).toEqual({ active: true });
  });
});

describe('invitation dates', () => {
  const expiresAt = '2026-03-04T15:00:00.000Z';

  it('show the day in the user’s locale, or nothing for no date', () => {
    expect(formatDay(expiresAt, 'en-US')).toBe('Mar 4, 2026');
    expect(formatDay(expiresAt, 'es-MX')).toMatch(/^4 mar\.? 2026$/);
    expect(formatDay('not a date', 'en-US')).toBe('');
  });

  it('say until when a pending link works, and since when an expired one does not', () => {
    expect(inviteDateLine({ status: 'pending', expiresAt }, 'en-US')).toEqual({
      key: 'teamPage.validUntil',
      date: 'Mar 4, 2026',
    });
    expect(inviteDateLine({ status: 'expired', expiresAt }, 'en-US').key).toBe('teamPage.expiredOn');
  });
});
