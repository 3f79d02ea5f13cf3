// The jobs area: converting quotes, the Create New Job dialog, a job's details, status, notes, photos,
// payment schedule and payments (docs/api.md "Jobs and getting paid"). Every write answers the job as it
// now is.

import type { Language } from '#domain/messages';
import {
  convertQuoteSchema,
  createJobSchema,
  jobListQuerySchema,
  jobStatusChangeSchema,
  jobUpdateSchema,
  milestoneStatusSchema,
  milestonesSaveSchema,
  paymentSchema,
  photoSchema,
  photoUploadSchema,
  progressNoteSchema,
} from '#domain/schemas/job';
import { type Actor, actorOf } from '#functions/core/access/actor';
import { changeJobStatus } from '#functions/core/jobs/change-job-status';
import { convertQuote } from '#functions/core/jobs/convert-quote';
import { createJob } from '#functions/core/jobs/create-job';
import { addPhoto, addProgressNote, photoUploadForm } from '#functions/core/jobs/job-notes-photos';
import { loadJobRecords, loadJobRecordsFor } from '#functions/core/jobs/job-records';
import { listJobs } from '#functions/core/jobs/list-jobs';
import { changeMilestoneStatus } from '#functions/core/jobs/milestone-status';
import { presentJob, presentJobFor, presentJobSummaryFor } from '#functions/core/jobs/present-job';
import { recordPayment } from '#functions/core/jobs/record-payment';
import { saveMilestones } from '#functions/core/jobs/save-milestones';
import { updateJob } from '#functions/core/jobs/update-job';
import { customerKeys } from '#functions/core/ports/keys/customer-keys';
import { photoStorage } from '#functions/core/ports/photos/photo-storage';
import { memberName, teamNames } from '#functions/core/team/team-members';
import { ok } from '#functions/http/api-request';
import { createAreaHandler } from '#functions/http/create-area-handler';

/** What presenting a job needs: names for user ids, the customer keys and readable photo URLs. */
const presentation = async (contractorId: string, language: Language) => {
  const [names, keys] = await Promise.all([teamNames(contractorId), customerKeys()]);
  return { names, keys, language, photoUrl: (key: string) => photoStorage().readUrl(key) };
};

/** The job as it is now, as the actor may see it (a crew member: only their own, without prices). */
const jobAsSeenBy = async (actor: Actor, jobId: string, language: Language) => {
  const [records, context] = await Promise.all([
    loadJobRecordsFor(actor, jobId),
    presentation(actor.contractorId, language),
  ]);
  return presentJobFor(actor, records, context);
};

/** The job as it is now, whole: the answer of routes only owners and reps may call. */
const officeJob = async (actor: Actor, jobId: string, language: Language) => {
  const [records, context] = await Promise.all([
    loadJobRecords(actor.contractorId, jobId),
    presentation(actor.contractorId, language),
  ]);
  return presentJob(records, context);
};

export const handler = createAreaHandler('jobs', {
  'POST /api/quotes/{id}/convert': async (request) => {
    const { user } = await request.signedIn();
    const { scheduledDate } = convertQuoteSchema.parse(request.body ?? {});
    const jobId = await convertQuote(user.contractorId, user.userId, request.params.id ?? '', scheduledDate);
    return { status: 201, body: await officeJob(actorOf(user), jobId, request.language) };
  },

  'POST /api/jobs': async (request) => {
    const { user } = await request.signedIn();
    const input = createJobSchema.parse(request.body);
    const jobId = await createJob(user.contractorId, user.userId, input, request.language);
    return { status: 201, body: await officeJob(actorOf(user), jobId, request.language) };
  },

  'GET /api/jobs': async (request) => {
    const { user } = await request.signedIn();
    const actor = actorOf(user);
    const { jobs, cursor } = await listJobs(actor, jobListQuerySchema.parse(request.query));
    const reader = { keys: await customerKeys(), language: request.language };
    return ok({ jobs: jobs.map((job) => presentJobSummaryFor(actor, job, reader)), cursor });
  },

  'GET /api/jobs/{id}': async (request) => {
    const { user } = await request.signedIn();
    return ok(await jobAsSeenBy(actorOf(user), request.params.id ?? '', request.language));
  },

  'PATCH /api/jobs/{id}': async (request) => {
    const { user } = await request.signedIn();
    const update = jobUpdateSchema.parse(request.body);
    await updateJob(user.contractorId, request.params.id ?? '', update);
    return ok(await officeJob(actorOf(user), request.params.id ?? '', request.language));
  },

  'POST /api/jobs/{id}/status': async (request) => {
    const { user } = await request.signedIn();
    const { status, version } = jobStatusChangeSchema.parse(request.body);
    const actor = actorOf(user);
    await changeJobStatus(actor, request.params.id ?? '', status, version);
    return ok(await jobAsSeenBy(actor, request.params.id ?? '', request.language));
  },

  'POST /api/jobs/{id}/progress-notes': async (request) => {
    const { user } = await request.signedIn();
    const note = progressNoteSchema.parse(request.body);
    const author = memberName(user);
    const actor = actorOf(user);
    await addProgressNote(actor, request.params.id ?? '', note, author);
    return {
      status: 201,
      body: await jobAsSeenBy(actor, request.params.id ?? '', request.language),
    };
  },

  'POST /api/jobs/{id}/photo-uploads': async (request) => {
    const { user } = await request.signedIn();
    const { contentType } = photoUploadSchema.parse(request.body);
    return ok(await photoUploadForm(actorOf(user), request.params.id ?? '', contentType));
  },

  'POST /api/jobs/{id}/photos': async (request) => {
    const { user } = await request.signedIn();
    const actor = actorOf(user);
    await addPhoto(actor, request.params.id ?? '', photoSchema.parse(request.body));
    return {
      status: 201,
      body: await jobAsSeenBy(actor, request.params.id ?? '', request.language),
    };
  },

  'PUT /api/jobs/{id}/milestones': async (request) => {
    const { user } = await request.signedIn();
    await saveMilestones(
      user.contractorId,
      request.params.id ?? '',
      milestonesSaveSchema.parse(request.body),
    );
    return ok(await officeJob(actorOf(user), request.params.id ?? '', request.language));
  },

  'POST /api/jobs/{id}/milestones/{milestoneId}/status': async (request) => {
    const { user } = await request.signedIn();
    const change = milestoneStatusSchema.parse(request.body);
    await changeMilestoneStatus(
      user.contractorId,
      request.params.id ?? '',
      request.params.milestoneId ?? '',
      change,
    );
    return ok(await officeJob(actorOf(user), request.params.id ?? '', request.language));
  },

  'POST /api/jobs/{id}/payments': async (request) => {
    const { user } = await request.signedIn();
    await recordPayment(
      user.contractorId,
      request.params.id ?? '',
      user.userId,
      paymentSchema.parse(request.body),
    );
    return {
      status: 201,
      body: await officeJob(actorOf(user), request.params.id ?? '', request.language),
    };
  },
});
