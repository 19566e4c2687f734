import { z } from 'zod';
import { MSG, ZEmail, ZPassword, ZPhoneNumber } from '@lintel/domain';

/** The sign-up form: the register call's fields plus a confirmation that must match the password. */
export const ZSignUpForm = z
  .object({ email: ZEmail, phoneNumber: ZPhoneNumber, password: ZPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: MSG.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type TSignUpForm = z.infer<typeof ZSignUpForm>;
