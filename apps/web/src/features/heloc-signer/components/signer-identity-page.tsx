import { Link, useNavigate } from 'react-router';
import type { TCoDeedStatus } from '@lintel/contract';
import { hasReachedProgress } from '@lintel/domain';
import { IdCaptureForm } from '@/lib/identity/id-capture-form.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { uploadSignerIdSide, useSubmitSignerIdentity } from '../api/signer-identity.ts';
import { signerPath } from '../signer-paths.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';
import '@/ui/layout.css';
import '../heloc-signer.css';

/** The same capture and checks as the primary's identity page (one component), for the signer's own ID and name. */
export const SignerIdForm = ({ status, after = signerPath('intro') }: { status: TCoDeedStatus; after?: string }) => {
  const navigate = useNavigate();
  const submission = useSubmitSignerIdentity();
  const name = `${status.firstName} ${status.lastName}`;
  return (
    <IdCaptureForm
      lead={`We need a photo of a government-issued ID to confirm that you are ${name}, an owner of the home. The name on it must match.`}
      note="Your photos are encrypted, used only to verify your identity, and not shown to the applicant."
      failedMessage={`We could not verify your identity with these photos. Please check that the name on your ID is ${name} and try again.`}
      uploadSide={uploadSignerIdSide}
      check={async (request) => (await submission.mutateAsync(request)).result === 'VERIFIED'}
      onVerified={async () => navigate(after, { replace: true })}
    />
  );
};

/** heloc-signer/identity: the co-owner's ID check (spec 04 section 9.7: the same capture and checks as the primary's). */
export const SignerIdentityPage = () => (
  <SignerStatusGate>
    {(status) => (
      <section className="signer-page">
        <PageHeading>Verify your identity</PageHeading>
        {hasReachedProgress(status.progress, 'IDENTITY_VERIFIED') ? (
          <p>
            Your identity is verified. <Link to={signerPath('intro')}>See your next step</Link>
          </p>
        ) : (
          <SignerIdForm status={status} />
        )}
      </section>
    )}
  </SignerStatusGate>
);

export { SignerIdentityPage as Component };
