// Edits the marketing figures public pages may show (average rating, financing approved). An empty field
// hides the figure: Picket never shows a number nobody entered.
import { type FormEvent, useState } from 'react';
import { siteContentSchema } from '#domain/schemas/site-content';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { type FieldErrors, fieldErrorsOf } from '#frontend/lib/schema-errors';
import type { SiteContent } from '../api/get-site-content';
import { useUpdateSiteContent } from '../api/update-site-content';

export const SiteContentForm = ({ initial }: { initial: SiteContent }) => {
  const t = useT();
  const update = useUpdateSiteContent();
  const [values, setValues] = useState<SiteContent>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = siteContentSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error, t.lang));
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(saved);
        toast({ title: t('admin.saved'), description: t('admin.savedDescription') });
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors({ ...error.fields });
        toast({
          title: t('admin.saveFailed'),
          description: t.localize(error.message),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="site-content-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.averageRating')}
          hint={t('admin.averageRatingHint')}
          value={values.averageRating}
          onChange={(event) => setValues({ ...values, averageRating: event.target.value })}
          error={errors.averageRating}
          maxLength={40}
          data-testid="site-content-averageRating"
        />
        <TextField
          label={t('admin.financingApproved')}
          hint={t('admin.financingApprovedHint')}
          value={values.financingApproved}
          onChange={(event) => setValues({ ...values, financingApproved: event.target.value })}
          error={errors.financingApproved}
          maxLength={40}
          data-testid="site-content-financingApproved"
        />
      </div>
      <Button type="submit" disabled={update.isPending} data-testid="site-content-save">
        {update.isPending ? <Spinner className="size-4" /> : null}
        {update.isPending ? t('admin.saving') : t('admin.save')}
      </Button>
    </form>
  );
};
