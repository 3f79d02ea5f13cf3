// Opening the signed-in shell's dialogs (Create, Add New Customer, Create New Job, Task) from anywhere: the
// shell (frontend/src/app/shell) provides the opener and renders the dialogs; a page only asks for one.
import { createContext, useContext } from 'react';

/** `addCustomer` is the header's Add Customer; `createCustomer` the Create dialog's Customer (own toasts). */
export type ShellDialog = 'create' | 'addCustomer' | 'createCustomer' | 'createJob' | 'createTask';

export const OpenShellDialogContext = createContext<(dialog: ShellDialog | null) => void>(() => {});

export const useOpenShellDialog = () => useContext(OpenShellDialogContext);
