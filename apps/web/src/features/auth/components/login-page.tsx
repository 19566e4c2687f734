import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { resolveRedirectUrl } from '@lintel/domain';
import { ZLoginRequest, type TLoginRequest } from '@lintel/contract';
import { Button } from '@/ui/button.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { AUTH_MODE } from '@/lib/auth-mode.ts';
import { useLogin } from '../api/login.ts';
import { ExternalLogin } from './external-login.tsx';
import '@/ui/layout.css';
import './auth-pages.css';

const LegacyLogin = () => {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  // "Account already exists" hands over the email it was given in the navigation state (never the address bar).
  const handedOver = (useLocation().state as { email?: unknown } | null)?.email;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: typeof handedOver === 'string' ? handedOver : '', password: '' },
  });
  const email = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit((credentials) =>
    loginMutation.mutate(credentials, {
      onSuccess: () => navigate(resolveRedirectUrl(searchParams.get('redirectUrl')), { replace: true }),
    }),
  );

  return (
    <section>
      <PageHeading>Log in</PageHeading>
      {loginMutation.isError ? (
        <ErrorAlert>
          <p>{loginMutation.error.message || UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {/* method="post": the prerendered page shows this form before the script runs; an early Enter must not put
          the email and password into the address (decisions 045, 054). */}
      <form className="form" method="post" noValidate onSubmit={onSubmit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {/* The typed email goes along in router state, never in the address bar. */}
        <Link className="login__forgot" to="/auth/forgot-password" state={{ email }}>
          Forgot password?
        </Link>
        <div className="form__actions">
          <Button type="submit" block disabled={loginMutation.isPending}>
            {loginMutation.isPending ? 'Logging in…' : 'Log in'}
          </Button>
          <Link to="/account/heloc/register">Create an account</Link>
        </div>
      </form>
    </section>
  );
};

/** Legacy mode: our own email and password form; external mode: the identity provider (decision 014). */
export const LoginPage = () => (AUTH_MODE === 'external' ? <ExternalLogin /> : <LegacyLogin />);

export { LoginPage as Component };
