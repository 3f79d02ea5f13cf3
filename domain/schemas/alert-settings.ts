// How a contractor wants to hear of a new homeowner lead beyond the bell (speed to lead): by text to the
// business phone, by email to the business email, both, or not at all (the default).
import * as z from 'zod/mini';
import { message } from './message';

export const leadAlertChannels = ['off', 'sms', 'email', 'both'] as const;
export type LeadAlertChannel = (typeof leadAlertChannels)[number];

export const alertSettingsSchema = z.object({
  newLeadAlerts: z.enum(leadAlertChannels, message('field.invalid')),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** As stored: with the language the contractor read Picket in when they chose, which the alerts are written in. */
export interface StoredAlertSettings extends AlertSettings {
  language: 'en' | 'es';
}
