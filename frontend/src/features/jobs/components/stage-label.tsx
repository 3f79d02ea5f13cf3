// A progress note's or photo's stage: the job status it was recorded at, named in the page's language;
// a stage written some other way is shown as it was.
import { type JobStatus, jobStatuses } from '#domain/job-status';
import { useT } from '#frontend/i18n/use-t';

const isJobStatus = (stage: string): stage is JobStatus => (jobStatuses as readonly string[]).includes(stage);

export const StageLabel = ({ stage }: { stage: string }) => {
  const t = useT();
  if (!stage) return null;
  return (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
      {isJobStatus(stage) ? t(`jobStatus.${stage}`) : stage}
    </span>
  );
};
