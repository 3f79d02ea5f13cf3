// The token of a team invitation's link (`/invite#token=…`): it rides in the fragment, which browsers never
// send to a server or in a Referer. Anything that cannot be a token reads as none.
import { inviteTokenSchema } from '#domain/schemas/team';

export const inviteTokenFrom = (hash: string): string => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  return inviteTokenSchema.safeParse(token).success ? token : '';
};
