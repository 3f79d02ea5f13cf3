// The page for any path no route matches (SPEC §2): '404 Page Not Found' and a hint for developers.
import { Link, useLocation } from '@tanstack/react-router';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { useCoreT } from '#frontend/i18n/use-core-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';

export const NotFoundPage = () => {
  const t = useCoreT();
  const pathname = useLocation({ select: (location) => location.pathname });
  useDocumentMeta(pageTitle(t('notFound.pageTitle')));
  const [before, after] = t('notFound.hint').split('`{path}`');
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900" data-testid="not-found-title">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-slate-600" data-testid="not-found-hint">
        {before}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-800">
          {pathname}
        </code>
        {after}
      </p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
};
