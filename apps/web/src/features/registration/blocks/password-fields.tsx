import { useFormContext, useWatch } from 'react-hook-form';
import { allMessages, PasswordField } from '@/ui/password-field.tsx';

export type TPasswordValues = { password: string; confirmPassword: string };

/** The new password and its confirmation: register-v2's set-password step and /register's account setup. */
export const PasswordFields = () => {
  const { register, formState, control } = useFormContext<TPasswordValues>();
  const password = useWatch({ control, name: 'password' });
  const { errors } = formState;
  return (
    <>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        meterValue={password ?? ''}
        error={allMessages(errors.password)}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
};
