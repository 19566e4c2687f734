// The profile module: a person's profile per organisation (name, date of birth, phones, addresses).
// Other modules use these exports, never the table.
export { profileRoutes } from './routes.ts';
export { createProfile, type TProfileRecord } from './create-profile.ts';
export { findProfileByIdentity } from './find-profile.ts';
export { saveProfilePhone } from './save-profile-phone.ts';
export { updateProfileName } from './update-profile-name.ts';
export { rememberHomeAddress, type THomeAddress } from './remember-home-address.ts';
export { openDateOfBirth, rememberDateOfBirth } from './profile-date-of-birth.ts';
export { CONSENT_TYPES } from './consent-types.ts';
