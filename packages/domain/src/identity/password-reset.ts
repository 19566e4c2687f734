/** Forgot password (issue 10, decision 019): the rules both the server and the pages state. */

/** A reset link works once, for this long after it was sent. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

/** Reset emails sent for one account within an hour; further requests are answered alike and send nothing. */
export const PASSWORD_RESET_EMAILS_PER_HOUR = 3;

export const PASSWORD_RESET_MESSAGES = {
  linkInvalid: 'This link to reset your password is not valid or has already been used. Please ask for a new one.',
  linkExpired: `This link to reset your password has expired: links work for ${PASSWORD_RESET_LINK_MINUTES} minutes. Please ask for a new one.`,
} as const;
