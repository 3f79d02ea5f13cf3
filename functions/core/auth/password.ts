// Password hashing with scrypt (N=2^17, r=8, p=1: OWASP's recommended floor). The parameters are stored
// in the hash so they can be raised later without invalidating existing passwords.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// The integration tests sign up a hundred contractors; there, and only there (PICKET_STAGE=test), the cost may
// be lowered with PICKET_TEST_SCRYPT_LOG_N, since they check the flow rather than scrypt's strength. The
// parameters travel in each hash, so verifying is the same code either way.
const testCostExponent = Number(process.env.PICKET_TEST_SCRYPT_LOG_N);
const costExponent = process.env.PICKET_STAGE === 'test' && testCostExponent >= 10 ? testCostExponent : 17;
const params = { N: 2 ** costExponent, r: 8, p: 1 } as const;
const keyLength = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes (128 MiB here) or Node refuses the parameters.
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: +n, r: +r, p: +p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** A valid hash of a random password: checked against when the email is unknown, so timing does not tell. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> => {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
};
