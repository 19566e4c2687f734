import { z } from 'zod/mini';
import { MSG } from './messages.ts';
import { US_STATE_AND_TERRITORY_CODES } from '../enums/us-states.ts';
import { OCCUPANCY_TYPES } from '../enums/property.ts';
import { findZipState } from '../address/zip-states.ts';
import { US_STATE_NAMES, isUsStateAbbrev } from '../brand/us-states.ts';

export const ZIP_PATTERN = /^\d{5}$/;
const CITY_PATTERN = /^[\p{L} ]+$/u;
/** The state that regulator review keeps closed (spec 02 section 5). */
export const REGULATOR_REVIEW_BLOCKED_STATE = 'NY';

/** USPS lines hold 64 characters; 100 leaves room for what people type and still bounds storage. */
export const STREET_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 50;

export const ZStreet1 = z.string({ error: MSG.streetRequired }).check(z.trim(), z.minLength(1, { error: MSG.streetRequired, abort: true }), z.maxLength(STREET_MAX_LENGTH, MSG.streetMaxLength));

/** Optional second line; blank stays an empty string so forms and wire agree. */
export const ZStreet2 = z.optional(z.string().check(z.trim(), z.maxLength(STREET_MAX_LENGTH, MSG.streetMaxLength)));

export const ZCity = z.string({ error: MSG.cityRequired }).check(z.trim(), z.minLength(1, { error: MSG.cityRequired, abort: true }), z.maxLength(CITY_MAX_LENGTH, { error: MSG.cityMaxLength, abort: true }), z.regex(CITY_PATTERN, MSG.cityInvalid));

/** Upper-cases what was typed so "ca" and "CA" are the same state. */
export const ZStateCode = z.pipe(z.string({ error: MSG.stateRequired }).check(z.trim(), z.toUpperCase(), z.minLength(1, { error: MSG.stateRequired, abort: true }), z.length(2, { error: MSG.stateLength, abort: true })), z.enum(US_STATE_AND_TERRITORY_CODES, { error: MSG.stateInvalid }));

export const makeStateSchema = ({ allowRegulatorReview }: { allowRegulatorReview: boolean }) =>
  ZStateCode.check(z.refine((state) => !(allowRegulatorReview && state === REGULATOR_REVIEW_BLOCKED_STATE), {
    error: MSG.stateNotLending,
  }));

export const ZZip = z.string({ error: MSG.zipRequired }).check(z.trim(), z.minLength(1, { error: MSG.zipRequired, abort: true }), z.maxLength(10, { error: MSG.zipInvalid, abort: true }), z.regex(ZIP_PATTERN, MSG.zipInvalid));

/**
 * The typeahead's free text: a usable street query has at least 3 characters and two words
 * (a number and a street name), so "123" or "Main" is refused before any lookup.
 */
export const isUsableStreetQuery = (value: string): boolean => {
  const text = value.trim();
  return text.length >= 3 && text.split(/\s+/).length >= 2;
};
export const ZTypeaheadStreet = z.string({ error: MSG.propertyAddressInvalid }).check(z.maxLength(STREET_MAX_LENGTH, { error: MSG.propertyAddressInvalid, abort: true }), z.refine(isUsableStreetQuery, { error: MSG.propertyAddressInvalid }));

export const ZOccupancyType = z.enum(OCCUPANCY_TYPES, { error: MSG.occupancyRequired });

/** Why a well-formed zipcode does not fit the state (ZIP code data), or null when it does. */
export const findZipStateProblem = ({ zip, state }: { zip: string; state: string }): string | null => {
  const zipState = findZipState(zip.trim());
  if (zipState === null) return MSG.zipUnknown;
  return zipState === state.trim().toUpperCase() ? null : MSG.zipNotInState;
};

/**
 * The zipcode must exist and lie in the state: added to every address object, after its fields, as an
 * error on zip. Only checked once both fields are well formed (their own messages come first).
 */
export const checkZipInState = (
  address: { zip?: unknown; state?: unknown },
  ctx: z.core.$RefinementCtx,
  path: readonly PropertyKey[] = [],
): void => {
  if (typeof address.zip !== 'string' || typeof address.state !== 'string') return;
  if (!ZIP_PATTERN.test(address.zip.trim())) return;
  const problem = findZipStateProblem({ zip: address.zip, state: address.state });
  if (problem) ctx.addIssue({ code: 'custom', path: [...path, 'zip'], message: problem });
};

/**
 * "We do not currently offer loans in Texas." (spec 01 section 8's message), or null when the brand lends in
 * the state. Said at the address step, so an applicant whose state is outside a partner brand's learns it
 * before the rest of the flow (which then ends on the waitlist, spec 01 section 4).
 */
export const findNotOfferedInState = ({ state, lendingStates }: { state: string; lendingStates: readonly string[] }): string | null => {
  const code = state.trim().toUpperCase();
  if (code.length !== 2 || lendingStates.includes(code)) return null;
  return notOfferedInStateMessage(code);
};

/** "We do not currently offer loans in Texas." */
export const notOfferedInStateMessage = (state: string): string => {
  const code = state.trim().toUpperCase();
  return `${MSG.notOfferedInPrefix} ${isUsStateAbbrev(code) ? US_STATE_NAMES[code] : code}.`;
};

const addressShape = ({ allowRegulatorReview }: { allowRegulatorReview: boolean }) => ({
  street1: ZStreet1,
  street2: ZStreet2,
  city: ZCity,
  state: makeStateSchema({ allowRegulatorReview }),
  zip: ZZip,
});

/**
 * street1, street2, city, state, zip: the home address, and the property address without occupancy.
 * Refined (zip in state), so callers combine it with `safeExtend`, never `extend`.
 */
export const makeAddressSchema = ({ allowRegulatorReview }: { allowRegulatorReview: boolean }) =>
  z.object(addressShape({ allowRegulatorReview })).check(z.superRefine((address, ctx) => checkZipInState(address, ctx)));

export const ZAddress = makeAddressSchema({ allowRegulatorReview: false });
export type TAddress = z.infer<typeof ZAddress>;

/** The property address with its occupancy; refined like makeAddressSchema. */
export const makePropertyAddressSchema = (opts: { allowRegulatorReview: boolean }) =>
  z.object({ ...addressShape(opts), occupancyType: ZOccupancyType }).check(z.superRefine((address, ctx) => checkZipInState(address, ctx)));
export type TPropertyAddress = z.infer<ReturnType<typeof makePropertyAddressSchema>>;
