import { useNavigate, useParams } from 'react-router';
import { BPO_MESSAGES } from '@lintel/contract';
import { useAcknowledgeBpoCondition } from '../api/acknowledge-bpo-condition.ts';
import { AgreementForm } from './agreement-form.tsx';
import { BpoFrame } from './bpo-frame.tsx';
import { afterCall } from '@/lib/after-call.ts';

/**
 * bpo/condition: in Texas a home equity line may only rely on a value the owner and the lender both accept as
 * the home's fair market value, so the applicant acknowledges that before the valuation is ordered.
 */
export const BpoConditionPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const acknowledge = useAcknowledgeBpoCondition();
  return (
    <BpoFrame
      uuid={uuid}
      heading="Texas fair market value acknowledgement"
      lead="We could not value your home automatically, so a local real estate broker will give us their opinion of its value."
    >
      {() => (
        <>
          <ol className="bpo-steps">
            <li>
              Texas law requires that you and the lender agree on the fair market value of your home on the
              day the line is opened.
            </li>
            <li>
              The broker’s opinion of value will be that fair market value. You will see it with your offers
              and sign the acknowledgement at closing.
            </li>
            <li>The valuation usually takes three to five business days; you do not need to be home.</li>
          </ol>
          <AgreementForm
            agreement="I understand that my line will be based on the fair market value set by the broker price opinion, and I ask you to order it."
            requiredMessage={BPO_MESSAGES.acknowledgementRequired}
            submitLabel="Acknowledge and continue"
            pendingLabel="Submitting…"
            isPending={acknowledge.isPending}
            error={acknowledge.error}
            onAgree={() =>
              afterCall(acknowledge.mutateAsync(uuid), () => navigate(`/account/heloc/${uuid}`, { replace: true }))
            }
          />
        </>
      )}
    </BpoFrame>
  );
};

export { BpoConditionPage as Component };
