import { Link, useNavigate } from 'react-router';
import { signerPath } from '@/lib/navigation.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';
import { useCancelLoanAsCoOwner, useCoOwnerFundingState } from '../api/funding-api.ts';
import { FundingView } from './funding-view.tsx';

/** The co-owner's view, once the co-deed status has told which application it signs for. */
const CoOwnerFunding = ({ applicationUuid }: { applicationUuid: string }) => {
  const navigate = useNavigate();
  const steps = (
    <p>
      <Link to={signerPath('intro')}>Back to your steps</Link>
    </p>
  );
  return (
    <FundingView
      funding={useCoOwnerFundingState(applicationUuid)}
      cancel={useCancelLoanAsCoOwner(applicationUuid)}
      onCancelled={() => void navigate(signerPath('cancelled'), { replace: true })}
      notYet={
        <p>
          Once every owner has signed and the deed is notarised, your right to cancel and the funding date
          appear here.
        </p>
      }
      documents={
        <p>
          <Link to={signerPath('documents')}>Your documents</Link>
        </p>
      }
      finish={steps}
    />
  );
};

/**
 * heloc-signer/complete: an additional owner's own right to cancel (issue 14, spec 04 section 9.6): every owner's
 * countdown with theirs marked "(you)", the expected funding date, what happens next, and "Cancel my loan"
 * within their own period. Decision 041.
 */
export const CoOwnerCompletePage = () => (
  <SignerStatusGate>
    {(status) => <CoOwnerFunding applicationUuid={status.applicationUuid} />}
  </SignerStatusGate>
);

export { CoOwnerCompletePage as Component };
