// The Create dialog (SPEC §2): Customer, Quote (→ /contractor/quote), Job and Task, as far as the user's
// role may create them (nav-items.ts; the shell shows no Create button to a role that may create nothing).
import { useNavigate } from '@tanstack/react-router';
import { CalendarPlus, FileText, Hammer, UserPlus } from 'lucide-react';
import { Dialog } from '#frontend/components/ui/dialog';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { type CreateChoice, createChoicesFor, type NavUser } from '../nav-items';
import type { ShellDialog } from './shell-dialogs';

const choices: readonly {
  id: CreateChoice;
  icon: typeof UserPlus;
  label: TranslationKey;
  hint: TranslationKey;
}[] = [
  { id: 'customer', icon: UserPlus, label: 'create.customer', hint: 'create.customerHint' },
  { id: 'quote', icon: FileText, label: 'create.quote', hint: 'create.quoteHint' },
  { id: 'job', icon: Hammer, label: 'create.job', hint: 'create.jobHint' },
  { id: 'task', icon: CalendarPlus, label: 'create.task', hint: 'create.taskHint' },
];

const dialogFor: Record<Exclude<CreateChoice, 'quote'>, ShellDialog> = {
  customer: 'createCustomer',
  job: 'createJob',
  task: 'createTask',
};

interface CreateDialogProps {
  user: NavUser;
  open: boolean;
  onClose: () => void;
  onChoose: (dialog: ShellDialog | null) => void;
}

export const CreateDialog = ({ user, open, onClose, onChoose }: CreateDialogProps) => {
  const t = useT();
  const navigate = useNavigate();
  const allowed = createChoicesFor(user);
  const shown = choices.filter(({ id }) => allowed.includes(id));
  const choose = (choice: CreateChoice) => {
    if (choice === 'quote') {
      onChoose(null);
      void navigate({ to: '/contractor/quote' });
      return;
    }
    onChoose(dialogFor[choice]);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('nav.create')}
      description={t('create.description')}
      testId="create-dialog"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {shown.map(({ id, icon: Icon, label, hint }) => (
          <button
            key={id}
            type="button"
            onClick={() => choose(id)}
            aria-labelledby={`create-${id}-label`}
            aria-describedby={`create-${id}-hint`}
            className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-left hover:border-brand-300 hover:bg-brand-50"
            data-testid={`create-${id}`}
          >
            <Icon aria-hidden="true" className="size-9 shrink-0 rounded-lg bg-brand-100 p-2 text-brand-800" />
            <span>
              <span id={`create-${id}-label`} className="block font-semibold text-slate-900">
                {t(label)}
              </span>
              <span id={`create-${id}-hint`} className="block text-sm text-slate-600">
                {t(hint)}
              </span>
            </span>
          </button>
        ))}
      </div>
    </Dialog>
  );
};
