import { z } from 'zod/mini';
import { PASSWORD_RESET_MESSAGES, ZEmail, ZPassword } from '@lintel/domain';

/** POST /identity-broker/{customer|agent}/api/v3/forgot-password: always 204, whether or not the account exists. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

// A token is 43 base64url characters; anything else is a link that cannot work.
const ZResetToken = z.string({ error: PASSWORD_RESET_MESSAGES.linkInvalid }).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, PASSWORD_RESET_MESSAGES.linkInvalid));

/** POST /identity-broker/{customer|agent}/api/v3/reset-password/check: is this link still good? */
export const ZResetPasswordCheckRequest = z.object({ token: ZResetToken });
export type TResetPasswordCheckRequest = z.infer<typeof ZResetPasswordCheckRequest>;
export const ZResetPasswordCheckResponse = z.object({ expiresAt: z.string() });
export type TResetPasswordCheckResponse = z.infer<typeof ZResetPasswordCheckResponse>;

/** POST /identity-broker/{customer|agent}/api/v3/reset-password: 204, then every session of the account has ended. */
export const ZResetPasswordRequest = z.object({ token: ZResetToken, password: ZPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/**
 * POST /identity-broker/{context}/secure/api/v3/change-password (the settings page; legacy authentication
 * only): the current password and the new one (registration's rules). Answers a fresh token:
 * every other session ends.
 */
export const ZChangePasswordRequest = z.object({
  currentPassword: z.string({ error: 'Required' }).check(z.minLength(1, 'Required'), z.maxLength(1024, 'Must be at most 1024 characters')),
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
