// The signed-in navigation targets (SPEC §2), by role (lib/access.ts): crew see their jobs and the schedule,
// reps also the dashboard, quotes and customers, owners everything, Reports, Team and Settings among it. Settings
// depends on who: administrators manage the site in /admin; owners' settings live at /contractor/settings
// (sidebar, More sheet) and /settings (profile menu). Reps and crew have their Profile where owners have
// Settings.
import {
  Building2,
  CalendarDays,
  ChartColumn,
  CircleUser,
  FileText,
  Globe,
  Hammer,
  HelpCircle,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareQuote,
  Settings,
  ShieldCheck,
  UserCog,
  Users,
} from 'lucide-react';
import type { TranslationKey } from '#frontend/i18n/language';
import { mayOpen, type PageAccess } from '#frontend/lib/access';
import type { CurrentUser } from '#frontend/lib/current-user';

export type AppPath =
  | '/dashboard'
  | '/quotes'
  | '/jobs'
  | '/customers'
  | '/schedule'
  | '/reports'
  | '/testimonials'
  | '/faqs'
  | '/contractor-portal'
  | '/admin'
  | '/contractor/settings'
  | '/contractor/team'
  | '/settings'
  | '/profile'
  | '/contractor/quote';

export interface NavItem {
  to: AppPath;
  label: TranslationKey;
  icon: LucideIcon;
  testId: string;
}

/** Who the navigation is drawn for. */
export type NavUser = Pick<CurrentUser, 'role' | 'isAdmin'>;

interface Destination extends Omit<NavItem, 'testId'> {
  access: PageAccess;
}

/** Where each signed-in destination leads, its label and icon, and who may open it. */
const destinations = {
  dashboard: { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard, access: 'sales' },
  quotes: { to: '/quotes', label: 'nav.quotes', icon: FileText, access: 'sales' },
  jobs: { to: '/jobs', label: 'nav.jobs', icon: Hammer, access: 'team' },
  customers: { to: '/customers', label: 'nav.customers', icon: Users, access: 'sales' },
  schedule: { to: '/schedule', label: 'nav.schedule', icon: CalendarDays, access: 'team' },
  testimonials: {
    to: '/testimonials',
    label: 'feature.testimonials',
    icon: MessageSquareQuote,
    access: 'owner',
  },
  faqs: { to: '/faqs', label: 'feature.faqs', icon: HelpCircle, access: 'owner' },
  portal: { to: '/contractor-portal', label: 'feature.contractorPortal', icon: Globe, access: 'owner' },
  reports: { to: '/reports', label: 'reports.title', icon: ChartColumn, access: 'owner' },
  team: { to: '/contractor/team', label: 'nav.team', icon: UserCog, access: 'owner' },
  profile: { to: '/profile', label: 'nav.profile', icon: CircleUser, access: 'team' },
} as const satisfies Record<string, Destination>;

type DestinationName = keyof typeof destinations | 'settings';

const destinationFor = (name: DestinationName, user: NavUser): Destination =>
  name === 'settings'
    ? {
        to: user.isAdmin ? '/admin' : '/contractor/settings',
        label: 'nav.settings',
        icon: Settings,
        access: 'owner',
      }
    : destinations[name];

/** The destinations of a place the user may open, each with the place's test id (`<prefix>-<name>`). */
const itemsFor = (user: NavUser, prefix: string, names: readonly DestinationName[]): readonly NavItem[] =>
  names.flatMap((name) => {
    const { access, ...destination } = destinationFor(name, user);
    return mayOpen(user.role, access) ? [{ ...destination, testId: `${prefix}-${name}` }] : [];
  });

export const sidebarMainItems = (user: NavUser): readonly NavItem[] =>
  itemsFor(user, 'sidebar', ['dashboard', 'quotes', 'jobs', 'customers', 'schedule']);

