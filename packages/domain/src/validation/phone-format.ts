import { AsYouType, type CountryCode } from 'libphonenumber-js';

// Kept apart from contact.ts: libphonenumber and its metadata are the largest part of the domain, and only
// the phone inputs need them. Pages that just validate or display a number (the footer, the server) import
// contact.ts and never load this module.

/** Maximum input length when a country's national format is unknown (spec 02 section 5 "Other"). */
export const PHONE_DEFAULT_MAX_LENGTH = 19;
export const PHONE_DEFAULT_COUNTRY: CountryCode = 'US';

/**
 * What the phone input shows while a person types: libphonenumber's national as-you-type format.
 * A leading 1 is kept visible ("1 (555) 555-1234") so the "Country code 1" message makes sense.
 */
export const formatPhoneAsYouType = (value: string, country: CountryCode = PHONE_DEFAULT_COUNTRY): string =>
  new AsYouType(country).input(value);

/** Sample national number per country, only to measure the national format's length. */
const SAMPLE_NATIONAL_DIGITS: Partial<Record<CountryCode, string>> = { US: '2015550123', CA: '5062345678' };

/** Input max length: the length of a full national number as the country formats it, else 19. */
export const getPhoneMaxLength = (country: CountryCode = PHONE_DEFAULT_COUNTRY): number => {
  const sample = SAMPLE_NATIONAL_DIGITS[country];
  return sample ? formatPhoneAsYouType(sample, country).length : PHONE_DEFAULT_MAX_LENGTH;
};
