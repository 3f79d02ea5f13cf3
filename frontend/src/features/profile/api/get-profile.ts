// GET /api/profile: the signed-in person's own name, email and phone. Apart from the writes (profile.ts),
// and read with the app's default read, because the route's loader imports it and route loaders load with
// the app's entry.
import type { Profile } from '#domain/contract/auth';
import { pathQueryOptions } from '#frontend/lib/api-client';

export type { Profile };

export const profileQueryKey = ['/api/profile'] as const;

export const profileQueryOptions = () => pathQueryOptions<Profile>(profileQueryKey);
