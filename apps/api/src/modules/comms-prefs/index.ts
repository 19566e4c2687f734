// The comms-prefs module: SMS consent prompts and the consents people give.
export { commsPrefsRoutes } from './routes.ts';
export { findConsentPrompt } from './find-consent-prompt.ts';
export { findTextMessageNumber } from './find-text-message-number.ts';
