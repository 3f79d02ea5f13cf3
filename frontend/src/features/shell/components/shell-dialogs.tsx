// The dialogs any part of the signed-in shell can open (Create, Add New Customer, Create New Job, Task),
// rendered once here so the header, sidebar and mobile bars share them.
import { createContext, type ReactNode, useContext, useState } from 'react';
import { AddCustomerDialog } from '../../customers/components/add-customer-dialog';
import { CreateDialog } from './create-dialog';
import { InProgressDialog } from './in-progress-dialog';

/** `addCustomer` is the header's Add Customer; `createCustomer` the Create dialog's Customer (own toasts). */
export type ShellDialog = 'create' | 'addCustomer' | 'createCustomer' | 'createJob' | 'createTask';

const OpenShellDialogContext = createContext<(dialog: ShellDialog | null) => void>(() => {});

export const useOpenShellDialog = () => useContext(OpenShellDialogContext);

export const ShellDialogsProvider = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useState<ShellDialog | null>(null);
  const close = () => setOpen(null);
  return (
    <OpenShellDialogContext.Provider value={setOpen}>
      {children}
      <CreateDialog open={open === 'create'} onClose={close} onChoose={setOpen} />
      <AddCustomerDialog
        open={open === 'addCustomer' || open === 'createCustomer'}
        source={open === 'createCustomer' ? 'create' : 'header'}
        onClose={close}
      />
      <InProgressDialog
        open={open === 'createJob'}
        onClose={close}
        title="createJob.title"
        feature="feature.jobScheduling"
        detail="feature.jobScheduling.detail"
        testId="create-job-dialog"
      />
      <InProgressDialog
        open={open === 'createTask'}
        onClose={close}
        title="createTask.title"
        feature="feature.calendarTasks"
        detail="feature.calendarTasks.detail"
        testId="create-task-dialog"
      />
    </OpenShellDialogContext.Provider>
  );
};
