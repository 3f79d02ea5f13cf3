// The Create New Job dialog (SPEC §2, §7): a job for one of the contractor's customers on a date, with its
// all-day blue calendar event, written together. It has no quote, so no price and no milestones until the
// contractor sets a total.
import { defaultJobCalendarColor } from '#domain/calendar-colors';
import { formatJobNumber } from '#domain/job-number';
import type { CreateJob } from '#domain/schemas/job';
import { type JobItem, createJob as storeJob } from '#functions/store/jobs';
import { jobCalendarEvent } from '../calendar/job-events';
import { sealJobContact } from '../crypto/sealed-copy';
import { sealSite } from '../crypto/site-address';
import { openCustomer } from '../customers/customer-record';
import { customerNotFound, loadCustomer } from '../customers/save-customer';
import { publishCommitted } from '../events/pending-events';
import { customerKeys } from '../ports/keys/customer-keys';
import { allocateNumber } from '../quotes/allocate-number';
import { newId } from '../tokens';
import { contractorCalendar, refusePastDate } from './contractor-payment-settings';
import { jobCreatedEvent } from './job-events';

export const createJob = async (
  contractorId: string,
  userId: string,
  input: CreateJob,
  language: 'en' | 'es',
): Promise<string> => {
  // loadCustomer answers 404 'Customer not found' (SPEC §7) for an unknown id; an archived one counts as gone.
  const record = await loadCustomer(contractorId, input.customerId);
  if (record.archivedAt) throw customerNotFound();
  const calendar = await contractorCalendar(contractorId);
  refusePastDate(input.scheduledDate, calendar.today);
  const keys = await customerKeys();
  const customer = openCustomer(record, keys);

  const job: JobItem = {
    contractorId,
    jobId: newId('job'),
    jobNumber: formatJobNumber(await allocateNumber(contractorId, 'job')),
    version: 1,
    name: input.jobName,
    status: 'scheduled',
    jobType: 'installation',
    homeownerId: record.homeownerId,
    // A job made for a customer is at their address until someone changes it.
    ...sealSite(contractorId, { street: customer.address, city: customer.city, state: customer.state }, keys),
    siteZip: customer.zipCode,
    ...sealJobContact(keys, contractorId, {
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      phone: customer.phone,
      email: customer.email,
    }),
    language,
    scheduledDate: input.scheduledDate,
    isAnytime: true,
    assignedTo: userId,
    calendarColor: defaultJobCalendarColor,
    totalCents: 0,
    paidCents: 0,
    paymentStructure: 'custom',
    createdByUserId: userId,
    soldBy: userId,
    source: 'contractor',
    createdAt: new Date().toISOString(),
  };
  const event = jobCalendarEvent(job, input.scheduledDate, userId, language);
  job.calendarEventId = event.eventId;
  const created = jobCreatedEvent(job);
  await storeJob(job, event, created);
  await publishCommitted([created]);
  return job.jobId;
};
