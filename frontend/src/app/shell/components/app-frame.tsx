// The page frame around every route: the signed-in shell (header, sidebar, bottom bar), the admin area's
// own header (an administrator on /admin/*: its sections, no contractor navigation), the signed-out top bar,
// the customer-facing bar of the customer quote view, or nothing at all around a page made for another
// site's iframe (a contractor's embedded calculator). The <main> element keeps its place in the tree
// whichever frame shows, so signing in or out never remounts the page (and its pending work).
import { lazy, type ReactNode, Suspense } from 'react';
import { useCoreT } from '#frontend/i18n/use-core-t';
import type { CurrentUser } from '#frontend/lib/current-user';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { PublicHeader } from './public-header';
import { ShellDialogsProvider } from './shell-dialogs';

// Signed-out visitors (the public quote pages) never need the signed-in bars: they load on sign-in.
const SignedInBars = lazy(() =>
  import('./signed-in-chrome').then((module) => ({ default: module.SignedInBars })),
);
const SignedInBottomBar = lazy(() =>
  import('./signed-in-chrome').then((module) => ({ default: module.SignedInBottomBar })),
);
// The admin area's header rides in the same chunk: one more chunk would cost every public page bytes.
const AdminBars = lazy(() => import('./signed-in-chrome').then((module) => ({ default: module.AdminBars })));

export type FrameKind = 'signed-in' | 'admin' | 'public' | 'customer-facing' | 'bare';

const CustomerFacingHeader = () => (
  <header className="border-b border-slate-200 bg-white">
    <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4">
      <Logo to="/" />
      <LanguageSwitcher />
    </div>
  </header>
);

const mainClass: Record<FrameKind, string> = {
  // Printed, a page is just its content: the bars are hidden and their room is given back.
  'signed-in': 'min-h-screen pt-14 pb-24 md:pt-16 md:pb-10 md:pl-60 print:min-h-0 print:p-0',
  // The admin header sits in the page's flow (sticky), so the page needs no room kept for it.
  admin: 'min-h-screen pb-10 print:min-h-0 print:p-0',
  public: 'min-h-screen pt-16',
  'customer-facing': 'min-h-screen',
  bare: '',
};

interface AppFrameProps {
  user: CurrentUser | null | undefined;
  /** False while the session is still being checked: the signed-out bar then shows no links yet. */
  sessionKnown: boolean;
  customerFacing: boolean;
  /** No bars whoever is signed in: the page sits in another site's frame. */
  bare?: boolean;
  /** The page is in the admin area: an administrator gets its header instead of the contractor shell. */
  admin?: boolean;
  children: ReactNode;
}

const frameKind = ({
  user,
  customerFacing,
  bare = false,
  admin = false,
}: Omit<AppFrameProps, 'sessionKnown' | 'children'>): FrameKind => {
  if (bare) return 'bare';
  if (customerFacing) return 'customer-facing';
  if (!user) return 'public';
  return admin && user.isAdmin ? 'admin' : 'signed-in';
};

export const AppFrame = ({ user, sessionKnown, children, ...page }: AppFrameProps) => {
  const t = useCoreT();
  const kind = frameKind({ user, ...page });
  return (
    <ShellDialogsProvider>
      {/* The first stop for a keyboard: past the bars, straight to the page. */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:outline-2 focus:outline-brand-600"
        data-testid="skip-link"
      >
        {t('nav.skipToContent')}
      </a>
      {kind === 'signed-in' && user ? (
        <Suspense fallback={null}>
          <SignedInBars user={user} />
        </Suspense>
      ) : kind === 'admin' && user ? (
        <Suspense fallback={null}>
          <AdminBars user={user} />
        </Suspense>
      ) : kind === 'public' ? (
        <PublicHeader showLinks={sessionKnown} />
      ) : kind === 'customer-facing' ? (
        <CustomerFacingHeader />
      ) : null}
      <main id="main" tabIndex={-1} className={`${mainClass[kind]} outline-none`} data-frame={kind}>
        {children}
      </main>
      {kind === 'signed-in' && user ? (
        <Suspense fallback={null}>
          <SignedInBottomBar user={user} />
        </Suspense>
      ) : null}
    </ShellDialogsProvider>
  );
};
