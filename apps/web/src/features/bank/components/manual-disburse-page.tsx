import { Link, useNavigate, useParams } from 'react-router';
import { useChooseDisbursement } from '../api/bank-api.ts';
import { BankFrame, DISBURSE_STATUSES } from './bank-frame.tsx';
import { ManualAccountForm } from './manual-account-form.tsx';
import { afterCall } from '@/lib/after-call.ts';

/** bank/manual-disburse: the path for an account that can't be linked, typed by hand. */
export const ManualDisbursePage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const choose = useChooseDisbursement();
  return (
    <BankFrame
      uuid={uuid}
      heading="Enter your bank account"
      lead="The account your initial draw is paid into. We show only its last 4 digits from now on."
      statuses={DISBURSE_STATUSES}
    >
      {(state) => (
        <>
          <ManualAccountForm
            defaultOwnerName={state.applicantName}
            submitLabel="Continue"
            pending={choose.isPending}
            error={choose.error}
            onSubmit={(manual) =>
              afterCall(choose.mutateAsync({ uuid, request: { manual } }), () => void navigate(`/account/heloc/${uuid}/bank/confirm`))
            }
          />
          <p>
            <Link to={`/account/heloc/${uuid}/bank/disburse`}>Link your bank instead</Link>
          </p>
        </>
      )}
    </BankFrame>
  );
};

export { ManualDisbursePage as Component };
