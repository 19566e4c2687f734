import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { ZLoginRequest, type TLoginRequest } from '@lintel/contract';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useAgentLogin } from '../api/login.ts';

/** Only console addresses are return addresses: anything else goes to the queue. */
export const opsReturnPath = (redirectUrl: string | null): string =>
  redirectUrl && /^\/ops\/[a-z]/.test(redirectUrl) && !redirectUrl.startsWith('/ops/login') ? redirectUrl : '/ops/applications';

export const OpsLoginPage = () => {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useAgentLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginRequest>({ resolver: zodResolver(ZLoginRequest), defaultValues: { email: '', password: '' } });
  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, { onSuccess: () => navigate(opsReturnPath(searchParams.get('redirectUrl')), { replace: true }) }),
  );
  return (
    <section className="ops-narrow">
      <PageHeading>Agent log in</PageHeading>
      {login.isError ? (
        <ErrorAlert>
          <p>{login.error.message || UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <div className="form__actions">
          <Button type="submit" block disabled={login.isPending}>
            {login.isPending ? 'Logging in…' : 'Log in'}
          </Button>
        </div>
      </form>
    </section>
  );
};

export { OpsLoginPage as Component };
