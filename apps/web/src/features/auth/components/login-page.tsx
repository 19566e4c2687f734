import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { resolveRedirectUrl } from '@lintel/domain';
import { ZLoginRequest } from '@lintel/contract';
import { Button } from '@/ui/button.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { AUTH_MODE } from '@/lib/auth-mode.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
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
  // The contract's login schema, without react-hook-form: the page's first screen (decision 063).
  const { values, errors, field, handleSubmit } = useSchemaForm(ZLoginRequest, {
    email: typeof handedOver === 'string' ? handedOver : '',
    password: '',
  });
  const email = values.email;

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
          error={errors.email}
          {...field('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...field('password')}
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
