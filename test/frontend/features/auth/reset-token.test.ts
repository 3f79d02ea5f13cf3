// A password reset link's token is read from the fragment (`#token=…`); anything that cannot be a token reads
// as none, so the page says the link is invalid without asking the server.
import { describe, expect, it } from 'vitest';
import { resetTokenFrom } from '#frontend/features/auth/reset-token';

describe('the reset link’s token', () => {
  it('is the fragment’s token', () => {
    const token = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
    expect(resetTokenFrom(`#token=${token}`)).toBe(token);
    expect(resetTokenFrom(`token=${token}`)).toBe(token);
  });

  it('is none when missing, too short or too long', () => {
    expect(resetTokenFrom('')).toBe('');
    expect(resetTokenFrom('#token=short')).toBe('');
    expect(resetTokenFrom(`#token=${'a'.repeat(101)}`)).toBe('');
  });
});
