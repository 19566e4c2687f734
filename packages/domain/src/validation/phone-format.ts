import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

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

/**
 * What the phone input shows for what was typed or pasted; no digit is ever dropped. A complete
 * international number of the default country ("+1 410-555-0123") is shown in the national form; a leading 1
 * typed without "+" stays visible so "Country code 1 is not needed" can say what to remove; digits beyond a
 * national number stay too (left unformatted), for the field's message to point at.
 */
export const formatPhoneInput = (typed: string, country: CountryCode = PHONE_DEFAULT_COUNTRY): string => {
  const value = typed.trim();
  if (value.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(value);
    if (parsed && parsed.country === country && parsed.isPossible()) return formatPhoneAsYouType(parsed.nationalNumber, country);
    return new AsYouType().input(value);
  }
  return formatPhoneAsYouType(value, country);
};

/** Room for any number a person may type or paste, formatted: the input must never cut digits off. */
export const PHONE_INPUT_MAX_LENGTH = 25;
