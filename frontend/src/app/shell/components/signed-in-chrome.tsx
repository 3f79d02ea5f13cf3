// The signed-in shell's bars (header, mobile top bar, sidebar, bottom bar), in their own chunk so visitors
// of public pages never download them.
import type { CurrentUser } from '#frontend/lib/current-user';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileTopBar } from './mobile-top-bar';
import { Sidebar } from './sidebar';
import { SignedInHeader } from './signed-in-header';

export const SignedInBars = ({ user }: { user: CurrentUser }) => (
  <>
    <SignedInHeader user={user} />
    <MobileTopBar user={user} />
    <Sidebar user={user} />
  </>
);

export const SignedInBottomBar = ({ user }: { user: CurrentUser }) => <MobileBottomBar user={user} />;
