import { MSG, ZEmail, ZPassword, ZPhoneNumber } from '@lintel/domain';

export type TSignUpInput = { email: string; phoneNumber: string; password: string; confirmPassword: string };
export type TFieldErrors = Partial<Record<keyof TSignUpInput, string[]>>;

// Typed by shape: the domain's schemas are zod/mini ones (decision 063), whose result type is not classic's.
const messagesOf = (result: { success: true } | { success: false; error: { issues: readonly { message: string }[] } }): string[] =>
  result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];

/**
 * The sign-up rules of spec 02 section 5, with the same domain schemas the web app's forms use: each
 * field's messages, every failing password rule listed. Empty when the input is acceptable.
 */
export const validateSignUp = (input: TSignUpInput): TFieldErrors => {
  const errors: TFieldErrors = {};
  const email = messagesOf(ZEmail.safeParse(input.email));
  const phoneNumber = messagesOf(ZPhoneNumber.safeParse(input.phoneNumber));
  const password = messagesOf(ZPassword.safeParse(input.password));
  if (email.length) errors.email = email;
  if (phoneNumber.length) errors.phoneNumber = phoneNumber;
  if (password.length) errors.password = password;
  if (!input.confirmPassword) errors.confirmPassword = [MSG.required];
  else if (input.confirmPassword !== input.password) errors.confirmPassword = [MSG.passwordsDontMatch];
  return errors;
};

export const hasErrors = (errors: TFieldErrors): boolean => Object.keys(errors).length > 0;
