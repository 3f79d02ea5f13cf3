// The QR code of the public page's URL, made in the browser: uqr (MIT) is imported when this shows, so only
// /contractor-portal downloads it. Drawn inline as SVG (one path of dark runs) and offered as an SVG file.
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#frontend/components/ui/button';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { useT } from '#frontend/i18n/use-t';
import { qrFileName, qrPathData, qrSvgDocument } from '../qr-svg';

type Drawn = { url: string; modules: boolean[][] } | { url: string; failed: true };

/** The code of `url`, once uqr has loaded and encoded it; `failed` when it could not. */
const useQrModules = (url: string): Drawn | null => {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let current = true;
    import('uqr')
      .then(({ encode }) => {
        // A quiet zone of four modules, as scanners expect; medium error correction survives a smudged print.
        if (current) setDrawn({ url, modules: encode(url, { ecc: 'M', border: 4 }).data });
      })
      .catch(() => {
        if (current) setDrawn({ url, failed: true });
      });
    return () => {
      current = false;
    };
  }, [url]);
  return drawn?.url === url ? drawn : null;
};

/** Saves the code as an SVG file through a temporary link to it. */
const downloadSvg = (svg: string, fileName: string) => {
  const href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
};

export const PageQrCode = ({ url, slug }: { url: string; slug: string }) => {
  const t = useT();
  const drawn = useQrModules(url);
  const label = t('portalPage.qrLabel', { url });
  if (!drawn) return <LoadingStatus className="text-sm">{t('portalPage.qrLoading')}</LoadingStatus>;
  if ('failed' in drawn) {
    return (
      <p className="text-sm text-red-700" data-testid="portal-qr-failed">
        {t('portalPage.qrFailed')}
      </p>
    );
  }
  const size = drawn.modules.length;
  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-end">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="size-44 rounded-lg border border-slate-200"
        data-testid="portal-qr"
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={qrPathData(drawn.modules)} fill="#000000" />
      </svg>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => downloadSvg(qrSvgDocument(drawn.modules, label), qrFileName(slug))}
        data-testid="portal-qr-download"
      >
        <Download aria-hidden="true" className="size-4" />
        {t('portalPage.downloadSvg')}
      </Button>
    </div>
  );
};
