// A job's day on the schedule moves with the job, and the job with it: dated, moved, recoloured,
// started, completed and cancelled jobs keep their event in step (one transaction each); moving the event
// on the calendar reschedules the job; removing it is refused (it is the job's).
import { describe, expect, it } from 'vitest';
import { addTeamMember, convertQuote, createContractorWithQuote } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

const jobOnThe = async (date: string) => {
  const owner = await createContractorWithQuote(server.baseUrl);
  await owner.browser.post(`/api/quotes/${owner.quote.id}/status`, { status: 'sent' });
  await owner.browser.post(`/api/quotes/${owner.quote.id}/status`, { status: 'approved' });
  return { ...owner, job: await convertQuote(owner.browser, owner.quote.id, date) };
};

const eventsOf = async (owner: Awaited<ReturnType<typeof jobOnThe>>) =>
  (await owner.browser.get('/api/calendar/events?start=2026-12-01&end=2027-01-31')).body.events as Record<
    string,
    unknown
  >[];

describe("a job's day on the schedule", () => {
  it('is green, linked to the job, and follows its date, colour and status', async () => {
    const owner = await jobOnThe('2026-12-08');
    const [event] = await eventsOf(owner);
    expect(event).toMatchObject({
      eventType: 'job',
      color: '#22c55e',
      startDate: '2026-12-08',
      status: 'scheduled',
      linkedQuoteId: owner.quote.id,
      linkedJobId: owner.job.id,
    });

    const job = (await owner.browser.get(`/api/jobs/${owner.job.id}`)).body;
    const moved = await owner.browser.request('PATCH', `/api/jobs/${owner.job.id}`, {
      body: { version: job.version, scheduledDate: '2026-12-10', calendarColor: '#a855f7' },
    });
    expect(moved.status).toBe(200);
    expect((await eventsOf(owner))[0]).toMatchObject({ startDate: '2026-12-10', color: '#a855f7' });

    await owner.browser.post(`/api/jobs/${owner.job.id}/status`, { status: 'in_progress' });
    expect((await eventsOf(owner))[0]).toMatchObject({ status: 'in_progress', isCompleted: false });
    await owner.browser.post(`/api/jobs/${owner.job.id}/status`, { status: 'completed' });
    const [completed] = await eventsOf(owner);
    expect(completed).toMatchObject({ status: 'completed', isCompleted: true });
    expect(completed?.completedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is cancelled with its job', async () => {
    const owner = await jobOnThe('2026-12-15');
    expect(
      (await owner.browser.post(`/api/jobs/${owner.job.id}/status`, { status: 'cancelled' })).status,
    ).toBe(200);
    expect((await eventsOf(owner))[0]).toMatchObject({ status: 'cancelled' });
  });

  it('reschedules the job when moved on the calendar, and cannot be removed from it', async () => {
    const owner = await jobOnThe('2026-12-16');
    const [event] = await eventsOf(owner);
    const moved = await owner.browser.request('PATCH', `/api/calendar/events/${event?.id}`, {
      body: { title: 'Ignored', eventType: 'job', startDate: '2026-12-18', version: event?.version },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ startDate: '2026-12-18', endDate: '2026-12-18' });
    const rescheduled = (await owner.browser.get(`/api/jobs/${owner.job.id}`)).body;
    expect(rescheduled.scheduledDate).toBe('2026-12-18');

    // Saved where it already is (a drop back on its own day and lane): the job is left alone.
    const unmoved = await owner.browser.request('PATCH', `/api/calendar/events/${event?.id}`, {
      body: { title: 'Ignored', eventType: 'job', startDate: '2026-12-18', version: moved.body.version },
    });
    expect(unmoved.status).toBe(200);
    expect((await owner.browser.get(`/api/jobs/${owner.job.id}`)).body.version).toBe(rescheduled.version);

    const removed = await owner.browser.request('DELETE', `/api/calendar/events/${event?.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(
      "This is a job's day on the schedule: cancel or reschedule the job instead.",
    );
    expect(await eventsOf(owner)).toHaveLength(1);
  });

  it('hands the job to the crew member whose lane it is dropped in, who then sees it as theirs', async () => {
    const owner = await jobOnThe('2026-12-16');
    const crew = await addTeamMember(owner, 'crew');
    expect((await crew.browser.get('/api/jobs')).body.jobs).toEqual([]);
    const [event] = await eventsOf(owner);
    const dropped = await owner.browser.request('PATCH', `/api/calendar/events/${event?.id}`, {
      body: {
        title: 'Ignored',
        eventType: 'job',
        startDate: '2026-12-17',
        assignedTo: crew.userId,
        version: event?.version,
      },
    });
    expect(dropped.status).toBe(200);
    expect(dropped.body.assignedTo).toBe(crew.userId);
    const job = (await owner.browser.get(`/api/jobs/${owner.job.id}`)).body;
    expect(job).toMatchObject({ scheduledDate: '2026-12-17', assignedTo: { id: crew.userId } });
    const theirs = await crew.browser.get('/api/jobs');
    expect(theirs.body.jobs.map((item: { id: string }) => item.id)).toEqual([owner.job.id]);
    const schedule = await crew.browser.get('/api/calendar/events?start=2026-12-01&end=2026-12-31');
    expect(schedule.body.events.map((item: { id: string }) => item.id)).toEqual([event?.id]);
  });
});
