// Admin-editable marketing figures. Empty means "not shown": Picket never invents a figure.
import * as z from 'zod';

const figure = z.string({ error: 'figure.tooLong' }).trim().max(40, { error: 'figure.tooLong' });

export const siteContentSchema = z.object({
  averageRating: figure,
  financingApproved: figure,
});
export type SiteContent = z.infer<typeof siteContentSchema>;

export const emptySiteContent: SiteContent = { averageRating: '', financingApproved: '' };
