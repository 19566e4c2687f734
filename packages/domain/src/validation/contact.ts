import { z } from 'zod';
import { MSG } from './messages.ts';

/** Strips everything but digits: spec 02 section 5 "Non-digits are stripped". */
export const toPhoneDigits = (value: string): string => value.replace(/\D/g, '');

/** Formats ten US digits as the 14-character display form "(555) 555-1234". */
export const formatUsPhone = (value: string): string => {
  const d = toPhoneDigits(value).slice(0, 10);
  if (d.length < 4) return d;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

export const ZEmail = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, MSG.emailInvalid)
  .pipe(z.email({ error: MSG.emailInvalid }));

/**
 * A US mobile number as typed in the form (14 formatted characters) or sent on the wire (digits).
 * Both sides accept either form and compare digits, so the server re-checks exactly what the browser did.
 */
export const ZPhoneNumber = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .superRefine((value, ctx) => {
    const digits = toPhoneDigits(value);
    if (digits.startsWith('1')) ctx.addIssue({ code: 'custom', message: MSG.phoneCountryCode });
    else if (digits.length !== 10 || formatUsPhone(digits).length !== 14)
      ctx.addIssue({ code: 'custom', message: MSG.phoneInvalid });
  });
