import { Link } from 'react-router';
import type { TCoDeedStatus } from '@lintel/contract';
import { hasReachedProgress, isRemoteNotaryStatus } from '@lintel/domain';
import { buttonClassName } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { signerPath } from '../signer-paths.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';
import { SignerSteps } from './signer-steps.tsx';
import '@/ui/layout.css';
import '../heloc-signer.css';

const propertyLine = (status: TCoDeedStatus) =>
  [status.property.street1, status.property.street2, `${status.property.city}, ${status.property.state} ${status.property.zip}`].filter(Boolean).join(', ');

/** What to do next, from the signer's own progress. */
const NextAction = ({ status }: { status: TCoDeedStatus }) => {
  if (!hasReachedProgress(status.progress, 'IDENTITY_VERIFIED'))
    return (
      <Link className={buttonClassName('primary', true)} to={signerPath('identity')}>
        Verify your identity
      </Link>
    );
  if (!hasReachedProgress(status.progress, 'SIGNED')) {
    if (status.documentsReady)
      return (
        <Link className={buttonClassName('primary', true)} to={signerPath('documents')}>
          Review your documents
        </Link>
      );
    // Nothing to sign before the notary (a home that is not a primary residence): the deed is signed there.
    if (isRemoteNotaryStatus(status.applicationStatus))
      return (
        <Link className={buttonClassName('primary', true)} to={signerPath('notary')}>
          Talk to eNotary
        </Link>
      );
    return <p role="status">Your identity is verified. We will email you when your documents are ready to sign.</p>;
  }
  if (!hasReachedProgress(status.progress, 'NOTARIZED'))
    return isRemoteNotaryStatus(status.applicationStatus) ? (
      <Link className={buttonClassName('primary', true)} to={signerPath('notary')}>
        Talk to eNotary
      </Link>
    ) : (
      <p role="status">You have signed. Next, an online notary meets you by video to witness the deed: this step opens here once every owner has signed.</p>
    );
  return (
    <>
      <p role="status">You are all done. Thank you: there is nothing more for you to do.</p>
      <Link className={buttonClassName('secondary', true)} to={signerPath('complete')}>
        Your right to cancel
      </Link>
    </>
  );
};

/** heloc-signer/intro: the two-step progress (Identity verification, Talk to eNotary) and the next step. */
export const SignerIntroPage = () => (
  <SignerStatusGate>
    {(status) => (
      <section className="signer-page">
        <PageHeading>Welcome, {status.firstName}</PageHeading>
        <p>
          {status.invitedBy} applied for a home equity line of credit on {propertyLine(status)} and named you as an owner of the home. Each owner
          completes these two steps. It takes about 15 minutes.
        </p>
        <SignerSteps progress={status.progress} />
        <div className="form__actions">
          <NextAction status={status} />
        </div>
      </section>
    )}
  </SignerStatusGate>
);

export { SignerIntroPage as Component };
