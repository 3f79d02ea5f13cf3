// A job site as one line with a map pin, and, where the crew needs it, a Directions link to a maps app.
import { MapPin, Navigation } from 'lucide-react';
import { directionsUrl, type SiteParts, siteLine } from '#domain/site-address';
import { useCoreT } from '#frontend/i18n/use-core-t';
import { buttonClasses } from './button-styles';

export const SiteAddress = ({ site, directions = false }: { site: SiteParts; directions?: boolean }) => {
  const t = useCoreT();
  const line = siteLine(site);
  const url = directions ? directionsUrl(site) : null;
  if (!line) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className="flex min-w-0 items-start gap-1.5 text-sm text-slate-700" data-testid="site-address">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          <span className="sr-only">{t('site.label')}: </span>
          {line}
        </span>
      </p>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClasses('secondary', 'sm')} print:hidden`}
          data-testid="site-directions"
        >
          <Navigation aria-hidden="true" className="size-4" />
          {t('site.directions')}
        </a>
      ) : null}
    </div>
  );
};
