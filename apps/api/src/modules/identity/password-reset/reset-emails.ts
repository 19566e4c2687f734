import { PASSWORD_RESET_LINK_MINUTES } from '@lintel/domain';
import type { TEmailContent } from '../../outbox/index.ts';

/** The words of the reset email; the outbox puts them in the brand's layout. */
export const resetLinkEmail = (url: string): TEmailContent => ({
  subject: 'Reset your password',
  preview: `Your link to choose a new password works for ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
  heading: 'Reset your password',
  paragraphs: [
    'We received a request to reset the password of the account for this email address.',
    `Choose a new password with the link below. It works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
  ],
  action: { label: 'Choose a new password', url },
  closing: ['If you did not ask for this, you can ignore this email: your password stays as it is.'],
});

/** Sent after a reset, so a person whose account was taken over learns it at once. */
export const passwordChangedEmail = (loginUrl: string | undefined): TEmailContent => ({
  subject: 'Your password was changed',
  heading: 'Your password was changed',
  paragraphs: [
    'The password of the account for this email address was changed just now, and every device that was logged in to it has been logged out.',
    'If you made this change, there is nothing more to do.',
  ],
  ...(loginUrl ? { action: { label: 'Log in', url: loginUrl } } : {}),
  closing: ['If you did not change it, contact us right away: our phone number and email address are below.'],
});
