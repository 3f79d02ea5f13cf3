// Percent-decoding of text a client controls (cookies, path segments). A malformed escape such as `%E0%A4%A`
// is kept as sent rather than thrown: it then simply matches nothing, as API Gateway treats it.
export const decodeOrKeep = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
