// GET /api/admin/system-settings: the platform settings — warehouse, the shipping and tax new contractors start
// with, the customer key's fingerprint, and who changed them last (the write: ./update-system-settings.ts).
import type { SystemSettings } from '#domain/contract/admin';
import { pathQueryOptions } from '#frontend/lib/api-client';

export type { SystemSettings };

export const systemSettingsQueryKey = ['/api/admin/system-settings'] as const;

export const systemSettingsQueryOptions = () => pathQueryOptions<SystemSettings>(systemSettingsQueryKey);
