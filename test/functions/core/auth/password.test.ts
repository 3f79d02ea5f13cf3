// Passwords are hashed with scrypt at OWASP's floor (N=2^17, r=8, p=1) everywhere but the test stage, whose
// cheaper cost (test/support/setup-env.ts) must never reach a deployed or local app.
import { describe, expect, it, vi } from 'vitest';

const hashUnder = async (stage: string | undefined) => {
  const saved = process.env.PICKET_STAGE;
  if (stage === undefined) delete process.env.PICKET_STAGE;
  else process.env.PICKET_STAGE = stage;
  try {
    // A fresh module instance: the parameters are read when it loads.
    vi.resetModules();
    const { hashPassword, verifyPassword } = await import('#functions/core/auth/password');
    const hash: string = await hashPassword('cedar-posts-and-rails');
    return { hash, verifies: await verifyPassword('cedar-posts-and-rails', hash) };
  } finally {
    process.env.PICKET_STAGE = saved;
  }
};

describe('password hashes', () => {
  it.each(['aws', 'local', undefined])('use scrypt N=2^17, r=8, p=1 in stage %s', async (stage) => {
    const { hash, verifies } = await hashUnder(stage);
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(verifies).toBe(true);
  });
});
