// Payments overdue and due within 7 days, most overdue first: the customer, the job (opens it), the milestone,
// what is still owed, "3 days overdue" / "due in 2 days", and Send Reminder (the bell's own button: one
// reminder by the contractor's channel, a toast, then "✓ Reminder sent").
import { Link } from '@tanstack/react-router';
import type { PaymentReminder } from '#domain/contract/notifications';
import { displayJobNumber } from '#domain/job-number';
import { formatDollars } from '#frontend/components/estimate/estimate-lines';
import { SendReminderButton } from '#frontend/components/reminders/send-reminder-button';
import { SectionCard } from '#frontend/components/ui/section-card';
import { useT } from '#frontend/i18n/use-t';
import { dueText } from '../dashboard-figures';

const PaymentRow = ({ payment }: { payment: PaymentReminder }) => {
  const t = useT();
  const due = dueText(payment.daysUntilDue);
  const number = displayJobNumber(payment.jobNumber);
  const customer = payment.customerName || t('customer.unknown');
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3"
      data-testid="dashboard-payment"
      data-milestone-id={payment.milestoneId}
    >
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{customer}</p>
        <p className="text-sm text-slate-700">
          <Link
            to="/jobs/$id"
            params={{ id: payment.jobId }}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            {t('dashboard.payment.job', { number })}
          </Link>
          <span aria-hidden="true"> · </span>
          <span>{payment.milestoneName}</span>
        </p>
        <p
          className={`text-sm font-medium ${payment.daysUntilDue < 0 ? 'text-red-700' : 'text-amber-800'}`}
          data-testid="dashboard-payment-due"
        >
          {t(due.key, due.vars)}
        </p>
      </div>
      <div className="flex flex-col items-end gap-2">
        <p className="font-semibold text-slate-900 tabular-nums">{formatDollars(payment.amount)}</p>
        <SendReminderButton
          milestoneId={payment.milestoneId}
          reminderSent={payment.reminderSent}
          accessibleName={t('dashboard.payment.remind', { name: customer, number })}
        />
      </div>
    </li>
  );
};

export const OwedPayments = ({ payments }: { payments: readonly PaymentReminder[] }) => {
  const t = useT();
  return (
    <SectionCard
      title={t('dashboard.payments.title')}
      description={t('dashboard.payments.description')}
      testId="dashboard-payments"
    >
      {payments.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="dashboard-payments-empty">
          {t('dashboard.payments.none')}
        </p>
      ) : (
        <ul className="-my-3 divide-y divide-slate-100">
          {payments.map((payment) => (
            <PaymentRow key={payment.milestoneId} payment={payment} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
};
