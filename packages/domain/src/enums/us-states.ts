import { z } from 'zod/mini';
import { compareNames } from '../format/us-english.ts';

/**
 * Postal codes accepted in an address: the 50 states, the District of Columbia and the inhabited
 * territories. Licensing lists (brand/us-states.ts) cover states and DC only; an address may be anywhere
 * the Postal Service delivers, and the waitlist rule decides whether the product lends there.
 */
export const US_STATE_AND_TERRITORY_NAMES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
} as const;

export type TUsStateOrTerritory = keyof typeof US_STATE_AND_TERRITORY_NAMES;
export const US_STATE_AND_TERRITORY_CODES = Object.keys(US_STATE_AND_TERRITORY_NAMES) as [
  TUsStateOrTerritory,
  ...TUsStateOrTerritory[],
];
export const ZUsStateOrTerritory = z.enum(US_STATE_AND_TERRITORY_CODES);

export const isUsStateOrTerritory = (value: string): value is TUsStateOrTerritory =>
  Object.hasOwn(US_STATE_AND_TERRITORY_NAMES, value);

/** Select options for a state field, sorted by name as a person scans them. */
export const US_STATE_AND_TERRITORY_OPTIONS = US_STATE_AND_TERRITORY_CODES.map((code) => ({
  value: code,
  label: US_STATE_AND_TERRITORY_NAMES[code],
})).sort((a, b) => compareNames(a.label, b.label));
