// The Team page's read of GET /api/team (the people and, for owners, the open invitations): the same cached
// read as lib/team.ts (key `['/api/team']`), made with the app's default read because the route's loader
// imports it and route loaders load with the app's entry.
import type { Team } from '#domain/contract/team';
import { pathQueryOptions } from '#frontend/lib/api-client';

export const teamPageQueryOptions = () => pathQueryOptions<Team>(['/api/team']);
