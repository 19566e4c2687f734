import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MSG, SETTINGS_MESSAGES, ZPassword } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { allMessages, PasswordField } from '@/ui/password-field.tsx';
import { changePassword } from '../api/settings-calls.ts';
import '../settings.css';

const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, MSG.required).max(1024, 'Must be at most 1024 characters'),
    newPassword: ZPassword,
    confirmPassword: z.string().min(1, MSG.required).max(1024, 'Must be at most 1024 characters'),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    error: MSG.passwordsDontMatch,
    path: ['confirmPassword'],
  });
type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** Change password: the current one, the new one (registration's rules and meter) and its confirmation. */
export const ChangePasswordForm = ({ onChanged }: { onChanged: (message: string) => void }) => {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    criteriaMode: 'all',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: chosen }) => {
    try {
      await changePassword({ currentPassword, newPassword: chosen });
      reset();
      onChanged(SETTINGS_MESSAGES.passwordChanged);
    } catch (error) {
      const message = isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE;
      if (message === SETTINGS_MESSAGES.currentPasswordWrong)
        setError('currentPassword', { message }, { shouldFocus: true });
      else setError('root', { message });
    }
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="settings-password-heading">
      <h2 id="settings-password-heading" className="settings-page__section">
        Change password
      </h2>
      {errors.root?.message ? (
        <ErrorAlert>
          <p>{errors.root.message}</p>
        </ErrorAlert>
      ) : null}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        meterValue={newPassword}
        error={allMessages(errors.newPassword)}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className="form__actions">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving' : 'Change password'}
        </Button>
      </div>
    </form>
  );
};
