// A person's email, US phone and address parts as every form takes them (sign-up, customers, quotes, jobs,
// onboarding): kept apart from the auth and onboarding schemas, so a module that checks contact details does
// not carry the password rules or the whole business profile.
import * as z from 'zod/mini';
import { isValidPhone, phoneDigits } from '../phone';
import { message } from './message';

export const emailSchema = z.pipe(
  z
    .string(message('email.invalid'))
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, message('email.invalid'))),
  z.email(message('email.invalid')),
);

export const phoneSchema = z.pipe(
  z
    .string(message('phone.required'))
    .check(
      z.trim(),
      z.minLength(1, message('phone.required')),
      z.refine(isValidPhone, message('phone.invalid')),
    ),
  z.transform(phoneDigits),
);

export const zipCodeSchema = z
  .string(message('zipCode.invalid'))
  .check(z.trim(), z.regex(/^\d{5}$/, message('zipCode.invalid')));

export const stateSchema = z
  .string(message('state.invalid'))
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, message('state.invalid')));
