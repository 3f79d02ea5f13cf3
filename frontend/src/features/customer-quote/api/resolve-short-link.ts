// GET /api/short-links/{code} (public): the quote a texted short link stands for. Each call counts a
// click, so it is called once per visit, by the /e/$shortCode route's loader, and never cached.
// An unknown or expired code answers 404 LINK_NOT_FOUND.
import type { ShortLink } from '#domain/contract/sharing';
import { apiGet } from '#frontend/lib/api-client';

export const resolveShortLink = (code: string): Promise<ShortLink> =>
  apiGet<ShortLink>(`/api/short-links/${encodeURIComponent(code)}`);
