import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useCompleteLink } from '../api/income-api.ts';
import { errorMessageOf } from './income-frame.tsx';
import '@/ui/layout.css';
import '../income.css';
import { afterCall } from '@/lib/after-call.ts';

/**
 * The return from the link provider's window (plaid-oauth-success for a bank, income/pointserv-callback for
 * payroll): hands the one-time token to the server once, then lets the status decide the next screen.
 */
export const LinkReturn = ({ uuid, heading }: { uuid: string | null; heading: string }) => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteLink();
  const sent = useRef(false);
  const publicToken = params.get('public_token');
  const state = params.get('state');
  const exited = params.get('error') !== null;

  useEffect(() => {
    if (sent.current || !uuid || !publicToken || !state || exited) return;
    sent.current = true;
    afterCall(complete.mutateAsync({ uuid, publicToken, state }), () => void navigate(`/account/heloc/${uuid}`, { replace: true }));
  }, [uuid, publicToken, state, exited, complete, navigate]);

  const review = uuid ? `/account/heloc/${uuid}/income/review` : '/dashboard';
  const problem = !uuid
    ? 'We could not tell which application this link was for. Please start again from your application.'
    : exited
      ? 'You left the secure window before linking an account. Nothing was shared.'
      : !publicToken || !state
        ? 'This link did not finish. Nothing was shared.'
        : complete.isError
          ? errorMessageOf(complete.error)
          : null;

  return (
    <section className="income-page">
      <PageHeading>{heading}</PageHeading>
      {problem ? (
        <>
          <ErrorAlert title="Not linked">
            <p>{problem}</p>
          </ErrorAlert>
          <p>
            <Link to={review}>{uuid ? 'Back to verifying your income' : 'Go to your dashboard'}</Link>
          </p>
        </>
      ) : (
        <p role="status" className="income-page__loading">
          <Spinner /> Verifying your income…
        </p>
      )}
    </section>
  );
};
