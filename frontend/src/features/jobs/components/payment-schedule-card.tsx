// The job's payment schedule: its milestones in order with where each stands, "Record payment", and an
// "Edit schedule" mode. A job without a total has no milestones yet; the Details card sets one.
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#frontend/components/ui/button';
import { SectionCard } from '#frontend/components/ui/section-card';
import { useT } from '#frontend/i18n/use-t';
import type { Job } from '../api/get-job';
import { bySequence } from '../milestone-schedule';
import { MilestoneRow } from './milestone-row';
import { RecordPaymentButton } from './record-payment-dialog';
import { ScheduleEditor } from './schedule-editor';

export const PaymentScheduleCard = ({
  job,
  onReload,
}: {
  job: Job;
  onReload: () => Promise<Job | undefined>;
}) => {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const milestones = bySequence(job.milestones);

  return (
    <SectionCard
      title={t('jobs.schedule.title')}
      description={t(`jobs.paymentStructure.${job.paymentStructure}`)}
      testId="payment-schedule"
      actions={
        editing ? null : (
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0 whitespace-nowrap"
            onClick={() => setEditing(true)}
            data-testid="schedule-edit"
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('jobs.schedule.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <ScheduleEditor job={job} onDone={() => setEditing(false)} onReload={onReload} />
      ) : (
        <>
          {milestones.length === 0 ? (
            <p className="text-sm text-slate-600" data-testid="schedule-empty">
              {job.totalAmount > 0 ? t('jobs.schedule.empty') : t('jobs.schedule.noTotal')}
            </p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {milestones.map((milestone) => (
                <MilestoneRow key={milestone.id} jobId={job.id} milestone={milestone} />
              ))}
            </ol>
          )}
          <div className="mt-4">
            <RecordPaymentButton job={job} />
          </div>
        </>
      )}
    </SectionCard>
  );
};
