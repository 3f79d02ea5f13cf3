// Whether a request comes from this machine: what the local runtime shows only to its own user (the outbox).

/** Whether a socket's peer is this machine (127.0.0.0/8 or ::1, also as IPv4-mapped IPv6). */
export const isLoopback = (address: string | undefined): boolean => {
  const plain = (address ?? '').replace(/^::ffff:/, '');
  return plain === '::1' || /^127\.\d+\.\d+\.\d+$/.test(plain);
};
