import { z } from 'zod/mini';
import { MSG } from './messages.ts';

export const NAME_MIN_LENGTH = 2;
/** Longer than any legal name part seen in US records; the stored columns and the agent list rely on it. */
export const NAME_MAX_LENGTH = 50;

// \p{L} covers accented Latin letters (José, Zoë) as well as every other script's letters.
// Both the straight and the typographic apostrophe are accepted: phones type the latter.
const FIRST_NAME_PATTERN = /^[\p{L}'’ -]+$/u;
const LAST_NAME_PATTERN = /^[\p{L}'’ -]+$/u;
const LAST_NAME_WITH_DIGITS_PATTERN = /^[\p{L}\p{Nd}'’ -]+$/u;
/** Up to three letter segments, one space, hyphen or apostrophe between two, optional trailing period. */
const MIDDLE_NAME_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+){0,2}\.?$/u;

/** A required, trimmed name; the required check aborts so an empty field shows one message only. */
const makeRequiredName = (opts: { required: string; minLength: string; maxLength: string; pattern: RegExp }) =>
  z.string({ error: opts.required }).check(z.trim(), z.minLength(1, { error: opts.required, abort: true }), z.minLength(NAME_MIN_LENGTH, { error: opts.minLength, abort: true }), z.maxLength(NAME_MAX_LENGTH, { error: opts.maxLength, abort: true }), z.regex(opts.pattern, { error: MSG.nameUnsupportedCharacters }));

export const ZFirstName = makeRequiredName({
  required: MSG.firstNameRequired,
  minLength: MSG.firstNameMinLength,
  maxLength: MSG.firstNameMaxLength,
  pattern: FIRST_NAME_PATTERN,
});

/** Optional: an empty or blank field is valid and stays an empty string. */
export const ZMiddleName = z.optional(z.string({ error: MSG.nameUnsupportedCharacters }).check(z.trim(), z.maxLength(NAME_MAX_LENGTH, { error: MSG.middleNameMaxLength, abort: true }), z.refine((value) => value === '' || MIDDLE_NAME_PATTERN.test(value), {
    error: MSG.nameUnsupportedCharacters,
  })));

/**
 * Test data outside production carries digits in last names (spec 02 section 5), so the digit rule
 * is a switch: callers pass `allowDigits: !production`.
 */
export const makeLastNameSchema = ({ allowDigits }: { allowDigits: boolean }) =>
  makeRequiredName({
    required: MSG.lastNameRequired,
    minLength: MSG.lastNameMinLength,
    maxLength: MSG.lastNameMaxLength,
    pattern: allowDigits ? LAST_NAME_WITH_DIGITS_PATTERN : LAST_NAME_PATTERN,
  });

/** The production rule: letters, hyphen, apostrophe and space only. */
export const ZLastName = makeLastNameSchema({ allowDigits: false });

/** Wire values of the suffix, '' meaning none (spec 02 section 3, Name). */
export const SUFFIX_VALUES = ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'] as const;
export const ZSuffix = z.enum(SUFFIX_VALUES);
export type TSuffix = z.infer<typeof ZSuffix>;

/** What the registration form's suffix select lists, in its order: Jr, Sr, I to V. */
export const SUFFIX_OPTIONS: ReadonlyArray<{ value: Exclude<TSuffix, ''>; label: string }> = [
  { value: 'JR', label: 'Jr' },
  { value: 'SR', label: 'Sr' },
  { value: 'I', label: 'I' },
  { value: 'II', label: 'II' },
  { value: 'III', label: 'III' },
  { value: 'IV', label: 'IV' },
  { value: 'V', label: 'V' },
];

export const makeLegalNameSchema = ({ allowDigits }: { allowDigits: boolean }) =>
  z.object({
    firstName: ZFirstName,
    middleName: ZMiddleName,
    lastName: makeLastNameSchema({ allowDigits }),
    suffix: z.optional(ZSuffix),
  });

/** A person's legal name as the name step and `PUT /service-profile/api/v1/profile/name` take it (production rule). */
export const ZLegalName = makeLegalNameSchema({ allowDigits: false });
export type TLegalName = z.infer<typeof ZLegalName>;
