import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { TBankState } from '@lintel/contract';
import { BANK_MESSAGES, formatMoney, formatRate, type TManualBankAccount } from '@lintel/domain';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useChooseAutopay } from '../api/bank-api.ts';
import { AccountLabel } from './account-label.tsx';
import { AUTOPAY_STATUSES, BankFrame, errorMessageOf } from './bank-frame.tsx';
import { ManualAccountForm } from './manual-account-form.tsx';
import '@/ui/choice-list.css';

type TChoice = 'SAME' | 'OTHER' | 'NEW' | 'MANUAL';

const Discount = ({ discount }: { discount: NonNullable<TBankState['autopayDiscount']> }) => (
  <div className="bank-discount">
    <p>
      <strong>Save with autopay:</strong> your rate goes from {formatRate(discount.rate)} to {formatRate(discount.rateWithDiscount)} (
      {formatRate(discount.ratePoints)} off), so your monthly payment goes from {formatMoney(discount.monthlyPayment)} to{' '}
      {formatMoney(discount.monthlyPaymentWithDiscount)}: {formatMoney(discount.monthlySaving)} less each month.
    </p>
  </div>
);

const AutopayForm = ({ uuid, state }: { uuid: string; state: TBankState }) => {
  const navigate = useNavigate();
  const choose = useChooseAutopay();
  const disbursement = state.accounts.find((account) => account.uuid === state.disbursementAccountUuid);
  const others = state.accounts.filter((account) => account.uuid !== state.disbursementAccountUuid);
  const [choice, setChoice] = useState<TChoice | ''>(state.paymentMethod === 'MANUAL' ? 'MANUAL' : disbursement ? 'SAME' : '');
  const [other, setOther] = useState(others[0]?.uuid ?? '');
  const [error, setError] = useState<string>();
  // Not mutate's onSuccess: the saved choice moves the application on, and the status can arrive (and this form
  // leave the page for "not open") before the answer does; mutate's own callbacks then never run.
  const send = (request: Parameters<typeof choose.mutateAsync>[0]['request']) =>
    choose.mutateAsync({ uuid, request }).then(
      () => void navigate(`/account/heloc/${uuid}`, { replace: true }),
      () => undefined, // shown from choose.error
    );

  const submit = () => {
    if (!choice) return setError(BANK_MESSAGES.paymentMethodRequired);
    setError(undefined);
    if (choice === 'MANUAL') return void send({ paymentMethod: 'MANUAL' });
    const accountUuid = choice === 'SAME' ? disbursement?.uuid : other;
    if (!accountUuid) return setError(BANK_MESSAGES.accountRequired);
    void send({ paymentMethod: 'AUTOPAY', accountUuid });
  };
  const submitNew = (manual: TManualBankAccount) => void send({ paymentMethod: 'AUTOPAY', manual });
  const option = (value: TChoice, label: ReactNode) => (
    <label className="choice-list__option">
      <input type="radio" name="payment" value={value} checked={choice === value} onChange={() => setChoice(value)} />
      <span>{label}</span>
    </label>
  );

  return (
    <>
      {state.autopayDiscount ? <Discount discount={state.autopayDiscount} /> : null}
      <fieldset className="choice-list" aria-describedby={error ? 'payment-error' : undefined}>
        <legend>How do you want to make your payments?</legend>
        {disbursement ? option('SAME', <>Autopay from the same account: <AccountLabel account={disbursement} /></>) : null}
        {others.length > 0 ? option('OTHER', 'Autopay from another of my accounts') : null}
        {choice === 'OTHER' ? (
          <div className="choice-list__nested">
            {others.map((account) => (
              <label key={account.uuid} className="choice-list__option">
                <input type="radio" name="other-account" value={account.uuid} checked={other === account.uuid} onChange={() => setOther(account.uuid)} />
                <AccountLabel account={account} />
              </label>
            ))}
          </div>
        ) : null}
        {option('NEW', 'Autopay from an account I enter')}
        {option('MANUAL', state.autopayDiscount ? 'I will pay each month myself (no autopay discount)' : 'I will pay each month myself')}
        {error ? (
          <p className="text-field__error" id="payment-error">
            {error}
          </p>
        ) : null}
      </fieldset>
      {choice === 'NEW' ? (
        <ManualAccountForm defaultOwnerName={state.applicantName} submitLabel="Set up autopay" pending={choose.isPending} error={choose.error} onSubmit={submitNew} />
      ) : (
        <>
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
                'Continue'
              )}
            </Button>
          </div>
        </>
      )}
    </>
  );
};

/** bank/autopay (AUTOPAY_ACCOUNT with a disbursement account, VERIFIED_AUTOPAY_ACCOUNT): payment method AUTOPAY or MANUAL. */
export const AutopayPage = () => {
  const { uuid = '' } = useParams();
  return (
    <BankFrame uuid={uuid} heading="Set up your payments" lead="Pay automatically each month, or pay yourself." statuses={AUTOPAY_STATUSES}>
      {(state) => <AutopayForm uuid={uuid} state={state} />}
    </BankFrame>
  );
};

export { AutopayPage as Component };
