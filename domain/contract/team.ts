// The team area's contract: the contractor's people, their invitations, roles and status (docs/api.md
// "Team and roles").
import * as z from 'zod/mini';
import { inviteInputSchema, memberChangeSchema, teamSettingsSchema } from '../schemas/team';
import { userRoles } from '../vocabularies';
import { answers, creates, id, idParams, pathParams, type RouteContracts, timestamp } from './route-contract';

export const teamMemberStatuses = ['active', 'deactivated'] as const;
export type TeamMemberStatus = (typeof teamMemberStatuses)[number];

export const teamMemberSchema = z
  .strictObject({
    id,
    /** First and last name; the email when neither is set. */
    name: z.string(),
    email: z.string(),
    /** 10 digits, or '' when none was given. */
    phone: z.string(),
    role: z.enum(userRoles),
    status: z.enum(teamMemberStatuses),
    /** When they last signed in or used Picket (to within 5 minutes); null before that. */
    lastActiveAt: z.nullable(timestamp),
  })
  .check(z.meta({ id: 'TeamMember' }));
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInviteStatuses = ['pending', 'expired'] as const;
export type TeamInviteStatus = (typeof teamInviteStatuses)[number];

export const teamInviteSchema = z
  .strictObject({
    id,
    email: z.string(),
    role: z.enum(userRoles),
    /** The name of the owner who sent (or last re-sent) it. */
    invitedBy: z.string(),
    createdAt: timestamp,
    /** When its link stops working. */
    expiresAt: timestamp,
    status: z.enum(teamInviteStatuses),
  })
  .check(z.meta({ id: 'TeamInvite' }));
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamSchema = z.strictObject({
  /** Active members first, then by name. */
  members: z.array(teamMemberSchema),
  /** Invitations not yet accepted nor revoked (expired ones too); only owners see them, others get []. */
  invites: z.array(teamInviteSchema),
});
export type Team = z.infer<typeof teamSchema>;

export type { InviteInput, MemberChange } from '../schemas/team';
export { type Invitation, invitationSchema } from './auth';

export const teamSettingsResponseSchema = z
  .strictObject({
    /** How deep a rep may discount a quote (percent of its price before discounts) before the owner approves. */
    repDiscountLimitPercent: z.number(),
  })
  .check(z.meta({ id: 'TeamSettings' }));
export type TeamSettingsResponse = z.infer<typeof teamSettingsResponseSchema>;

export const teamRoutes = {
  'GET /api/team': answers(
    "The contractor's people (for the assignee pickers and the team page) and, for an owner, the open invitations",
    teamSchema,
  ),
  'GET /api/team/settings': answers(
    "The rules the owner sets for the team (reps' discount limit)",
    teamSettingsResponseSchema,
  ),
  'PUT /api/team/settings': answers("Change the team's rules (owners)", teamSettingsResponseSchema, {
    request: { body: teamSettingsSchema },
  }),
  'POST /api/team/invites': creates('Invite someone to the team by email, with a role', teamInviteSchema, {
    description:
      'Emails a one-time link (`/invite#token=…`, valid 7 days) in the caller’s language. An email with a pending invitation gets a new one in its place (the old link stops working). 409 EMAIL_TAKEN when the email already has a Picket account; 429 past 50 invitations a day per business.',
    request: { body: inviteInputSchema },
    errors: [409, 429, 502],
  }),
  'POST /api/team/invitations/{id}/resend': answers(
    'Send an invitation again: a new link valid 7 more days; the old link stops working',
    teamInviteSchema,
    { request: { params: idParams }, errors: [429, 502] },
  ),
  'DELETE /api/team/invitations/{id}': answers(
    'Revoke an invitation: its link stops working',
    z.strictObject({ revoked: z.literal(true) }),
    { request: { params: idParams } },
  ),
  'PATCH /api/team/{userId}': answers(
    "Change a member's role or deactivate / reactivate them",
    teamMemberSchema,
    {
      description:
        'Deactivating ends every session of the member at once; their quotes, jobs and events stay. 409 LAST_OWNER when the change would leave the business without an active owner.',
      request: { params: pathParams('userId'), body: memberChangeSchema },
      errors: [409],
    },
  ),
} as const satisfies RouteContracts;
