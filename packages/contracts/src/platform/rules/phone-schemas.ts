import { z } from 'zod';
import { PHONE_MESSAGE, phoneDigits, isValidPhone } from './phone.ts';

/** A required phone number: 10 digits (or the (ddd)ddd-dddd display form), stored as 10 digits. */
export function zPhone(message: string = PHONE_MESSAGE) {
  return z.string({ error: message }).trim().refine(isValidPhone, message).overwrite(phoneDigits);
}

/** A phone number or an empty string. */
export function zOptionalPhone(message: string = PHONE_MESSAGE) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isValidPhone(value), message)
    .overwrite(phoneDigits);
}
