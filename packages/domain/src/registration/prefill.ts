import { z } from 'zod/mini';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';
import type { TRegisterData } from './register-data.ts';
import { OCCUPANCY_TYPES } from '../enums/property.ts';
import { EMPLOYMENT_TYPES } from '../enums/employment.ts';
import { SUFFIX_VALUES } from '../validation/name.ts';
import { INCOME_MAX } from '../validation/income.ts';

/** Longest encoded prefill accepted: a full record is well under 2 kB; this bounds parsing work. */
export const PREFILL_MAX_LENGTH = 4096;

const text = z.optional(z.string().check(z.maxLength(200)));

/**
 * What a prefill link may carry. Values are not validated here beyond shape: each step validates
 * them with its own schema when the applicant reaches it, with the usual messages.
 */
export const ZRegisterPrefill = z.object({
  street1: text,
  street2: text,
  city: text,
  state: text,
  zip: text,
  occupancyType: z.optional(z.enum(OCCUPANCY_TYPES)),
  firstName: text,
  middleName: text,
  lastName: text,
  suffix: z.optional(z.enum(SUFFIX_VALUES)),
  dob: text,
  email: text,
  phoneNumber: text,
  // zod 4 numbers are finite already (classic's `.finite()` was a no-op).
  income: z.optional(z.number().check(z.gte(0), z.lte(INCOME_MAX))),
  employmentType: z.optional(z.enum(EMPLOYMENT_TYPES)),
});
export type TRegisterPrefill = z.infer<typeof ZRegisterPrefill>;

/**
 * The encoded prefill in a registration link (spec 01 section 4): a `userData` parameter, or a
 * `state` parameter longer than 2 characters (2 characters is a plain state code).
 */
export const findEncodedPrefill = ({
  state,
  userData,
}: {
  state?: string | null;
  userData?: string | null;
}) => {
  if (userData) return userData;
  if (state && state.length > 2) return state;
  return null;
};

export const encodeRegisterPrefill = (prefill: TRegisterPrefill): string =>
  encodeBase64Url(JSON.stringify(prefill));

/** The prefill record, or null when the parameter is not a well-formed one (a broken link prefills nothing). */
export const decodeRegisterPrefill = (encoded: string): TRegisterPrefill | null => {
  if (encoded.length > PREFILL_MAX_LENGTH) return null;
  try {
    const result = ZRegisterPrefill.safeParse(JSON.parse(decodeBase64Url(encoded)));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
};

/** Register data with the prefill's values written over the matching fields. */
export const applyRegisterPrefill = (data: TRegisterData, prefill: TRegisterPrefill): TRegisterData => {
  const pick = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);
  const address = data.propertyAddress;
  return {
    ...data,
    propertyAddress: {
      street1: pick(prefill.street1, address.street1),
      street2: pick(prefill.street2, address.street2),
      city: pick(prefill.city, address.city),
      state: pick(prefill.state, address.state),
      zip: pick(prefill.zip, address.zip),
      occupancyType: pick(prefill.occupancyType, address.occupancyType),
    },
    name: {
      firstName: pick(prefill.firstName, data.name.firstName),
      middleName: pick(prefill.middleName, data.name.middleName),
      lastName: pick(prefill.lastName, data.name.lastName),
      suffix: pick(prefill.suffix, data.name.suffix),
    },
    income: {
      ...data.income,
      income: pick(prefill.income, data.income.income),
      employmentType: pick(prefill.employmentType, data.income.employmentType),
    },
    dob: pick(prefill.dob, data.dob),
    email: pick(prefill.email, data.email),
    phoneNumber: pick(prefill.phoneNumber, data.phoneNumber),
  };
};
