// The site's own origin, for links we text (short links). Configured, never taken from a request: a
// forged Origin header must not be able to put someone else's domain into a text we send.
export const publicBaseUrl = (): string =>
  (process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export const shortLinkUrl = (code: string): string => `${publicBaseUrl()}/e/${code}`;
