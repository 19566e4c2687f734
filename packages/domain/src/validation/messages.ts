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
} as const;

export type TMessage = (typeof MSG)[keyof typeof MSG];
