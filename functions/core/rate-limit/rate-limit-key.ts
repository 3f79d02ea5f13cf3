// What per-IP limits count under. Pure: the HTTP edge and the sign-in throttle both use it.

/**
 * The key per-IP limits count under: an IPv4 address as is, an IPv6 address by its /64 network — one
 * subscriber usually holds a whole /64, so counting single addresses would let them rotate past a limit.
 */
export const rateLimitKeyOf = (ip: string): string => {
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};
