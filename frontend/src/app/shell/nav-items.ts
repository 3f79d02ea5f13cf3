// The signed-in navigation targets (SPEC §2). Settings depends on the role: administrators manage the
// site in /admin; contractors' settings live at /contractor/settings (sidebar, More sheet) and /settings
// (profile menu).
import {
  CalendarDays,
  FileText,
  Hammer,
  HelpCircle,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareQuote,
  Settings,
  Users,
} from 'lucide-react';
import type { TranslationKey } from '#frontend/i18n/language';

export type AppPath =
  | '/dashboard'
  | '/quotes'
  | '/jobs'
  | '/customers'
  | '/schedule'
  | '/testimonials'
  | '/faqs'
  | '/admin'
  | '/contractor/settings'
  | '/settings'
  | '/contractor/quote';

export interface NavItem {
  to: AppPath;
  label: TranslationKey;
  icon: LucideIcon;
  testId: string;
}

/** Where each signed-in destination leads, its label and icon; the lists below give each place's test id. */
const destinations = {
  dashboard: { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  quotes: { to: '/quotes', label: 'nav.quotes', icon: FileText },
  jobs: { to: '/jobs', label: 'nav.jobs', icon: Hammer },
  customers: { to: '/customers', label: 'nav.customers', icon: Users },
  schedule: { to: '/schedule', label: 'nav.schedule', icon: CalendarDays },
  testimonials: { to: '/testimonials', label: 'feature.testimonials', icon: MessageSquareQuote },
  faqs: { to: '/faqs', label: 'feature.faqs', icon: HelpCircle },
} as const satisfies Record<string, Omit<NavItem, 'testId'>>;

const item = (destination: keyof typeof destinations, testId: string): NavItem => ({
  ...destinations[destination],
  testId,
});

export const sidebarMainItems: readonly NavItem[] = [
  item('dashboard', 'sidebar-dashboard'),
  item('quotes', 'sidebar-quotes'),
  item('jobs', 'sidebar-jobs'),
  item('customers', 'sidebar-customers'),
  item('schedule', 'sidebar-schedule'),
];

const settingsItem = (isAdmin: boolean, testId: string): NavItem => ({
  to: isAdmin ? '/admin' : '/contractor/settings',
  label: 'nav.settings',
  icon: Settings,
  testId,
});

export const sidebarBottomItems = (isAdmin: boolean): readonly NavItem[] => [
  item('testimonials', 'sidebar-testimonials'),
  item('faqs', 'sidebar-faqs'),
  settingsItem(isAdmin, 'sidebar-settings'),
];

/** The four link tabs of the mobile bottom bar; the fifth tab, More, opens the sheet. */
export const bottomBarTabs: readonly NavItem[] = [
  item('dashboard', 'tab-dashboard'),
  item('quotes', 'tab-quotes'),
  item('jobs', 'tab-jobs'),
  item('schedule', 'tab-schedule'),
];

export const moreSheetItems = (isAdmin: boolean): readonly NavItem[] => [
  item('customers', 'more-customers'),
  item('testimonials', 'more-testimonials'),
  item('faqs', 'more-faqs'),
  settingsItem(isAdmin, 'more-settings'),
];

/** SPEC §2: an item is active when the path equals its href or continues below it; '/' only matches itself. */
export const isPathActive = (pathname: string, href: string): boolean => {
  if (href === '/') return pathname === '/';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === href || path.startsWith(`${href}/`);
};
