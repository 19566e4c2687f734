import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { formatUsPhone } from '@lintel/domain';
import { Button } from '@/ui/button.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useRegisterAccount } from '../api/register-account.ts';
import { ZSignUpForm, type TSignUpForm } from '../sign-up-schema.ts';
import '@/ui/layout.css';

export const ACCOUNT_EXISTS_MESSAGE = 'An account already exists for this email';

/** First cut of registration: create the login (email, mobile phone, password) and go to the dashboard. */
export const RegisterPage = () => {
  const navigate = useNavigate();
  const registration = useRegisterAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TSignUpForm>({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: { email: '', phoneNumber: '', password: '', confirmPassword: '' },
  });
  const phoneField = register('phoneNumber');

  const onSubmit = handleSubmit(({ email, phoneNumber, password }) =>
    registration.mutate(
      { email, phoneNumber, password },
      { onSuccess: () => navigate('/dashboard', { replace: true }) },
    ),
  );

  const accountExists = isApiError(registration.error) && registration.error.status === 401;

  return (
    <section>
      <PageHeading>Create your account</PageHeading>
      {accountExists ? (
        <ErrorAlert title="Account already exists">
          <p>
            {ACCOUNT_EXISTS_MESSAGE}. <Link to="/auth/login">Login</Link>
          </p>
        </ErrorAlert>
      ) : registration.isError ? (
        <ErrorAlert>
          <p>{registration.error.message}</p>
        </ErrorAlert>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Mobile phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={14}
          error={errors.phoneNumber?.message}
          {...phoneField}
          onChange={(event) => {
            // Show the number as (555) 555-1234 while typing; the call sends digits only.
            event.target.value = formatUsPhone(event.target.value);
            return phoneField.onChange(event);
          }}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          description="At least 12 characters with an uppercase letter, a lowercase letter, a number and a special character (!@#$%^&*)."
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="form__actions">
          <Button type="submit" block disabled={registration.isPending}>
            {registration.isPending ? 'Creating account…' : 'Create account'}
          </Button>
          <Link to="/auth/login">I already have an account</Link>
        </div>
      </form>
    </section>
  );
};

export { RegisterPage as Component };
