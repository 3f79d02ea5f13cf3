// Shown when a page's guard or data load fails: what went wrong, in the user's language, and a retry.
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { useCoreT } from '#frontend/i18n/use-core-t';

export const RouteError = ({ error }: ErrorComponentProps) => {
  const t = useCoreT();
  const router = useRouter();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16" data-testid="route-error">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('error.title')}</h1>
      <AlertBanner>{t.localize(error instanceof Error ? error.message : String(error))}</AlertBanner>
      <Button className="mt-6" onClick={() => void router.invalidate()}>
        {t('common.tryAgain')}
      </Button>
    </section>
  );
};
