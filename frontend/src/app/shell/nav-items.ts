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

export const sidebarMainItems: readonly NavItem[] = [
  { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard, testId: 'sidebar-dashboard' },
  { to: '/quotes', label: 'nav.quotes', icon: FileText, testId: 'sidebar-quotes' },
  { to: '/jobs', label: 'nav.jobs', icon: Hammer, testId: 'sidebar-jobs' },
  { to: '/customers', label: 'nav.customers', icon: Users, testId: 'sidebar-customers' },
  { to: '/schedule', label: 'nav.schedule', icon: CalendarDays, testId: 'sidebar-schedule' },
];

const settingsItem = (isAdmin: boolean, testId: string): NavItem => ({
  to: isAdmin ? '/admin' : '/contractor/settings',
  label: 'nav.settings',
  icon: Settings,
  testId,
});

export const sidebarBottomItems = (isAdmin: boolean): readonly NavItem[] => [
  {
    to: '/testimonials',
    label: 'feature.testimonials',
    icon: MessageSquareQuote,
    testId: 'sidebar-testimonials',
  },
  { to: '/faqs', label: 'feature.faqs', icon: HelpCircle, testId: 'sidebar-faqs' },
  settingsItem(isAdmin, 'sidebar-settings'),
];

/** The four link tabs of the mobile bottom bar; the fifth tab, More, opens the sheet. */
export const bottomBarTabs: readonly NavItem[] = [
  { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard, testId: 'tab-dashboard' },
  { to: '/quotes', label: 'nav.quotes', icon: FileText, testId: 'tab-quotes' },
  { to: '/jobs', label: 'nav.jobs', icon: Hammer, testId: 'tab-jobs' },
  { to: '/schedule', label: 'nav.schedule', icon: CalendarDays, testId: 'tab-schedule' },
];

export const moreSheetItems = (isAdmin: boolean): readonly NavItem[] => [
  { to: '/customers', label: 'nav.customers', icon: Users, testId: 'more-customers' },
  {
    to: '/testimonials',
    label: 'feature.testimonials',
    icon: MessageSquareQuote,
    testId: 'more-testimonials',
  },
  { to: '/faqs', label: 'feature.faqs', icon: HelpCircle, testId: 'more-faqs' },
  settingsItem(isAdmin, 'more-settings'),
];

/** SPEC §2: an item is active when the path equals its href or continues below it; '/' only matches itself. */
export const isPathActive = (pathname: string, href: string): boolean => {
  if (href === '/') return pathname === '/';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === href || path.startsWith(`${href}/`);
};
