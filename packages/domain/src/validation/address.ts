import { z } from 'zod';
import { MSG } from './messages.ts';
import { US_STATE_AND_TERRITORY_CODES } from '../enums/us-states.ts';
import { OCCUPANCY_TYPES } from '../enums/property.ts';

export const ZIP_PATTERN = /^\d{5}$/;
const CITY_PATTERN = /^[\p{L} ]+$/u;
/** The state that regulator review keeps closed (spec 02 section 5). */
export const REGULATOR_REVIEW_BLOCKED_STATE = 'NY';

export const ZStreet1 = z.string({ error: MSG.streetRequired }).trim().min(1, MSG.streetRequired);

/** Optional second line; blank stays an empty string so forms and wire agree. */
export const ZStreet2 = z.string().trim().optional();

export const ZCity = z.string({ error: MSG.cityInvalid }).trim().regex(CITY_PATTERN, MSG.cityInvalid);

/** Upper-cases what was typed so "ca" and "CA" are the same state. */
export const ZStateCode = z
  .string({ error: MSG.stateLength })
  .trim()
  .toUpperCase()
  .length(2, { error: MSG.stateLength, abort: true })
  .pipe(z.enum(US_STATE_AND_TERRITORY_CODES, { error: MSG.stateInvalid }));

export const makeStateSchema = ({ allowRegulatorReview }: { allowRegulatorReview: boolean }) =>
  ZStateCode.refine((state) => !(allowRegulatorReview && state === REGULATOR_REVIEW_BLOCKED_STATE), {
    error: MSG.stateNotLending,
  });

export const ZZip = z
  .string({ error: MSG.zipRequired })
  .trim()
  .min(1, { error: MSG.zipRequired, abort: true })
  .regex(ZIP_PATTERN, MSG.zipInvalid);

/**
 * The typeahead's free text: a usable street query has at least 3 characters and two words
 * (a number and a street name), so "123" or "Main" is refused before any lookup.
 */
export const isUsableStreetQuery = (value: string): boolean => {
  const text = value.trim();
  return text.length >= 3 && text.split(/\s+/).length >= 2;
};
export const ZTypeaheadStreet = z
  .string({ error: MSG.propertyAddressInvalid })
  .refine(isUsableStreetQuery, { error: MSG.propertyAddressInvalid });

export const ZOccupancyType = z.enum(OCCUPANCY_TYPES, { error: MSG.occupancyRequired });

/** street1, street2, city, state, zip: the home address, and the property address without occupancy. */
export const makeAddressSchema = ({ allowRegulatorReview }: { allowRegulatorReview: boolean }) =>
  z.object({
    street1: ZStreet1,
    street2: ZStreet2,
    city: ZCity,
    state: makeStateSchema({ allowRegulatorReview }),
    zip: ZZip,
  });

export const ZAddress = makeAddressSchema({ allowRegulatorReview: false });
export type TAddress = z.infer<typeof ZAddress>;

export const makePropertyAddressSchema = (opts: { allowRegulatorReview: boolean }) =>
  makeAddressSchema(opts).extend({ occupancyType: ZOccupancyType });
export type TPropertyAddress = z.infer<ReturnType<typeof makePropertyAddressSchema>>;
