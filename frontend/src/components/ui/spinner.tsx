// Loading indicators: an inline spinner and the full-area spinner shown while a lazy page loads.
import { LoaderCircle } from 'lucide-react';
import { useCoreT } from '#frontend/i18n/use-core-t';

export const Spinner = ({ className = 'size-5' }: { className?: string }) => (
  <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />
);

export const PageSpinner = () => {
  const t = useCoreT();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <Spinner className="size-8" />
      <span className="sr-only">{t('common.loadingPage')}</span>
    </div>
  );
};
