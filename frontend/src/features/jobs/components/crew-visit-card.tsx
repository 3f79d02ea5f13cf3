// What a crew member needs to do the visit, read-only: when (the day's times or Anytime), who it is assigned
// to, the customer's email, the visit instructions (gate code, parking, pets…) and the office's notes. The
// site and the customer's phone are in the header above.
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionCard } from '#frontend/components/ui/section-card';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { CrewJob } from '../api/get-job';
import { formatJobDate } from '../job-dates';
import { formatTimeWindow } from '../job-times';

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <div className="min-w-0">
    <dt className="text-xs font-medium text-slate-500">{label}</dt>
    <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900" data-testid={testId}>
      {children}
    </dd>
  </div>
);

export const CrewVisitCard = ({ job }: { job: CrewJob }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const day = formatJobDate(job.scheduledDate, locale);
  const hours = formatTimeWindow(job, locale) ?? t('form.anytime');
  return (
    <SectionCard title={t('crewJob.visit')} testId="crew-visit">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t('crewJob.when')} testId="crew-visit-when">
          {day ? `${day} · ${hours}` : t('jobs.notScheduled')}
        </Fact>
        {job.assignedTo ? <Fact label={t('jobs.details.assignee')}>{job.assignedTo.name}</Fact> : null}
        {job.customerEmail ? (
          <Fact label={t('form.email')}>
            <a
              href={`mailto:${job.customerEmail}`}
              className="inline-flex items-center gap-1.5 break-all text-brand-700 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {job.customerEmail}
            </a>
          </Fact>
        ) : null}
        <div className="sm:col-span-2">
          <Fact label={t('jobs.details.visitInstructions')} testId="crew-visit-instructions">
            {job.visitInstructions.trim() || t('crewJob.noInstructions')}
          </Fact>
        </div>
        {job.notes.trim() ? (
          <div className="sm:col-span-2">
            <Fact label={t('form.notes')}>{job.notes}</Fact>
          </div>
        ) : null}
      </dl>
    </SectionCard>
  );
};
