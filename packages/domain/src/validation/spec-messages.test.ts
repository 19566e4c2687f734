import { describe, expect, it } from 'vitest';
import * as z from 'zod/v4/core';
import { MSG } from './messages.ts';
import { ZFirstName, ZMiddleName, ZLastName, makeLastNameSchema, ZSuffix } from './name.ts';
import { makeDateOfBirthSchema } from './date-of-birth.ts';
import { ZEmail, ZPhoneNumber } from './contact.ts';
import { ZPassword, ZSetPassword } from './password.ts';
import { ZRegistrationConsents } from './consents.ts';
import {
  ZStreet1,
  ZCity,
  ZStateCode,
  makeStateSchema,
  ZZip,
  ZTypeaheadStreet,
  ZOccupancyType,
} from './address.ts';
import { ZEmploymentType, ZIncome, ZOtherIncome, ZForSaleAnswer } from './income.ts';
import { ZFeedbackMessage, ZFeedbackTopic, ZFeedbackForm } from './feedback.ts';
import { findReferralLicensingBlock } from '../registration/referral.ts';
import { findNotOfferedInState, makeAddressSchema, makePropertyAddressSchema } from './address.ts';

const ZHomeAddress = makeAddressSchema({ allowRegulatorReview: false });
const homeAddress = { street1: '1128 Charles St', street2: '', city: 'Baltimore', state: 'MD', zip: '21201' };

// A fixed "today" keeps the age rows true forever: 2026-06-15.
const today = new Date(2026, 5, 15);
const dob = makeDateOfBirthSchema({ today });
const dobAlabama = makeDateOfBirthSchema({ today, state: 'AL' });
const dobRestricted = makeDateOfBirthSchema({ today, ageRestricted: true });
const consents = { termPrivacyConsent: true, communicationConsent: true };
const strong = 'Abcdefghij1!';

