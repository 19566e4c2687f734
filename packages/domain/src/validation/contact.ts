import { z } from 'zod/mini';
import { MSG } from './messages.ts';

/** The formatted US number "(555) 555-1234" is 14 characters (spec 02 section 9). */
export const PHONE_FORMATTED_LENGTH = 14;

/** Strips everything but digits: spec 02 section 5 "Non-digits are stripped". */
export const toPhoneDigits = (value: string): string => value.replace(/\D/g, '');

/** Formats ten US digits as the 14-character display form "(555) 555-1234". */
export const formatUsPhone = (value: string): string => {
  const d = toPhoneDigits(value).slice(0, 10);
  if (d.length < 4) return d;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

export const ZEmail = z.pipe(z.string({ error: MSG.emailRequired }).check(z.trim(), z.minLength(1, { error: MSG.emailRequired, abort: true }), z.maxLength(254, MSG.emailInvalid)), z.email({ error: MSG.emailInvalid }));

/** The phone problem for a typed or wire value, or null when it is a usable US mobile number. */
export const findPhoneProblem = (value: string): string | null => {
  const digits = toPhoneDigits(value);
  if (digits.length === 0) return MSG.phoneRequired;
  if (digits.startsWith('1')) return MSG.phoneCountryCode;
  if (digits.length !== 10 || formatUsPhone(digits).length !== PHONE_FORMATTED_LENGTH)
    return MSG.phoneInvalid;
  return null;
};

/**
 * A US mobile number as typed in the form (14 formatted characters) or sent on the wire (digits).
 * Both sides accept either form and compare digits, so the server re-checks exactly what the browser did.
 */
export const ZPhoneNumber = z.string({ error: MSG.phoneRequired }).check(z.trim(), z.minLength(1, { error: MSG.phoneRequired, abort: true }), z.maxLength(32, { error: MSG.phoneInvalid, abort: true }), z.superRefine((value, ctx) => {
    const problem = findPhoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }));

/** The phone-and-email step. */
export const ZContact = z.object({ email: ZEmail, phoneNumber: ZPhoneNumber });
export type TContact = z.infer<typeof ZContact>;
