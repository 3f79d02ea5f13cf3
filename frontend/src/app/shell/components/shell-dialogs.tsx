// The dialogs any part of the signed-in shell can open (Create, Add New Customer, Create New Job, Task),
// rendered once here so the header, sidebar and mobile bars share them. Their code loads on first use.
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { OpenShellDialogContext, type ShellDialog } from '#frontend/lib/shell-dialogs';

export { type ShellDialog, useOpenShellDialog } from '#frontend/lib/shell-dialogs';

const ShellDialogSet = lazy(() => import('./shell-dialog-set'));

export const ShellDialogsProvider = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useState<ShellDialog | null>(null);
  // Once any dialog has been opened the set stays mounted, so closing animations and state behave as before.
  const [used, setUsed] = useState(false);
  const openDialog = (dialog: ShellDialog | null) => {
    if (dialog) setUsed(true);
    setOpen(dialog);
  };
  return (
    <OpenShellDialogContext.Provider value={openDialog}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ShellDialogSet open={open} onOpen={openDialog} />
        </Suspense>
      ) : null}
    </OpenShellDialogContext.Provider>
  );
};