const messagesOf = (schema: z.$ZodType, input: unknown): string[] => {
  const result = z.safeParse(schema, input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** One row per message of spec 01 section 5 and spec 02 section 5: the input and the first message shown. */
const rejected: Array<[label: string, schema: z.$ZodType, input: unknown, message: string]> = [
  // Names
  ['first name empty', ZFirstName, '', 'Please enter the first name'],
  ['first name blank', ZFirstName, '   ', 'Please enter the first name'],
  ['first name one letter', ZFirstName, 'J', 'First name must be at least 2 characters long'],
  ['first name digits', ZFirstName, 'J0hn', 'Some of the characters entered are not supported.'],
  ['first name symbol', ZFirstName, 'Jo$', 'Some of the characters entered are not supported.'],
  ['middle name four segments', ZMiddleName, 'A B C D', 'Some of the characters entered are not supported.'],
  [
    'middle name four segments with apostrophe',
    ZMiddleName,
    "Mary Ann-O'Lee",
    'Some of the characters entered are not supported.',
  ],
  [
    'middle name double separator',
    ZMiddleName,
    'Ann--Marie',
    'Some of the characters entered are not supported.',
  ],
  ['middle name inner period', ZMiddleName, 'J.R', 'Some of the characters entered are not supported.'],
  ['last name empty', ZLastName, '', 'Last name is required'],
  ['last name one letter', ZLastName, 'L', 'Last name must be at least 2 characters long'],
  [
    'last name digits in production',
    ZLastName,
    'Smith2',
    'Some of the characters entered are not supported.',
  ],
  // Bounds (issue 19 item 3)
  ['first name too long', ZFirstName, 'A'.repeat(51), 'First name must be at most 50 characters long'],
  ['middle name too long', ZMiddleName, 'A'.repeat(51), 'Middle name must be at most 50 characters long'],
  ['last name a megabyte', ZLastName, 'B'.repeat(1_000_000), 'Last name must be at most 50 characters long'],
  ['street too long', ZStreet1, `1 ${'Main '.repeat(30)}`, 'Street address must be at most 100 characters long'],
  ['city too long', ZCity, 'C'.repeat(51), 'City must be at most 50 characters long'],
  ['other income over the maximum', ZOtherIncome, 3_000_000_000, 'Must be less than $10,000,000'],
  ['phone a megabyte', ZPhoneNumber, '5'.repeat(1_000_000), 'Please enter a valid phone number'],
  ['dob too long', dob, `1990-01-01${' x'.repeat(10)}`, 'Invalid date'],
  // Date of birth
  ['dob empty', dob, '', 'Date of birth is required'],
  ['dob 30 February', dob, '1990-02-30', 'Invalid date'],
  ['dob malformed', dob, '02/03/1990', 'Invalid date'],
  ['dob before 1900', dob, '1899-12-31', 'Invalid date'],
  ['dob 17 years old', dob, '2008-06-16', 'Must be at least 18 years old'],
  ['dob 18 in Alabama', dobAlabama, '2008-01-01', 'Must be at least 19 years old'],
  ['dob 61 age-restricted', dobRestricted, '1964-06-16', 'Must be 62 years or older to apply for a loan'],
  // Contact
  ['email empty', ZEmail, '', 'Please enter your email'],
  ['email no domain', ZEmail, 'jane@', 'Please enter a valid email address'],
  ['phone empty', ZPhoneNumber, '', 'Please enter your mobile phone'],
  ['phone short', ZPhoneNumber, '(555) 555-123', 'Please enter a valid phone number'],
  ['phone country code', ZPhoneNumber, '1 (555) 555-1234', 'Country code 1 is not needed'],
  // Password
  ['password empty', ZPassword, '', 'Required'],
  ['password short', ZPassword, 'Abcdefgh1!', 'Must be at least 12 characters'],
  ['password no uppercase', ZPassword, 'abcdefghij1!', 'Must contain at least one uppercase letter'],
  ['password no lowercase', ZPassword, 'ABCDEFGHIJ1!', 'Must contain at least one lowercase letter'],
  ['password no digit', ZPassword, 'Abcdefghijk!', 'Must contain at least one number'],
  [
    'password no special',
    ZPassword,
    'Abcdefghijk1',
    'Must contain at least one special character (!@#$%^&*)',
  ],
  [
    'confirm differs',
    ZSetPassword,
    { password: strong, confirmPassword: `${strong}x` },
    "Passwords don't match",
  ],
  // Consents
  ['terms not ticked', ZRegistrationConsents, { ...consents, termPrivacyConsent: false }, 'Required'],
  [
    'communications not ticked',
    ZRegistrationConsents,
    { ...consents, communicationConsent: false },
    'Required',
  ],
  // Address
  ['street empty', ZStreet1, ' ', 'Street address is required'],
  ['city empty', ZCity, '', 'City is required'],
  ['city digits', ZCity, 'Springfield 2', 'Please enter a valid city name'],
  ['state empty', ZStateCode, ' ', 'State is required'],
  ['state one letter', ZStateCode, 'C', 'State must be two characters in length'],
  ['state unknown', ZStateCode, 'XX', 'Please enter a valid state'],
  [
    'NY under regulator review',
    makeStateSchema({ allowRegulatorReview: true }),
    'NY',
    "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
  ],
  ['zip empty', ZZip, '', 'Zipcode is required'],
  ['zip four digits', ZZip, '1234', 'Please enter a valid zipcode'],
  ['zip letters', ZZip, '1234a', 'Please enter a valid zipcode'],
  ['zip that does not exist', ZHomeAddress, { ...homeAddress, zip: '00000' }, 'This zipcode does not exist'],
  ['zip of another state', ZHomeAddress, { ...homeAddress, state: 'CA', zip: '21201' }, 'This zipcode is not in the state entered'],
  ['zip of another state, property', makePropertyAddressSchema({ allowRegulatorReview: false }), { ...homeAddress, zip: '95101', occupancyType: 'HOME' }, 'This zipcode is not in the state entered'],
  ['typeahead empty', ZTypeaheadStreet, '', 'Please enter a valid property address'],
  ['typeahead under 3', ZTypeaheadStreet, '1 ', 'Please enter a valid property address'],
  ['typeahead one word', ZTypeaheadStreet, 'Main', 'Please enter a valid property address'],
  // Income and employment
  ['occupancy placeholder', ZOccupancyType, 'INIT', 'Please select an occupancy type'],
  ['occupancy missing', ZOccupancyType, undefined, 'Please select an occupancy type'],
  ['for-sale missing', ZForSaleAnswer, undefined, 'Required'],
  ['employment missing', ZEmploymentType, '', 'Required'],
  [
    'unemployed',
    ZEmploymentType,
    'UNEMPLOYED',
    "We apologize. At this time, we don't lend to unemployed borrowers.",
  ],
  ['income empty input', ZIncome, Number.NaN, 'Required'],
  ['income missing', ZIncome, undefined, 'Required'],
  ['income negative', ZIncome, -1, 'Must be at least $0'],
  ['income 10 million', ZIncome, 10_000_000, 'Must be less than $10,000,000'],
  ['other income negative', ZOtherIncome, -0.01, 'Must be at least $0'],
  // Feedback
  ['feedback topic missing', ZFeedbackTopic, undefined, 'Required'],
  ['feedback 9 characters', ZFeedbackMessage, 'too short', 'Must be at least 10 characters'],
  ['feedback 1001 characters', ZFeedbackMessage, 'x'.repeat(1001), 'Must be at most 1000 characters'],
  ['feedback consent unanswered', ZFeedbackForm.shape.marketingConsent, undefined, 'Required'],
];

describe('every spec validation message appears for its input', () => {
  it.each(rejected)('%s', (_label, schema, input, message) => {
    expect(messagesOf(schema, input)[0]).toBe(message);
  });

  it('lists a weak password as "not strong enough" after its failed rules', () => {
    expect(messagesOf(ZPassword, 'abc').at(-1)).toBe('Password is not strong enough');
  });

  it('reports the mismatch on confirmPassword', () => {
    const result = ZSetPassword.safeParse({ password: strong, confirmPassword: 'different' });
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });

  it('blocks a referral outside the loan officer licensed states with the spec text', () => {
    expect(
      findReferralLicensingBlock({
        enforceLicensedStatesForReferral: true,
        licensedStates: ['CA'],
        propertyState: 'TX',
      }),
    ).toBe(
      'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
    );
  });

  it('says at the address that a brand does not lend in the state', () => {
    expect(findNotOfferedInState({ state: 'md', lendingStates: ['MA', 'NH'] })).toBe('We do not currently offer loans in Maryland.');
    expect(findNotOfferedInState({ state: 'NH', lendingStates: ['MA', 'NH'] })).toBeNull();
  });

  it('covers every message text defined in MSG except those owned by other flows', () => {
    const shown = new Set(rejected.map(([, , , message]) => message));
    shown.add(MSG.passwordNotStrong).add(MSG.referralStateNotLicensed).add(MSG.notOfferedInPrefix);
    // passwordBreached belongs to the server's breach check, not to a field rule.
    const untested = Object.values(MSG).filter((text) => !shown.has(text) && text !== MSG.passwordBreached);
    expect(untested).toEqual([]);
  });
});

const accepted: Array<[label: string, schema: z.$ZodType, input: unknown]> = [
  ['first name with accent and apostrophe', ZFirstName, "Zoë O'Brien-Núñez"],
  ['middle name initial with period', ZMiddleName, 'J.'],
  ['middle name three segments', ZMiddleName, 'Mary-Ann Lou'],
  ['middle name empty', ZMiddleName, ''],
  ['middle name absent', ZMiddleName, undefined],
  ['last name with digits outside production', makeLastNameSchema({ allowDigits: true }), 'Tester42'],
  ['suffix none', ZSuffix, ''],
  ['suffix JR', ZSuffix, 'JR'],
  ['dob exactly 18 today', dob, '2008-06-15'],
  ['dob exactly 19 today in Alabama', dobAlabama, '2007-06-15'],
  ['dob 62 today age-restricted', dobRestricted, '1964-06-15'],
  ['email', ZEmail, ' jane.doe@example.com '],
  ['phone formatted', ZPhoneNumber, '(555) 555-1234'],
  ['phone digits', ZPhoneNumber, '5555551234'],
  ['password', ZPassword, strong],
  ['set password', ZSetPassword, { password: strong, confirmPassword: strong }],
  ['consents with SMS unset', ZRegistrationConsents, consents],
  ['state lower case', ZStateCode, 'ca'],
  ['territory', ZStateCode, 'PR'],
  ['NY without regulator review', makeStateSchema({ allowRegulatorReview: false }), 'NY'],
  ['city with spaces', ZCity, 'San José'],
  ['zip', ZZip, '94105'],
  ['typeahead street', ZTypeaheadStreet, '1 Main St'],
  ['occupancy', ZOccupancyType, 'INVESTMENT'],
  ['for-sale', ZForSaleAnswer, 'NO'],
  ['employment', ZEmploymentType, 'CHILD_SUPPORT'],
  ['income zero', ZIncome, 0],
  ['income maximum', ZIncome, 9_999_999],
  ['feedback 10 characters', ZFeedbackMessage, '0123456789'],
  ['feedback 1000 characters', ZFeedbackMessage, 'x'.repeat(1000)],
];

describe('valid inputs are accepted', () => {
  it.each(accepted)('%s', (_label, schema, input) => {
    expect(messagesOf(schema, input)).toEqual([]);
  });

  it('defaults an empty other-income field to 0', () => {
    expect(ZOtherIncome.parse('')).toBe(0);
    expect(ZOtherIncome.parse(Number.NaN)).toBe(0);
    expect(ZOtherIncome.parse(undefined)).toBe(0);
  });

  it('upper-cases a typed state and trims names', () => {
    expect(ZStateCode.parse(' ny ')).toBe('NY');
    expect(ZFirstName.parse('  Ana ')).toBe('Ana');
  });
});
