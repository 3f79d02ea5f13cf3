// The Schedule Visit form's values (SPEC §5): a date (today unless changed), Anytime on, no times, no notes;
// and the request they make, where the times go only when the visit is not Anytime.
import type { ScheduleVisitInput } from '#domain/contract/customers';
import { localIsoDate } from '#frontend/lib/visit-times';

export interface VisitFormValues {
  scheduledDate: string;
  isAnytime: boolean;
  scheduledStartTime: string;
  scheduledEndTime: string;
  notes: string;
}

export const newVisitValues = (): VisitFormValues => ({
  scheduledDate: localIsoDate(),
  isAnytime: true,
  scheduledStartTime: '',
  scheduledEndTime: '',
  notes: '',
});

/** What the visit schema checks and the API takes: no times for an Anytime visit, none left empty. */
export const visitRequestOf = (values: VisitFormValues): ScheduleVisitInput => ({
  scheduledDate: values.scheduledDate,
  isAnytime: values.isAnytime,
  notes: values.notes,
  ...(values.isAnytime || !values.scheduledStartTime
    ? {}
    : { scheduledStartTime: values.scheduledStartTime }),
  ...(values.isAnytime || !values.scheduledEndTime ? {} : { scheduledEndTime: values.scheduledEndTime }),
});
