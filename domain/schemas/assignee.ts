// Who a record is assigned to, as a body names them: a user id of the caller's team. Whether that person is on
// the team, active and in a role that does the work is the use case's check (functions/core/access/assignee.ts).
import * as z from 'zod';
import { message } from './message';

export const assigneeField = z
  .string(message('event.assigneeUnknown'))
  .trim()
  .min(1, message('event.assigneeUnknown'))
  .max(64, message('event.assigneeUnknown'))
  .optional();
