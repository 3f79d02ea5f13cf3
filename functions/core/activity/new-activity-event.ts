// Builds an activity-log entry, refusing one that breaks SPEC §5: job events carry a job id, others none.
import { type ActivityEventData, type ActivityEventType, activityJobIdValid } from '#domain/activity';
import { newId } from '../tokens';

export interface ActivityFacts {
  contractorId: string;
  quoteId: string;
  jobId?: string;
  eventType: ActivityEventType;
  eventData: ActivityEventData;
  /** Who did it; absent when the customer did (the event data says how). */
  userId?: string;
}

export const newActivityEvent = (facts: ActivityFacts) => {
  if (!activityJobIdValid(facts.eventType, facts.jobId)) {
    throw new Error(`Activity event ${facts.eventType} ${facts.jobId ? 'must not have' : 'needs'} a job id`);
  }
  return { ...facts, eventId: newId('ae'), at: new Date().toISOString() };
};
