import { Link, useParams } from 'react-router';
import { NOTARY_ERROR_TEXTS } from '@lintel/domain';
import { buttonClassName } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import '@/ui/layout.css';
import { useNotaryState } from '../api/notary-calls.ts';
import { primaryNotaryFlow, type TNotaryFlow } from '../lib/notary-flow.ts';
import '../notary.css';

/**
 * notary/error: why the session ended and what to do next (in person, a new session, or support). A co-owner has
 * no in-person path of their own: the primary arranges it, so they are offered support instead.
 */
export const NotaryError = ({ flow }: { flow: TNotaryFlow }) => {
  const { uuid, paths } = flow;
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
            {text.next === 'MANUAL' && paths.manual ? (
              <Link className={buttonClassName('primary')} to={paths.manual}>
                Schedule an in-person notary
              </Link>
            ) : null}
            {text.next === 'RETRY' ? (
              <Link className={buttonClassName('primary')} to={paths.intro}>
                Start a new session
              </Link>
            ) : null}
            <Link className={buttonClassName(text.next === 'SUPPORT' || (text.next === 'MANUAL' && !paths.manual) ? 'primary' : 'secondary')} to="/contact">
              Contact support
            </Link>
          </p>
        </>
      )}
    </section>
  );
};

export const NotaryErrorPage = () => {
  const { uuid = '' } = useParams();
  return <NotaryError flow={primaryNotaryFlow(uuid)} />;
};

export { NotaryErrorPage as Component };
