// Admin-editable marketing figures, each with where it comes from. Empty means "not shown": Picket never
// invents a figure, and a figure shown must say its source (a survey, the finance partner's report…).
import * as z from 'zod/mini';

const figure = z
  .string({ error: 'figure.tooLong' })
  .check(z.trim(), z.maxLength(40, { error: 'figure.tooLong' }));
const source = z
  .string({ error: 'figureSource.tooLong' })
  .check(z.trim(), z.maxLength(200, { error: 'figureSource.tooLong' }));

export const siteFigureNames = ['averageRating', 'financingApproved'] as const;

export const siteContentSchema = z
  .object({
    averageRating: figure,
    averageRatingSource: z._default(source, ''),
    financingApproved: figure,
    financingApprovedSource: z._default(source, ''),
  })
  .check(
    z.superRefine((content, context) => {
      for (const name of siteFigureNames)
        if (content[name] && !content[`${name}Source`])
          context.addIssue({ code: 'custom', path: [`${name}Source`], message: 'figureSource.required' });
    }),
  );
export type SiteContent = z.infer<typeof siteContentSchema>;

export const emptySiteContent: SiteContent = {
  averageRating: '',
  averageRatingSource: '',
  financingApproved: '',
  financingApprovedSource: '',
};

/** What the public pages show of the site content: the figures alone. */
export type PublicSiteContent = Pick<SiteContent, (typeof siteFigureNames)[number]>;
