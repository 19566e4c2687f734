import { z } from 'zod/mini';
// Subpath import: the date-fns barrel costs about half a second of every server start (decision 015).
import { isExists } from 'date-fns/isExists';
import { MSG } from './messages.ts';

export const DOB_MIN_YEAR = 1900;
export const MIN_AGE = 18;
/** Alabama's age of majority is 19 (spec 01 section 9). */
export const MIN_AGE_ALABAMA = 19;
/** The age-restricted (reverse-style) product variant. */
export const MIN_AGE_RESTRICTED = 62;

export const DOB_STORED_FORMAT = 'yyyy-MM-dd';
export const DOB_DISPLAY_FORMAT = 'MM/dd/yyyy';

/** A date of birth as its parts; month is 1-12 as people write it. */
export type TDateParts = { year: number; month: number; day: number };

const STORED_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** True when the parts name a day that exists on the calendar (no 31 April, 29 February only in leap years). */
export const isRealDate = ({ year, month, day }: TDateParts): boolean =>
  [year, month, day].every(Number.isInteger) && isExists(year, month - 1, day);

/** "yyyy-MM-dd" to parts, or null when the text is not in that form. */
export const parseStoredDate = (value: string): TDateParts | null => {
  const match = STORED_PATTERN.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
};

/** "MM/dd/yyyy" (what a person types) to parts, or null when the text is not in that form. */
export const parseDisplayDate = (value: string): TDateParts | null => {
  const match = DISPLAY_PATTERN.exec(value);
  return match ? { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) } : null;
};

const toLocalDate = ({ year, month, day }: TDateParts): Date => {
  const date = new Date(2000, month - 1, day);
  // new Date(y, ...) maps years 0-99 to 1900-1999; setFullYear keeps the year as given.
  date.setFullYear(year);
  return date;
};

/**
 * The calendar date written with zero-padded numbers, as date-fns `format` writes yyyy, MM and dd; written out
 * here because date-fns' format (with its locale, 4.8 KB brotli) was the only reason the register-v2 first
 * screen loaded it (decision 055). Through a Date, so parts that overflow (31 April) roll over as before.
 */
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const calendarOf = (parts: TDateParts) => {
  const date = toLocalDate(parts);
  return { yyyy: pad(date.getFullYear(), 4), MM: pad(date.getMonth() + 1, 2), dd: pad(date.getDate(), 2) };
};

/** DOB_STORED_FORMAT, "yyyy-MM-dd". */
export const toStoredDate = (parts: TDateParts): string => {
  const { yyyy, MM, dd } = calendarOf(parts);
  return `${yyyy}-${MM}-${dd}`;
};
/** DOB_DISPLAY_FORMAT, "MM/dd/yyyy". */
export const toDisplayDate = (parts: TDateParts): string => {
  const { yyyy, MM, dd } = calendarOf(parts);
  return `${MM}/${dd}/${yyyy}`;
};

/** "yyyy-MM-dd" as "MM/dd/yyyy"; text that is not a real stored date is returned unchanged. */
export const formatStoredDateForDisplay = (stored: string): string => {
  const parts = parseStoredDate(stored);
  return parts && isRealDate(parts) ? toDisplayDate(parts) : stored;
};

/**
 * Whole years between birth and `today` on calendar dates: the birthday itself counts. Someone born
 * on 29 February becomes a year older on 1 March in years without one.
 */
export const ageOn = (birth: TDateParts, today: Date): number => {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const beforeBirthday = month < birth.month || (month === birth.month && day < birth.day);
  return year - birth.year - (beforeBirthday ? 1 : 0);
};

export type TDateOfBirthOptions = {
  /** Property state; 'AL' raises the minimum age to 19. */
  state?: string | undefined;
  /** The brand's age-restricted variant: 62 or older. */
  ageRestricted?: boolean | undefined;
  /** The caller's today (local calendar date); injected so the rule has no hidden clock. */
  today: Date;
};

export const minimumAgeFor = ({ state, ageRestricted }: Omit<TDateOfBirthOptions, 'today'>): number => {
  if (ageRestricted) return MIN_AGE_RESTRICTED;
  if (state?.trim().toUpperCase() === 'AL') return MIN_AGE_ALABAMA;
  return MIN_AGE;
};

const MIN_AGE_MESSAGES: Record<number, string> = {
  [MIN_AGE]: MSG.dobMinAge18,
  [MIN_AGE_ALABAMA]: MSG.dobMinAge19,
  [MIN_AGE_RESTRICTED]: MSG.dobMinAge62,
};

/** The first rule the parts break, or null when the date of birth is acceptable. */
export const findDateOfBirthProblem = (
  parts: Partial<TDateParts>,
  options: TDateOfBirthOptions,
): string | null => {
  const { year, month, day } = parts;
  if (year === undefined || Number.isNaN(year)) return MSG.dobRequired;
  if (month === undefined || day === undefined) return MSG.dobInvalid;
  const complete = { year, month, day };
  if (!isRealDate(complete) || year < DOB_MIN_YEAR) return MSG.dobInvalid;
  const minimumAge = minimumAgeFor(options);
  return ageOn(complete, options.today) < minimumAge
    ? (MIN_AGE_MESSAGES[minimumAge] ?? MSG.dobMinAge18)
    : null;
};

/** The stored and transferred form, "yyyy-MM-dd" (profile dob, waitlist dob, create-application). */
export const makeDateOfBirthSchema = (options: TDateOfBirthOptions) =>
  z.string({ error: MSG.dobRequired }).check(z.trim(), z.minLength(1, { error: MSG.dobRequired, abort: true }), z.maxLength(10, { error: MSG.dobInvalid, abort: true }), z.superRefine((value, ctx) => {
      const parts = parseStoredDate(value);
      const problem = parts ? findDateOfBirthProblem(parts, options) : MSG.dobInvalid;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }));

/** The same rules on day, month and year fields (spec 02 "dateOfBirth: day, month, year (numbers)"). */
export const makeDateOfBirthPartsSchema = (options: TDateOfBirthOptions) =>
  z.object({
      day: z.optional(z.number({ error: MSG.dobInvalid }).check(z.int(MSG.dobInvalid), z.gte(1, MSG.dobInvalid), z.lte(31, MSG.dobInvalid))),
      month: z.optional(z.number({ error: MSG.dobInvalid }).check(z.int(MSG.dobInvalid), z.gte(1, MSG.dobInvalid), z.lte(12, MSG.dobInvalid))),
      year: z.optional(z.number({ error: MSG.dobRequired }).check(z.int(MSG.dobInvalid), z.gte(1, MSG.dobInvalid), z.lte(9999, MSG.dobInvalid))),
    }).check(z.superRefine((parts, ctx) => {
      const problem = findDateOfBirthProblem(parts, options);
      if (problem)
        ctx.addIssue({ code: 'custom', message: problem, path: problem === MSG.dobRequired ? ['year'] : [] });
    }));

/**
 * A date of birth as it travels without the day it is checked on (create-application's profileRequest.dob): a real
 * "yyyy-MM-dd" date from 1900 on. The age rules need today and the property state; the server checks them with
 * `findDateOfBirthProblem` (decision 090).
 */
export const ZStoredDateOfBirth = z.string().check(
  z.trim(),
  z.maxLength(10, { error: MSG.dobInvalid, abort: true }),
  z.refine((value) => {
    const parts = parseStoredDate(value);
    return parts !== null && isRealDate(parts) && parts.year >= DOB_MIN_YEAR;
  }, { error: MSG.dobInvalid }),
);
