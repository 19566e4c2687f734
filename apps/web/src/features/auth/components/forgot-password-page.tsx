import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import { PASSWORD_RESET_LINK_MINUTES } from '@lintel/domain';
import { ZForgotPasswordRequest, type TForgotPasswordRequest } from '@lintel/contract';
import { Button } from '@/ui/button.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { LOGIN_PATH } from '@/lib/navigation.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { AuthPanel } from './auth-panel.tsx';

/** The login page hands over what was typed there (router state, never the URL: an email is personal data). */
const emailFromLogin = (state: unknown): string =>
  typeof state === 'object' && state !== null && typeof (state as { email?: unknown }).email === 'string'
    ? (state as { email: string }).email
    : '';

/**
 * Asks for a reset link. The answer is the same whether or not an account has this email (decision 019),
 * so the page says what happens if one does.
 */
export const ForgotPasswordPage = () => {
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: emailFromLogin(location.state) },
  });

  const onSubmit = handleSubmit((values) => request.mutate(values, { onSuccess: () => setSentTo(values.email) }));

  if (sentTo) {
    return (
      <AuthPanel title="Check your email">
        <p role="status">
          If an account exists for <strong className="auth-page__email">{sentTo}</strong>, we have sent it a link to choose a new
          password. The link works once, for {PASSWORD_RESET_LINK_MINUTES} minutes.
        </p>
        <p>If no email arrives within a few minutes, check your spam folder, or ask again.</p>
        <div className="form__actions">
          <Link to={LOGIN_PATH}>Back to log in</Link>
          <Button
            variant="link"
            onClick={() => {
              request.reset();
              reset({ email: sentTo });
              setSentTo(null);
            }}
          >
            Send another link
          </Button>
        </div>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title="Forgot your password?">
      <p>
        Enter the email address of your account and we will send you a link to choose a new password. The link works for{' '}
        {PASSWORD_RESET_LINK_MINUTES} minutes.
      </p>
      {request.isError ? (
        <ErrorAlert>
          <p>{request.error.message || UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <div className="form__actions">
          <Button type="submit" block disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send reset link'}
          </Button>
          <Link to={LOGIN_PATH}>Back to log in</Link>
        </div>
      </form>
    </AuthPanel>
  );
};

export { ForgotPasswordPage as Component };
