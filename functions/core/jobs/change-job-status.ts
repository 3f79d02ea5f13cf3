// Moving a job along its statuses (domain/job-status.ts), version-checked; completing it dates it on the
// contractor's calendar. Its calendar event moves with it in the same transaction (a cancelled job's event
// is cancelled, a completed job's completed: core/calendar/job-events.ts).
import { type JobStatus, jobMovesFor } from '#domain/job-status';
import { DomainError } from '#functions/core/errors';
import { moveJob } from '#functions/store/jobs';
import type { Actor } from '../access/actor';
import { jobEventStatus } from '../calendar/job-events';
import { publishCommitted } from '../events/pending-events';
import { contractorCalendar } from './contractor-payment-settings';
import { jobMovedEvent } from './job-events';
import { loadJobFor, staleJob } from './job-records';

export const changeJobStatus = async (
  actor: Actor,
  jobId: string,
  to: JobStatus,
  versionSeen: number | undefined,
) => {
  const { contractorId } = actor;
  const job = await loadJobFor(actor, jobId);
  if (versionSeen !== undefined && versionSeen !== job.version) throw staleJob();
  if (!jobMovesFor(actor.role, job.status).includes(to)) {
    throw new DomainError('ILLEGAL_MOVE', 'job.illegalMove', {
      vars: { from: `jobStatus.${job.status}`, to: `jobStatus.${to}` },
    });
  }
  const completedDate = to === 'completed' ? (await contractorCalendar(contractorId)).today : undefined;
  const eventEdit = job.calendarEventId
    ? { eventId: job.calendarEventId, changes: jobEventStatus(to, completedDate) }
    : undefined;
  const moved = jobMovedEvent(job, to, new Date().toISOString());
  if (!(await moveJob(job, to, completedDate, eventEdit, moved))) throw staleJob();
  await publishCommitted([moved]);
};