/** Owners: Reports, Testimonials, FAQs, Contractor portal, Team and Settings; everyone else their Profile (owners have it in the menu). */
export const sidebarBottomItems = (user: NavUser): readonly NavItem[] =>
  user.role === 'owner'
    ? itemsFor(user, 'sidebar', ['reports', 'testimonials', 'faqs', 'portal', 'team', 'settings'])
    : itemsFor(user, 'sidebar', ['profile']);

/** The link tabs of the mobile bottom bar (four for those who sell); the last tab, More, opens the sheet. */
export const bottomBarTabs = (user: NavUser): readonly NavItem[] =>
  itemsFor(user, 'tab', ['dashboard', 'quotes', 'jobs', 'schedule']);

/** The More sheet: a phone has no profile menu, so Profile is here for everyone. */
export const moreSheetItems = (user: NavUser): readonly NavItem[] =>
  itemsFor(user, 'more', [
    'customers',
    'reports',
    'testimonials',
    'faqs',
    'portal',
    'team',
    'settings',
    'profile',
  ]);

/** The profile menu's links: Team and Settings for owners, then everyone's Profile. */
export const profileMenuItems = (user: NavUser): readonly NavItem[] => [
  ...itemsFor(user, 'profile', ['team']),
  ...(mayOpen(user.role, 'owner')
    ? [
        {
          to: user.isAdmin ? '/admin' : '/settings',
          label: 'nav.settings',
          icon: Settings,
          testId: 'profile-settings',
        } as const,
      ]
    : []),
  ...itemsFor(user, 'profile', ['profile']).map((item) => ({ ...item, testId: 'profile-page' })),
];

/** What the Create menu offers (SPEC §2): every entry writes what only those who sell may write. */
export const createChoices = ['customer', 'quote', 'job', 'task'] as const;
export type CreateChoice = (typeof createChoices)[number];

const createAccess: Readonly<Record<CreateChoice, PageAccess>> = {
  customer: 'sales',
  quote: 'sales',
  job: 'sales',
  task: 'sales',
};

/** The Create menu's entries this user may use; none (crew) hides the Create buttons. */
export const createChoicesFor = (user: NavUser): readonly CreateChoice[] =>
  createChoices.filter((choice) => mayOpen(user.role, createAccess[choice]));

/** SPEC §2: an item is active when the path equals its href or continues below it; '/' only matches itself. */
export const isPathActive = (pathname: string, href: string): boolean => {
  if (href === '/') return pathname === '/';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === href || path.startsWith(`${href}/`);
};

/** The admin area's sections (its own header on /admin/*, in place of the contractor navigation). */
export type AdminPath =
  | '/admin'
  | '/admin/contractors'
  | '/admin/users'
  | '/admin/leads'
  | '/admin/settings'
  | '/admin/security';

export interface AdminNavItem {
  to: AdminPath;
  label: TranslationKey;
  icon: LucideIcon;
  testId: string;
}

export const adminNavItems: readonly AdminNavItem[] = [
  { to: '/admin', label: 'admin.nav.overview', icon: LayoutDashboard, testId: 'admin-nav-overview' },
  {
    to: '/admin/contractors',
    label: 'nav.contractors',
    icon: Building2,
    testId: 'admin-nav-contractors',
  },
  { to: '/admin/users', label: 'admin.nav.users', icon: Users, testId: 'admin-nav-users' },
  { to: '/admin/leads', label: 'admin.nav.leads', icon: Inbox, testId: 'admin-nav-leads' },
  { to: '/admin/settings', label: 'nav.settings', icon: Settings, testId: 'admin-nav-settings' },
  { to: '/admin/security', label: 'admin.nav.security', icon: ShieldCheck, testId: 'admin-nav-security' },
];

/** The admin section a path is in: Overview only on /admin itself, every other section on its pages too. */
export const isAdminSectionActive = (pathname: string, href: AdminPath): boolean =>
  href === '/admin' ? pathname.replace(/\/+$/, '') === '/admin' : isPathActive(pathname, href);
