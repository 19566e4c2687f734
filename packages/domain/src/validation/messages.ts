// Every user-facing validation text of spec 01 section 5 and spec 02 section 5, copied exactly.
// Web forms and server routes both read these, so a text lives in one place.
export const MSG = {
  required: 'Required',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Please enter your mobile phone',
  phoneInvalid: 'Please enter a valid phone number',
  phoneCountryCode: 'Country code 1 is not needed',
  passwordsDontMatch: "Passwords don't match",
  passwordNotStrong: 'Password is not strong enough',
  passwordMinLength: 'Must be at least 12 characters',
  passwordUppercase: 'Must contain at least one uppercase letter',
  passwordLowercase: 'Must contain at least one lowercase letter',
  passwordDigit: 'Must contain at least one number',
  passwordSpecial: 'Must contain at least one special character (!@#$%^&*)',
  passwordBreached: 'This password has appeared in a data breach. Please choose a different one',
  firstNameRequired: 'Please enter the first name',
  firstNameMinLength: 'First name must be at least 2 characters long',
  nameUnsupportedCharacters: 'Some of the characters entered are not supported.',
  lastNameRequired: 'Last name is required',
  // The spec names the rule (minimum 2) but no text; this mirrors the first-name text.
  lastNameMinLength: 'Last name must be at least 2 characters long',
  // Bounds the spec leaves unsaid (issue 19 item 3): long enough for any real value, short enough to store.
  firstNameMaxLength: 'First name must be at most 50 characters long',
  middleNameMaxLength: 'Middle name must be at most 50 characters long',
  lastNameMaxLength: 'Last name must be at most 50 characters long',
  streetMaxLength: 'Street address must be at most 100 characters long',
  cityMaxLength: 'City must be at most 50 characters long',
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Invalid date',
  dobMinAge18: 'Must be at least 18 years old',
  dobMinAge19: 'Must be at least 19 years old',
  dobMinAge62: 'Must be 62 years or older to apply for a loan',
  streetRequired: 'Street address is required',
  // The spec gives no text for an empty city or state; these say what is missing, like the street's.
  cityRequired: 'City is required',
  cityInvalid: 'Please enter a valid city name',
  stateRequired: 'State is required',
  stateLength: 'State must be two characters in length',
  stateInvalid: 'Please enter a valid state',
  stateNotLending:
    "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
  zipRequired: 'Zipcode is required',
  zipInvalid: 'Please enter a valid zipcode',
  // The spec checks only the zipcode's shape; these two come from the ZIP code data (decision 021).
  zipUnknown: 'This zipcode does not exist',
  zipNotInState: 'This zipcode is not in the state entered',
  // Spec 01 section 8 names the start of this server message; the state's name ends it.
  notOfferedInPrefix: 'We do not currently offer loans in',
  propertyAddressInvalid: 'Please enter a valid property address',
  occupancyRequired: 'Please select an occupancy type',
  unemployedRejected: "We apologize. At this time, we don't lend to unemployed borrowers.",
  incomeMin: 'Must be at least $0',
  incomeMax: 'Must be less than $10,000,000',
  feedbackMinLength: 'Must be at least 10 characters',
  feedbackMaxLength: 'Must be at most 1000 characters',
  referralStateNotLicensed:
    'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
} as const;

export type TMessage = (typeof MSG)[keyof typeof MSG];
