// Edits the marketing figures public pages may show (average rating, financing approved), each with its
// source, beside the live figures Picket counts itself. An empty field hides the figure: Picket never shows a
// number nobody entered.
import { useQuery } from '@tanstack/react-query';
import { siteContentSchema } from '#domain/schemas/site-content';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { TextFieldList } from '#frontend/components/form/text-field-list';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { platformFiguresQueryOptions } from '../api/get-platform-figures';
import type { SiteContent } from '../api/get-site-content';
import { useUpdateSiteContent } from '../api/update-site-content';

/** The figures, each with the note under its box. */
const siteFigures = [
  { name: 'averageRating', hint: 'admin.averageRatingHint' },
  { name: 'financingApproved', hint: 'admin.financingApprovedHint' },
] as const;

/** The figures Picket counts itself (the platform's rollups), beside the ones typed in. */
const LiveFigures = () => {
  const t = useT();
  const { data } = useQuery(platformFiguresQueryOptions());
  if (!data) return null;
  const count = new Intl.NumberFormat(localeOf(t.lang));
  return (
    <p className="text-sm text-slate-600" data-testid="site-content-live">
      {t('admin.liveFigures', {
        contractors: count.format(data.totals.contractorsJoined),
        quotes: count.format(data.totals.figures.quotesCreated),
      })}
    </p>
  );
};

export const SiteContentForm = ({ initial }: { initial: SiteContent }) => {
  const t = useT();
  const update = useUpdateSiteContent();
  const form = useAppForm({
    defaultValues: initial,
    validators: { onSubmit: schemaValidator(siteContentSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await update.mutateAsync(siteContentSchema.parse(value));
        // The figures as stored (trimmed) become what the form shows and starts from.
        formApi.reset(saved);
        toast({ title: t('admin.saved'), description: t('admin.savedDescription') });
      } catch (error) {
        showServerErrors(formApi, error);
        toast({
          title: t('admin.saveFailed'),
          description: t.localize(error instanceof Error ? error.message : String(error)),
          variant: 'destructive',
        });
      }
    },
  });

  return (
    <KitForm form={form} className="space-y-4" data-testid="site-content-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFieldList
          form={form}
          testIdPrefix="site-content"
          fields={siteFigures.flatMap(({ name, hint }) => [
            { name, label: t(`stats.${name}`), hint: t(hint), maxLength: 40 },
            {
              name: `${name}Source` as const,
              label: t('admin.figureSource'),
              hint: t('admin.figureSourceHint'),
              maxLength: 200,
            },
          ])}
        />
      </div>
      <LiveFigures />
      <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="site-content-save">
        {t('admin.save')}
      </form.SubmitButton>
    </KitForm>
  );
};
