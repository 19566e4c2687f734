import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { PASSWORD_RESET_MESSAGES, ZSetPassword, type TSetPassword } from '@lintel/domain';
import { Button, buttonClassName } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { allMessages, PasswordField } from '@/ui/password-field.tsx';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { LOGIN_PATH } from '@/lib/navigation.ts';
import { clearSession } from '@/lib/session.ts';
import { useResetLink, useResetPassword, type TResetLink } from '../api/password-reset.ts';
import { AuthPanel } from './auth-panel.tsx';

const FORGOT_PASSWORD_PATH = '/auth/forgot-password';

/** The link's token and context live in the fragment (never sent to a server, so never logged). */
const readLink = (hash: string): TResetLink | null => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  if (!token) return null;
  return { token, context: params.get('context') === 'agent' ? 'agent' : 'customer' };
};

/** An expired link and a link that cannot work get their own page, each offering a new link. */
const LinkRefused = ({ message }: { message: string }) => {
  const expired = message === PASSWORD_RESET_MESSAGES.linkExpired;
  return (
    <AuthPanel title={expired ? 'This link has expired' : 'This link cannot be used'}>
      <p>{message}</p>
      <div className="form__actions">
        <Link className={buttonClassName('primary')} to={FORGOT_PASSWORD_PATH}>
          Ask for a new link
        </Link>
        <Link to={LOGIN_PATH}>Back to log in</Link>
      </div>
    </AuthPanel>
  );
};

const Changed = ({ context }: { context: TResetLink['context'] }) => (
  <AuthPanel title="Your password was changed">
    <p role="status">You have been logged out everywhere. Log in with your new password.</p>
      {context === 'customer' ? (
        <div className="form__actions">
          <Link className={buttonClassName('primary')} to={LOGIN_PATH}>
            Log in
          </Link>
        </div>
      ) : null}
  </AuthPanel>
);

const NewPasswordForm = ({ link, onChanged }: { link: TResetLink; onChanged: () => void }) => {
  const queryClient = useQueryClient();
  const save = useResetPassword();
  const { register, handleSubmit, control, formState } = useForm<TSetPassword>({
    resolver: zodResolver(ZSetPassword),
    criteriaMode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...link, password: values.password },
      {
        onSuccess: () => {
          // Every session of the account has ended, this browser's included.
          clearSession('logout');
          queryClient.clear();
          onChanged();
        },
      },
    ),
  );
  const refusal = save.error?.message;
  if (refusal === PASSWORD_RESET_MESSAGES.linkExpired || refusal === PASSWORD_RESET_MESSAGES.linkInvalid)
    return <LinkRefused message={refusal} />;
  return (
    <AuthPanel title="Choose a new password">
      <p>Your new password must meet every rule below. Once it is saved, every device logged in to your account is logged out.</p>
      {save.isError ? (
        <ErrorAlert>
          <p>{save.error.message || UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          meterValue={password}
          error={allMessages(formState.errors.password)}
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="form__actions">
          <Button type="submit" block disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save new password'}
          </Button>
        </div>
      </form>
    </AuthPanel>
  );
};

const CheckedLink = ({ link }: { link: TResetLink }) => {
  const check = useResetLink(link);
  const [changed, setChanged] = useState(false);
  if (changed) return <Changed context={link.context} />;
  if (check.isPending)
    return (
      <AuthPanel title="Choose a new password">
        <p role="status">Checking your link…</p>
      </AuthPanel>
    );
  if (check.isError) {
    const { message } = check.error;
    const known = message === PASSWORD_RESET_MESSAGES.linkExpired || message === PASSWORD_RESET_MESSAGES.linkInvalid;
    if (known) return <LinkRefused message={message} />;
    return (
      <AuthPanel title="Choose a new password">
        <ErrorAlert>
          <p>{message || UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
        <Button onClick={() => void check.refetch()}>Try again</Button>
      </AuthPanel>
    );
  }
  return <NewPasswordForm link={link} onChanged={() => setChanged(true)} />;
};

/** Opened from the reset email: checks the link at once, then takes the new password under registration's rules. */
export const ResetPasswordPage = () => {
  const { hash } = useLocation();
  const link = useMemo(() => readLink(hash), [hash]);
  if (!link) return <LinkRefused message={PASSWORD_RESET_MESSAGES.linkInvalid} />;
  return <CheckedLink key={`${link.context}:${link.token}`} link={link} />;
};

export { ResetPasswordPage as Component };
