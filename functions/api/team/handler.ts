// The team area: the contractor's people, their invitations, roles and status (docs/api.md "Team and roles").
// The invited person's side (a link's invitation, accepting it) is a sign-up, served by the auth area.
import { inviteInputSchema, memberChangeSchema, teamSettingsSchema } from '#domain/schemas/team';
import { inviteMember, resendInvite, revokeInvite } from '#functions/core/team/invitations';
import { changeMember, viewTeam } from '#functions/core/team/manage-team';
import { saveTeamSettings, teamSettings } from '#functions/core/team/team-settings';
import { created, ok } from '#functions/http/api-request';
import { createAreaHandler } from '#functions/http/create-area-handler';

export const handler = createAreaHandler('team', {
  'GET /api/team': async (request) => {
    const { user } = await request.signedIn();
    return ok(await viewTeam(user));
  },

  'GET /api/team/settings': async (request) => {
    const { user } = await request.signedIn();
    return ok(await teamSettings(user.contractorId));
  },

  'PUT /api/team/settings': async (request) => {
    const { user } = await request.signedIn();
    return ok(await saveTeamSettings(user.contractorId, teamSettingsSchema.parse(request.body)));
  },

  'POST /api/team/invites': async (request) => {
    const { user } = await request.signedIn();
    const input = inviteInputSchema.parse(request.body);
    const { ip, userAgent, language } = request;
    return created(await inviteMember(user, input, { ip, userAgent, language }));
  },

  'POST /api/team/invitations/{id}/resend': async (request) => {
    const { user } = await request.signedIn();
    const { ip, userAgent, language } = request;
    return ok(await resendInvite(user, request.params.id ?? '', { ip, userAgent, language }));
  },

  'DELETE /api/team/invitations/{id}': async (request) => {
    const { user } = await request.signedIn();
    await revokeInvite(user.contractorId, request.params.id ?? '');
    return ok({ revoked: true as const });
  },

  'PATCH /api/team/{userId}': async (request) => {
    const { user } = await request.signedIn();
    const change = memberChangeSchema.parse(request.body);
    const client = { ip: request.ip, userAgent: request.userAgent };
    return ok(await changeMember(user, request.params.userId ?? '', change, client));
  },
});
