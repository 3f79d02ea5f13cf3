// The shell's dialogs themselves, in their own chunk: they load when one is first opened, so public pages
// never download the customer form, its schema, the address input, the job form or the event form.

import { todayIn } from '#domain/calendar-dates';
import { AddCustomerDialog } from '#frontend/features/customers/components/add-customer-dialog';
import { CreateJobDialog } from '#frontend/features/jobs/components/create-job-dialog';
import { EventDialog } from '#frontend/features/schedule/components/event-dialog';
import { useCurrentUser } from '#frontend/lib/current-user';
import { CreateDialog } from './create-dialog';
import type { ShellDialog } from './shell-dialogs';

interface ShellDialogSetProps {
  open: ShellDialog | null;
  onOpen: (dialog: ShellDialog | null) => void;
}

const ShellDialogSet = ({ open, onOpen }: ShellDialogSetProps) => {
  const close = () => onOpen(null);
  // Create → Task opens the event dialog on today, on the business's calendar.
  const user = useCurrentUser().data;
  const timeZone = user?.contractor.timezone ?? 'America/Chicago';
  return (
    <>
      {user ? <CreateDialog user={user} open={open === 'create'} onClose={close} onChoose={onOpen} /> : null}
      <AddCustomerDialog
        open={open === 'addCustomer' || open === 'createCustomer'}
        source={open === 'createCustomer' ? 'create' : 'header'}
        onClose={close}
      />
      <CreateJobDialog open={open === 'createJob'} onClose={close} />
      <EventDialog
        target={open === 'createTask' ? { kind: 'new', slot: { date: todayIn(timeZone) } } : null}
        onClose={close}
      />
    </>
  );
};

export default ShellDialogSet;
