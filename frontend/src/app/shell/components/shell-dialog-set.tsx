// The shell's dialogs themselves, in their own chunk: they load when one is first opened, so public pages
// never download the customer form, its schema, the address input or the job form.
import { AddCustomerDialog } from '#frontend/features/customers/components/add-customer-dialog';
import { CreateJobDialog } from '#frontend/features/jobs/components/create-job-dialog';
import { CreateDialog } from './create-dialog';
import { InProgressDialog } from './in-progress-dialog';
import type { ShellDialog } from './shell-dialogs';

interface ShellDialogSetProps {
  open: ShellDialog | null;
  onOpen: (dialog: ShellDialog | null) => void;
}

const ShellDialogSet = ({ open, onOpen }: ShellDialogSetProps) => {
  const close = () => onOpen(null);
  return (
    <>
      <CreateDialog open={open === 'create'} onClose={close} onChoose={onOpen} />
      <AddCustomerDialog
        open={open === 'addCustomer' || open === 'createCustomer'}
        source={open === 'createCustomer' ? 'create' : 'header'}
        onClose={close}
      />
      <CreateJobDialog open={open === 'createJob'} onClose={close} />
      <InProgressDialog
        open={open === 'createTask'}
        onClose={close}
        title="createTask.title"
        feature="feature.calendarTasks"
        detail="feature.calendarTasks.detail"
        testId="create-task-dialog"
      />
    </>
  );
};

export default ShellDialogSet;
