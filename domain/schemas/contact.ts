// A person's email, US phone and address parts as every form takes them (sign-up, customers, quotes, jobs,
// onboarding): kept apart from the auth and onboarding schemas, so a module that checks contact details does
// not carry the password rules or the whole business profile.
import * as z from 'zod';
import { isValidPhone, phoneDigits } from '../phone';
import { message } from './message';

export const emailSchema = z
  .string(message('email.invalid'))
  .trim()
  .toLowerCase()
  .max(254, message('email.invalid'))
  .pipe(z.email(message('email.invalid')));

export const phoneSchema = z
  .string(message('phone.required'))
  .trim()
  .min(1, message('phone.required'))
  .refine(isValidPhone, message('phone.invalid'))
  .transform(phoneDigits);

export const zipCodeSchema = z
  .string(message('zipCode.invalid'))
  .trim()
  .regex(/^\d{5}$/, message('zipCode.invalid'));

export const stateSchema = z
  .string(message('state.invalid'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, message('state.invalid'));
