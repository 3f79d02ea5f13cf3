// Who a record is assigned to, as a body names them: a user id of the caller's team. Whether that person is on
// the team, active and in a role that does the work is the use case's check (functions/core/access/assignee.ts).
import * as z from 'zod/mini';
import { message } from './message';

export const assigneeField = z.optional(
  z
    .string(message('event.assigneeUnknown'))
    .check(
      z.trim(),
      z.minLength(1, message('event.assigneeUnknown')),
      z.maxLength(64, message('event.assigneeUnknown')),
    ),
);
