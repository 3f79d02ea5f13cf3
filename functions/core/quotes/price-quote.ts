// Prices a fence request with a given set of settings: the catalog checks (styles, caps, hardware exist),
// the estimate, and the diagram. Everything a saved quote stores about its price comes from here.
import { catalogError, catalogIssues } from '#domain/pricing/catalog-checks';
import { fenceDiagramIn } from '#domain/pricing/diagram';
import { estimateFence } from '#domain/pricing/estimate';
import type { EstimateRequest } from '#domain/pricing/schemas';
import type { EstimatorSettings } from '#domain/pricing/settings';

export const priceQuote = (
  request: EstimateRequest,
  settings: EstimatorSettings,
  language: 'en' | 'es' = 'en',
) => {
  const issues = catalogIssues(request, settings.catalog);
  if (issues.length > 0) throw catalogError(issues);
  const estimate = estimateFence(request, settings);
  const diagramSvg = fenceDiagramIn(request.sides, language);
  return { estimate, diagramSvg };
};
