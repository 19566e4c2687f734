import { useNavigate, useParams } from 'react-router';
import { BPO_MESSAGES } from '@lintel/contract';
import { formatWholeDollars } from '@lintel/domain';
import { useOrderBpo } from '../api/order-bpo.ts';
import { AgreementForm } from './agreement-form.tsx';
import { BpoFrame } from './bpo-frame.tsx';
import { afterCall } from '@/lib/after-call.ts';

/** bpo/order-bpo: outside Texas, the applicant orders the broker price opinion and agrees to its fee. */
export const OrderBpoPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const order = useOrderBpo();
  return (
    <BpoFrame
      uuid={uuid}
      heading="Order your home valuation"
      lead="We could not value your home automatically, so a local real estate broker will give us their opinion of its value."
    >
      {(details) => (
        <>
          <ol className="bpo-steps">
            <li>
              A licensed broker looks at your home from the outside and at recent sales nearby. You do not
              need to be home.
            </li>
            <li>
              It usually takes three to five business days. Your offers are ready as soon as it is back.
            </li>
            <li>
              Your offers are then based on the broker’s value
              {details.estimatedValue ? ` (you estimated ${formatWholeDollars(details.estimatedValue)})` : ''}
              .
            </li>
          </ol>
          <p className="bpo-fee">
            <span>Valuation fee</span>
            <span className="bpo-fee__amount">{formatWholeDollars(details.feeDollars)}</span>
          </p>
          <AgreementForm
            agreement={`I agree to pay the ${formatWholeDollars(details.feeDollars)} valuation fee and ask you to order the broker price opinion.`}
            requiredMessage={BPO_MESSAGES.feeRequired}
            submitLabel="Order valuation"
            pendingLabel="Ordering…"
            isPending={order.isPending}
            error={order.error}
            onAgree={() =>
              afterCall(order.mutateAsync(uuid), () => navigate(`/account/heloc/${uuid}`, { replace: true }))
            }
          />
        </>
      )}
    </BpoFrame>
  );
};

export { OrderBpoPage as Component };
