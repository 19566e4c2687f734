import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { resolveRedirectUrl } from '@lintel/domain';
import { completeExternalReturn, readExternalReturn, startExternalLogin } from '@/lib/external-auth.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import '@/ui/layout.css';

/** What the login page keeps across the provider hand-off: where to go once signed in. */
type TLoginFormState = { redirectUrl: string | null };

export const RETURN_NOT_MATCHED = 'Your sign-in could not be completed. Please log in again.';

// A code is good once: React's development double effect must not spend it twice.
const handledCodes = new Set<string>();

/**
 * External authentication mode at /auth/login: "Log in" hands the tab to the identity provider, which
 * comes back here with ?externalStateNonce=&code=; the code becomes the session and the applicant goes on
 * to the redirectUrl kept in the pre-auth state.
 */
export const ExternalLogin = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const returned = useRef(readExternalReturn(location.search));

  useEffect(() => {
    const back = returned.current;
    if (!back || handledCodes.has(back.code)) return;
    handledCodes.add(back.code);
    setBusy(true);
    completeExternalReturn<TLoginFormState>(back)
      .then(async (outcome) => {
        if (outcome.signedIn) {
          await navigate(resolveRedirectUrl(outcome.formState?.redirectUrl), { replace: true });
          return;
        }
        setError(RETURN_NOT_MATCHED);
        await navigate('/auth/login', { replace: true });
      })
      .catch((failure: unknown) => setError(failure instanceof Error && failure.message ? failure.message : UNEXPECTED_ERROR_MESSAGE))
      .finally(() => setBusy(false));
  }, [navigate]);

  const logIn = async () => {
    setBusy(true);
    setError(null);
    try {
      await startExternalLogin({ formState: { redirectUrl: searchParams.get('redirectUrl') } satisfies TLoginFormState });
    } catch (failure) {
      // "Login failure: logged and rethrown" (spec 03 section 8): shown here, the page stays usable.
      console.error(failure);
      setError(failure instanceof Error && failure.message ? failure.message : UNEXPECTED_ERROR_MESSAGE);
      setBusy(false);
    }
  };

  return (
    <section>
      <PageHeading>Log in</PageHeading>
      {error ? (
        <ErrorAlert>
          <p>{error}</p>
        </ErrorAlert>
      ) : null}
      <p>You will continue to our secure sign-in page and come back here once you are logged in.</p>
      <div className="form__actions">
        <Button block onClick={logIn} disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </Button>
        <Link to="/account/heloc/register">Create an account</Link>
      </div>
    </section>
  );
};
