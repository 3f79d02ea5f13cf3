// The contractor's team (users), for the assignee picker and for names on payments and notes.
import { listUsers } from '#functions/store/users';

export interface TeamMember {
  id: string;
  name: string;
  email: string;
}

export const listTeam = async (contractorId: string): Promise<TeamMember[]> =>
  (await listUsers(contractorId)).map((user) => ({
    id: user.userId,
    name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email,
    email: user.email,
  }));

export const teamNames = async (contractorId: string): Promise<Map<string, string>> =>
  new Map((await listTeam(contractorId)).map((member) => [member.id, member.name]));
