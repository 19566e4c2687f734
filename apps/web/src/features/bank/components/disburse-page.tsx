import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { TBankState } from '@lintel/contract';
import { BANK_MESSAGES } from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useChooseDisbursement, useCompleteBankLink, useStartBankLink } from '../api/bank-api.ts';
import { AccountLabel } from './account-label.tsx';
import { BankFrame, DISBURSE_STATUSES, errorMessageOf } from './bank-frame.tsx';
import '@/ui/choice-list.css';
import { afterCall } from '@/lib/after-call.ts';

/** Back from the link provider's window: exchange the one-time token once, then on to bank/confirm. */
const useLinkReturn = (uuid: string) => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteBankLink();
  const started = useRef(false);
  const publicToken = params.get('public_token');
  const state = params.get('state');
  const exited = params.get('error') === 'USER_EXIT';
  useEffect(() => {
    if (!publicToken || !state || started.current) return;
    started.current = true;
    // Either way the one-time token leaves the address bar: replaced by bank/confirm, or cleared here.
    afterCall(
      complete.mutateAsync({ uuid, publicToken, state }),
      () => void navigate(`/account/heloc/${uuid}/bank/confirm`, { replace: true }),
      () => setParams({}, { replace: true }),
    );
  }, [complete, navigate, publicToken, setParams, state, uuid]);
  return { linking: Boolean(publicToken) || complete.isPending, error: complete.error, exited };
};

const AccountChoice = ({ uuid, state }: { uuid: string; state: TBankState }) => {
  const navigate = useNavigate();
  const choose = useChooseDisbursement();
  const [chosen, setChosen] = useState(state.disbursementAccountUuid ?? state.accounts[0]?.uuid ?? '');
  const [error, setError] = useState<string>();
  if (state.accounts.length === 0) return null;
  const submit = () => {
    if (!chosen) return setError(BANK_MESSAGES.accountRequired);
    setError(undefined);
    afterCall(choose.mutateAsync({ uuid, request: { accountUuid: chosen } }), () => void navigate(`/account/heloc/${uuid}/bank/confirm`));
  };
  return (
    <>
      <fieldset className="choice-list" aria-describedby={error ? 'account-choice-error' : undefined}>
        <legend>Your accounts</legend>
        {state.accounts.map((account) => (
          <label key={account.uuid} className="choice-list__option">
            <input type="radio" name="account" value={account.uuid} checked={chosen === account.uuid} onChange={() => setChosen(account.uuid)} />
            <AccountLabel account={account} />
          </label>
        ))}
        {error ? (
          <p className="text-field__error" id="account-choice-error">
            {error}
          </p>
        ) : null}
      </fieldset>
      {choose.isError ? (
        <ErrorAlert>
          <p>{errorMessageOf(choose.error)}</p>
        </ErrorAlert>
      ) : null}
      <div className="form__actions">
        <Button block onClick={submit} disabled={choose.isPending} aria-busy={choose.isPending}>
          {choose.isPending ? (
            <>
              <Spinner /> Saving
            </>
          ) : (
            'Use this account'
          )}
        </Button>
      </div>
    </>
  );
};

/**
 * bank/disburse (DISBURSEMENT_ACCOUNT; AUTOPAY_ACCOUNT without a disbursement routing number): where the money
 * goes. An account already linked (also the one linked for income), a new link through the provider's window,
 * or an account typed by hand on bank/manual-disburse.
 */
export const DisbursePage = () => {
  const { uuid = '' } = useParams();
  const brand = useBrand();
  const start = useStartBankLink();
  const back = useLinkReturn(uuid);
  const link = () => start.mutate({ uuid }, { onSuccess: ({ hostedUrl }) => window.location.assign(hostedUrl) });

  return (
    <BankFrame uuid={uuid} heading="Where should we send your money?" lead="Choose the account your initial draw is paid into." statuses={DISBURSE_STATUSES}>
      {(state) =>
        back.linking ? (
          <p role="status" className="bank-page__loading">
            <Spinner /> Adding your linked account…
          </p>
        ) : (
          <>
            {back.error ? (
              <ErrorAlert>
                <p>{errorMessageOf(back.error)}</p>
              </ErrorAlert>
            ) : null}
            {back.exited ? <p role="status">You left the secure window before linking. You can try again or enter your account by hand.</p> : null}
            <AccountChoice uuid={uuid} state={state} />
            <h2 className="bank-page__section">{state.accounts.length > 0 ? 'Use another account' : 'Add your account'}</h2>
            <p>
              Link your bank through our partner’s secure window. Your information is encrypted with 256-bit encryption.{' '}
              {brand.companyName} never sees or stores your credentials.
            </p>
            {start.isError ? (
              <ErrorAlert>
                <p>{errorMessageOf(start.error)}</p>
              </ErrorAlert>
            ) : null}
            <div className="form__actions">
              <Button variant={state.accounts.length > 0 ? 'secondary' : 'primary'} block onClick={link} disabled={start.isPending || start.isSuccess} aria-busy={start.isPending}>
                {start.isPending || start.isSuccess ? (
                  <>
                    <Spinner /> Opening the secure window
                  </>
                ) : (
                  'Link a bank account'
                )}
              </Button>
            </div>
            <p>
              <Link to={`/account/heloc/${uuid}/bank/manual-disburse`}>Can’t link your bank? Enter your account by hand</Link>
            </p>
          </>
        )
      }
    </BankFrame>
  );
};

export { DisbursePage as Component };
