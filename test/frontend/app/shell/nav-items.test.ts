// The signed-in navigation by role: crew see Jobs, Schedule and their Profile; reps also the Dashboard,
// Quotes and Customers, with Profile where owners have Settings; owners everything, Team included. Only
// those who sell get a Create menu. Administrators on /admin/* get the admin area's sections instead.
import { describe, expect, it } from 'vitest';
import {
  adminNavItems,
  bottomBarTabs,
  createChoicesFor,
  isAdminSectionActive,
  moreSheetItems,
  profileMenuItems,
  sidebarBottomItems,
  sidebarMainItems,
} from '#frontend/app/shell/nav-items';

const owner = { role: 'owner', isAdmin: false } as const;
const admin = { role: 'owner', isAdmin: true } as const;
const rep = { role: 'rep', isAdmin: false } as const;
const crew = { role: 'crew', isAdmin: false } as const;

const paths = (items: readonly { to: string }[]) => items.map((item) => item.to);
const testIds = (items: readonly { testId: string }[]) => items.map((item) => item.testId);

describe('the sidebar', () => {
  it('shows owners every section, Reports, the public page’s pages, Team and Settings', () => {
    expect(paths(sidebarMainItems(owner))).toEqual([
      '/dashboard',
      '/quotes',
      '/jobs',
      '/customers',
      '/schedule',
    ]);
    expect(paths(sidebarBottomItems(owner))).toEqual([
      '/reports',
      '/testimonials',
      '/faqs',
      '/contractor-portal',
      '/contractor/team',
      '/contractor/settings',
    ]);
    expect(testIds(sidebarBottomItems(owner))).toEqual([
      'sidebar-reports',
      'sidebar-testimonials',
      'sidebar-faqs',
      'sidebar-portal',
      'sidebar-team',
      'sidebar-settings',
    ]);
  });

  it('leads an administrator’s Settings to /admin', () => {
    expect(paths(sidebarBottomItems(admin)).at(-1)).toBe('/admin');
  });

  it('gives reps the sales sections and their Profile instead of Settings', () => {
    expect(paths(sidebarMainItems(rep))).toEqual([
      '/dashboard',
      '/quotes',
      '/jobs',
      '/customers',
      '/schedule',
    ]);
    expect(paths(sidebarBottomItems(rep))).toEqual(['/profile']);
  });

  it('gives crew their jobs, the schedule and their Profile', () => {
    expect(paths(sidebarMainItems(crew))).toEqual(['/jobs', '/schedule']);
    expect(paths(sidebarBottomItems(crew))).toEqual(['/profile']);
  });
});

describe('the phone bars', () => {
  it('has four link tabs for those who sell and two for crew', () => {
    expect(testIds(bottomBarTabs(owner))).toEqual([
      'tab-dashboard',
      'tab-quotes',
      'tab-jobs',
      'tab-schedule',
    ]);
    expect(testIds(bottomBarTabs(rep))).toEqual(['tab-dashboard', 'tab-quotes', 'tab-jobs', 'tab-schedule']);
    expect(testIds(bottomBarTabs(crew))).toEqual(['tab-jobs', 'tab-schedule']);
  });

  it('puts what else each role may open in the More sheet, Profile for everyone', () => {
    expect(testIds(moreSheetItems(owner))).toEqual([
      'more-customers',
      'more-reports',
      'more-testimonials',
      'more-faqs',
      'more-portal',
      'more-team',
      'more-settings',
      'more-profile',
    ]);
    expect(testIds(moreSheetItems(rep))).toEqual(['more-customers', 'more-profile']);
    expect(testIds(moreSheetItems(crew))).toEqual(['more-profile']);
  });
});

describe('the profile menu', () => {
  it('offers owners Team, Settings and Profile, everyone else their Profile', () => {
    expect(profileMenuItems(owner).map(({ to, testId }) => [to, testId])).toEqual([
      ['/contractor/team', 'profile-team'],
      ['/settings', 'profile-settings'],
      ['/profile', 'profile-page'],
    ]);
    expect(paths(profileMenuItems(admin))).toEqual(['/contractor/team', '/admin', '/profile']);
    expect(paths(profileMenuItems(rep))).toEqual(['/profile']);
    expect(paths(profileMenuItems(crew))).toEqual(['/profile']);
  });
});

describe('the Create menu', () => {
  it('offers those who sell everything and crew nothing', () => {
    expect(createChoicesFor(owner)).toEqual(['customer', 'quote', 'job', 'task']);
    expect(createChoicesFor(rep)).toEqual(['customer', 'quote', 'job', 'task']);
    expect(createChoicesFor(crew)).toEqual([]);
  });
});

describe('the admin area’s sections', () => {
  it('are Overview, Contractors, Users, Leads, Settings and Security', () => {
    expect(paths(adminNavItems)).toEqual([
      '/admin',
      '/admin/contractors',
      '/admin/users',
      '/admin/leads',
      '/admin/settings',
      '/admin/security',
    ]);
  });

  it('mark Overview only on /admin itself, every other section on its pages too', () => {
    expect(isAdminSectionActive('/admin', '/admin')).toBe(true);
    expect(isAdminSectionActive('/admin/', '/admin')).toBe(true);
    expect(isAdminSectionActive('/admin/users', '/admin')).toBe(false);
    expect(isAdminSectionActive('/admin/users', '/admin/users')).toBe(true);
    expect(isAdminSectionActive('/admin/users/x', '/admin/users')).toBe(true);
    expect(isAdminSectionActive('/admin/users', '/admin/leads')).toBe(false);
  });
});
