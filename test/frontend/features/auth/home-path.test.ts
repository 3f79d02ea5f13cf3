// Where a signed-in user starts (SPEC §2): admins in /admin, crew on their jobs, an owner who has not set
// the business up in /onboarding (reps and crew never), everyone else on the dashboard. And an invitation
// link's token, read from the fragment.
import { describe, expect, it } from 'vitest';
import { homePathFor } from '#frontend/features/auth/home-path';
import { inviteTokenFrom } from '#frontend/features/auth/invite-token';

describe('the home path', () => {
  it('sends each role where it starts', () => {
    const done = { isAdmin: false, onboardingComplete: true };
    expect(homePathFor({ ...done, role: 'owner' })).toBe('/dashboard');
    expect(homePathFor({ ...done, role: 'rep' })).toBe('/dashboard');
    expect(homePathFor({ ...done, role: 'crew' })).toBe('/jobs');
    expect(homePathFor({ ...done, role: 'owner', isAdmin: true })).toBe('/admin');
  });

  it('sends only owners to an unfinished onboarding', () => {
    const notDone = { isAdmin: false, onboardingComplete: false };
    expect(homePathFor({ ...notDone, role: 'owner' })).toBe('/onboarding');
    expect(homePathFor({ ...notDone, role: 'rep' })).toBe('/dashboard');
    expect(homePathFor({ ...notDone, role: 'crew' })).toBe('/jobs');
    expect(homePathFor({ ...notDone, role: 'owner', isAdmin: true })).toBe('/admin');
  });
});

describe('an invitation link’s token', () => {
  const token = 'aB3_dEf-ghIjkLmnOpqRstUv';

  it('is read from the fragment, with or without its #', () => {
    expect(inviteTokenFrom(`#token=${token}`)).toBe(token);
    expect(inviteTokenFrom(`token=${token}`)).toBe(token);
    expect(inviteTokenFrom(`#lang=es&token=${token}`)).toBe(token);
  });

  it('is none when missing or when it cannot be one', () => {
    expect(inviteTokenFrom('')).toBe('');
    expect(inviteTokenFrom('#')).toBe('');
    expect(inviteTokenFrom('#token=short')).toBe('');
    expect(inviteTokenFrom(`#token=${'x'.repeat(101)}`)).toBe('');
  });
});
