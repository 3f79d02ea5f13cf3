// A server refusal on a kit form: its field messages under their fields, else its message for the form; a
// message about a field the form does not show becomes the form's, so it is never lost.
import { describe, expect, it } from 'vitest';
import { serverErrors } from '#frontend/components/form/form-errors';
import { ApiError } from '#frontend/lib/api-error';

describe('server refusals on a form', () => {
  const taken = new ApiError('This email already has a Picket account', 409, 'EMAIL_TAKEN', {
    email: 'This email already has a Picket account',
  });

  it('land under their fields', () => {
    expect(serverErrors(taken)).toEqual({ fields: { email: 'This email already has a Picket account' } });
    expect(serverErrors(taken, ['email', 'role'])).toEqual({
      fields: { email: 'This email already has a Picket account' },
    });
  });

  it('become the form’s message when the form does not show their field', () => {
    expect(serverErrors(taken, ['firstName', 'lastName', 'phone', 'password'])).toEqual({
      form: 'This email already has a Picket account',
      fields: {},
    });
    const mixed = new ApiError('Invalid', 400, 'VALIDATION', { password: 'Too easy', email: 'Taken' });
    expect(serverErrors(mixed, ['password'])).toEqual({ form: 'Taken', fields: { password: 'Too easy' } });
  });

  it('without fields are the form’s message', () => {
    const lastOwner = new ApiError('A company needs at least one active owner', 409, 'LAST_OWNER');
    expect(serverErrors(lastOwner, ['role'])).toEqual({
      form: 'A company needs at least one active owner',
      fields: {},
    });
  });
});
