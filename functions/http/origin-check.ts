// In AWS every /api request arrives through CloudFront, which adds the origin secret header
// (infra/constructs/edge-secrets.ts). A request without it reached the HTTP API's own endpoint directly —
// around the WAF and with a viewer address it could forge — and is refused before any handler runs.
// Locally there is no edge, and nothing to check.
import { safeEqual } from '#functions/core/tokens';

export const originHeader = 'x-picket-origin';

export const cameThroughEdge = (
  headers: Record<string, string | undefined>,
  stage = process.env.PICKET_STAGE,
  secret = process.env.PICKET_ORIGIN_SECRET,
): boolean => {
  if (stage !== 'aws') return true;
  const sent = headers[originHeader];
  // Without a configured secret nothing can be trusted: refuse rather than serve around the edge.
  return Boolean(secret && sent && safeEqual(sent, secret));
};
