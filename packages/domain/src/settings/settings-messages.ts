/**
 * The settings page (spec 01 section 2 "/dashboard/settings"; spec 02 and 03 give its three parts, not
 * their words): change password, text-message consents, log out everywhere. Server and page say the same.
 */
export const SETTINGS_MESSAGES = {
  currentPasswordWrong: 'Your current password is not correct.',
  samePassword: 'Please choose a new password that is different from your current one.',
  passwordChanged: 'Your password has been changed. You have been logged out on your other devices.',
  consentsSaved: 'Your text message choices are saved.',
  phoneNeededForTexts: 'Add a mobile phone number to your account to choose text messages.',
} as const;
