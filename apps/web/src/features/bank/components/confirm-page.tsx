import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useConfirmDisbursement } from '../api/bank-api.ts';
import { AccountLabel } from './account-label.tsx';
import { BankFrame, DISBURSE_STATUSES, errorMessageOf } from './bank-frame.tsx';

/** bank/confirm: the chosen account, masked, with a change option; confirming moves on to payments. */
export const ConfirmPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmDisbursement();
  return (
    <BankFrame uuid={uuid} heading="Confirm your account" lead="We will send your initial draw to this account." statuses={DISBURSE_STATUSES}>
      {(state) => {
        const account = state.accounts.find((candidate) => candidate.uuid === state.disbursementAccountUuid);
        if (!account)
          return (
            <p>
              No account chosen yet. <Link to={`/account/heloc/${uuid}/bank/disburse`}>Choose an account</Link>
            </p>
          );
        return (
          <>
            <div className="bank-card">
              <AccountLabel account={account} />
              <span className="bank-account__detail">
                Routing number {account.routingNumber}
                {account.bankName ? ` (${account.bankName})` : ''}
              </span>
              {account.ownerName ? <span className="bank-account__detail">Owner: {account.ownerName}</span> : null}
              <Link to={`/account/heloc/${uuid}/bank/disburse`}>Change account</Link>
            </div>
            {confirm.isError ? (
              <ErrorAlert>
                <p>{errorMessageOf(confirm.error)}</p>
              </ErrorAlert>
            ) : null}
            <div className="form__actions">
              <Button
                block
                disabled={confirm.isPending}
                aria-busy={confirm.isPending}
                // The promise, not mutate's onSuccess: the status that the confirmation moves on can re-render this
                // page as "not open" before the answer arrives, and mutate's callbacks die with the page.
                onClick={() =>
                  void confirm.mutateAsync({ uuid }).then(
                    () => void navigate(`/account/heloc/${uuid}`, { replace: true }),
                    () => undefined, // shown from confirm.error
                  )
                }
              >
                {confirm.isPending ? (
                  <>
                    <Spinner /> Confirming
                  </>
                ) : (
                  'Confirm account'
                )}
              </Button>
            </div>
          </>
        );
      }}
    </BankFrame>
  );
};

export { ConfirmPage as Component };
