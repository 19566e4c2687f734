import { Link, useParams } from 'react-router';
import { NOTARY_ERROR_TEXTS } from '@lintel/domain';
import { buttonClassName } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import '@/ui/layout.css';
import { useNotaryState } from '../api/notary-calls.ts';
import '../notary.css';

/** notary/error: why the session ended and what to do next (in person, a new session, or support). */
export const NotaryErrorPage = () => {
  const { uuid = '' } = useParams();
  const state = useNotaryState(uuid);
  const reason = state.data?.session?.endedReason ?? 'SIGNER_LEFT';
  const text = NOTARY_ERROR_TEXTS[reason];
  return (
    <section className="notary-page">
      {state.isPending ? (
        <p role="status">
          <Spinner /> Loading
        </p>
      ) : (
        <>
          <PageHeading>{text.title}</PageHeading>
          <p>{text.body}</p>
          <p className="notary-actions">
            {text.next === 'MANUAL' ? (
              <Link className={buttonClassName('primary')} to={`/account/heloc/${uuid}/notary/schedule-manual`}>
                Schedule an in-person notary
              </Link>
            ) : null}
            {text.next === 'RETRY' ? (
              <Link className={buttonClassName('primary')} to={`/account/heloc/${uuid}/notary/intro`}>
                Start a new session
              </Link>
            ) : null}
            <Link className={buttonClassName(text.next === 'SUPPORT' ? 'primary' : 'secondary')} to="/contact">
              Contact support
            </Link>
          </p>
        </>
      )}
    </section>
  );
};

export { NotaryErrorPage as Component };
