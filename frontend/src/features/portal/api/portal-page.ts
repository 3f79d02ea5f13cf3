// The owner's public page and follow-ups (docs/api.md): GET/PUT /api/portal (its address, whether it is
// published, the about text and what it shows; 409 SLUG_TAKEN names `slug` when another business has the
// address) and GET/PUT /api/follow-ups (the follow-up sequence, the default one until saved). Each answer
// replaces the cached read.
import type {
  FollowUpSettings,
  FollowUpSettingsInput,
  PortalSettings,
  PortalSettingsInput,
} from '#domain/contract/portal';
import { apiPut, pathQueryOptions } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';

export type { FollowUpSettings, PortalSettings };

export const portalSettingsQueryKey = ['/api/portal'] as const;
export const followUpsQueryKey = ['/api/follow-ups'] as const;

export const portalSettingsQueryOptions = () => pathQueryOptions<PortalSettings>(portalSettingsQueryKey);
export const followUpsQueryOptions = () => pathQueryOptions<FollowUpSettings>(followUpsQueryKey);

/** Sends the settings as the schema parsed them (the form checks them first). */
export const savePortalSettings = (settings: PortalSettingsInput): Promise<PortalSettings> =>
  apiPut<PortalSettings>('/api/portal', {
    slug: settings.slug,
    published: settings.published,
    about: { ...settings.about },
    show: { ...settings.show },
  });

/** Sends the sequence as the schema parsed it; a step keeps its id when it had one. */
export const saveFollowUps = (settings: FollowUpSettingsInput): Promise<FollowUpSettings> =>
  apiPut<FollowUpSettings>('/api/follow-ups', {
    enabled: settings.enabled,
    steps: settings.steps.map(({ id, message, ...step }) => ({
      ...(id ? { id } : {}),
      ...step,
      message: { ...message },
    })),
  });

export const useSavePortalSettings = () =>
  useCachedWrite({ mutationFn: savePortalSettings, queryKey: portalSettingsQueryKey, invalidate: [] });

export const useSaveFollowUps = () =>
  useCachedWrite({ mutationFn: saveFollowUps, queryKey: followUpsQueryKey, invalidate: [] });
