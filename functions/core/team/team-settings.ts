// The rules the owner sets once for the whole team: today, how deep a rep may discount a quote before the
// owner approves it (core/quotes/discount-review.ts). Reps read them (the builder warns before the limit is
// passed); only owners change them.
import type { TeamSettings } from '#domain/schemas/team';
import { saveRepDiscountLimit } from '#functions/store/contractors';
import { repDiscountLimitOf } from '../quotes/discount-review';

export const teamSettings = async (contractorId: string): Promise<TeamSettings> => ({
  repDiscountLimitPercent: await repDiscountLimitOf(contractorId),
});

export const saveTeamSettings = async (
  contractorId: string,
  settings: TeamSettings,
): Promise<TeamSettings> => {
  await saveRepDiscountLimit(contractorId, settings.repDiscountLimitPercent);
  return teamSettings(contractorId);
};
