// The fence drawing: SVG markup made by domain/pricing/diagram.ts (our own deterministic code, every text
// escaped, nothing external) shown as one image with an accessible name.
import { useEstimateT } from '#frontend/i18n/use-estimate-t';

export const FenceDiagram = ({ svg, className = '' }: { svg: string; className?: string }) => {
  const t = useEstimateT();
  if (svg === '') return null;
  return (
    <div
      role="img"
      aria-label={t('quote.diagram.title')}
      data-testid="fence-diagram"
      className={`overflow-hidden rounded-xl border border-slate-200 bg-white [&_svg]:mx-auto [&_svg]:block [&_svg]:h-auto [&_svg]:max-h-[420px] [&_svg]:w-full ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderFenceDiagram escapes all text and emits no scripts or external references.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
};
