// The contractor's team (users), for the assignee picker and for names on payments and notes.
import { store } from '#functions/store/service';

export interface TeamMember {
  id: string;
  name: string;
  email: string;
}

export const listTeam = async (contractorId: string): Promise<TeamMember[]> => {
  const { data } = await store.entities.user.query.byId({ contractorId }).go({ pages: 'all' });
  return data.map((user) => ({
    id: user.userId,
    name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email,
    email: user.email,
  }));
};

export const teamNames = async (contractorId: string): Promise<Map<string, string>> =>
  new Map((await listTeam(contractorId)).map((member) => [member.id, member.name]));
