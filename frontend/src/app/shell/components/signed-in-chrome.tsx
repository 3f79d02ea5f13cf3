// The signed-in shell's bars (header, mobile top bar, sidebar, the offline bar, bottom bar) and the admin
// area's header, in their own chunk so visitors of public pages never download them (nor the offline layer
// the offline bar runs).
import type { CurrentUser } from '#frontend/lib/current-user';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileTopBar } from './mobile-top-bar';
import { OfflineBar } from './offline-bar';
import { Sidebar } from './sidebar';
import { SignedInHeader } from './signed-in-header';
import { UpdatePrompt } from './update-prompt';

export { AdminBars } from './admin-bars';

export const SignedInBars = ({ user }: { user: CurrentUser }) => (
  <>
    <SignedInHeader user={user} />
    <MobileTopBar user={user} />
    <Sidebar user={user} />
    <OfflineBar user={user} />
  </>
);

// The update prompt registers the service worker: only signed-in pages load it.
export const SignedInBottomBar = ({ user }: { user: CurrentUser }) => (
  <>
    <MobileBottomBar user={user} />
    <UpdatePrompt />
  </>
);
