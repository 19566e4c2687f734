import { Link, useNavigate, useParams } from 'react-router';
import { IDENTITY_MESSAGES } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { IdCaptureForm } from '@/lib/identity/id-capture-form.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { uploadIdSide, useIdentity, useSubmitIdentity } from '../api/identity-calls.ts';
import '@/ui/layout.css';
import '../identity.css';

/**
 * /{uuid}/identity (IDENTITY_VERIFICATION, and the Verify ID of an ID_VERIFICATION_FAILURE condition): the ID
 * capture shared with the co-owners' page (lib/identity), its sides uploaded through the documents module and
 * checked. A failed check says so and lets the applicant try again.
 */
export const IdentityPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const identity = useIdentity(uuid);
  const submission = useSubmitIdentity();
  const latest = identity.data?.verification ?? null;
  const failedBefore = latest?.result === 'FAILED_VERIFICATION' && identity.data?.openConditionUuid;
  const open = identity.data?.applicationStatus === 'IDENTITY_VERIFICATION' || Boolean(identity.data?.openConditionUuid);

  return (
    <section className="identity-page">
      <PageHeading>Verify your identity</PageHeading>
      {identity.isPending ? (
        <p role="status">
          <Spinner /> Loading
        </p>
      ) : null}
      {identity.isError ? (
        <ErrorAlert>
          <p>{isApiError(identity.error) ? identity.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {identity.isSuccess && !open ? (
        <p>
          {latest?.result === 'VERIFIED' ? 'Your identity is verified.' : IDENTITY_MESSAGES.notExpected}{' '}
          <Link to={`/account/heloc/${uuid}`}>Continue with your application</Link>
        </p>
      ) : null}
      {identity.isSuccess && open ? (
        <IdCaptureForm
          lead="We need a photo of a government-issued ID to confirm that you are the person applying. The name on it must match your application."
          note="Your photos are encrypted and used only to verify your identity for this application."
          notice={
            failedBefore ? (
              <ErrorAlert title="We could not verify your ID">
                <p>{IDENTITY_MESSAGES.failed}</p>
              </ErrorAlert>
            ) : null
          }
          failedMessage="We could not verify your identity with these photos. Please check that the name on your ID matches your application and try again."
          uploadSide={(side) => uploadIdSide({ applicationUuid: uuid, ...side })}
          check={async (request) => (await submission.mutateAsync({ uuid, request })).verification?.result === 'VERIFIED'}
          // The application's status decides the next screen (liens, or wherever a later status is).
          onVerified={async () => navigate(`/account/heloc/${uuid}`, { replace: true })}
        />
      ) : null}
    </section>
  );
};

export { IdentityPage as Component };
