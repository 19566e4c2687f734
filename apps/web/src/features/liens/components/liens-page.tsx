import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  FCRA_CONSENT_LABEL,
  FCRA_NOTICE_PARAGRAPHS,
  formatMoney,
  LIENS_MESSAGES,
  MoneyDecimal,
  payoffAmount,
  preferredDraw,
  sliderBounds,
  type TDrawPreference,
  type TMoneyInput,
} from '@lintel/domain';
import type { TLiensResponse } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useConfirmLiens, useLiens } from '../api/liens-calls.ts';
import '@/ui/layout.css';
import '../liens.css';

const PREFERENCES: { value: TDrawPreference; label: string }[] = [
  { value: 'PRESERVE', label: 'Keep the cash I chose and add the payoff on top' },
  { value: 'DEDUCT', label: 'Pay off from the draw I chose (less cash to me)' },
  { value: 'MAXIMIZE', label: 'Draw the most I can' },
];

const ACCOUNT_LABELS: Record<string, string> = {
  MORTGAGE: 'Mortgage',
  AUTO: 'Auto loan',
  REVOLVING: 'Credit card',
  INSTALLMENT: 'Installment loan',
  STUDENT: 'Student loan',
};

const money = (value: TMoneyInput) => formatMoney(value);

/** The draw the marks make, with the domain's functions (spec 02 "Calculations"), as the server works it out. */
const drawWith = (data: TLiensResponse, marked: ReadonlySet<string>, preference: TDrawPreference) => {
  if (!data.draw) return null;
  const payoff = payoffAmount({
    liabilities: data.liabilities.map((line) => ({ monetaryBalance: line.monetaryBalance, payOff: marked.has(line.uuid) ? { status: 'MARKED_FOR_PAYOFF' } : null })),
  });
  const used = payoff.greaterThan(0) ? preference : 'DEDUCT';
  const bounds = sliderBounds({ minDraw: data.draw.minDraw, maxDraw: data.draw.maxDraw, payoffAmount: payoff, preference: used });
  if (!bounds.feasible) return { payoff, feasible: false as const };
  const selected = MoneyDecimal.min(MoneyDecimal.max(new MoneyDecimal(data.draw.selectedDraw), bounds.min), bounds.max);
  const initial = preferredDraw({ preference: used, liabilities: payoff, selectedDraw: selected, maxDraw: data.draw.maxDraw });
  return { payoff, feasible: true as const, initial, cash: MoneyDecimal.max(initial.minus(payoff), new MoneyDecimal(0)) };
};

/**
 * /{uuid}/liens (LIEN_VERIFICATION, LIEN_VERIFICATION_INQUIRY): the debts on the credit report with balance and
 * monthly payment; the applicant marks any to pay off from the line and sees how that changes the draw; then
 * reads the FCRA notice and authorises the hard credit pull. Marks chosen on the offer screen come pre-ticked.
 */
export const LiensPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const liens = useLiens(uuid);
  const confirm = useConfirmLiens();
  const [marked, setMarked] = useState<Set<string>>(new Set());
  const [preference, setPreference] = useState<TDrawPreference>('PRESERVE');
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);

  useEffect(() => {
    if (!liens.data) return;
    setMarked(new Set(liens.data.liabilities.filter((line) => line.payOff?.status === 'MARKED_FOR_PAYOFF').map((line) => line.uuid)));
    if (liens.data.draw?.drawPreference) setPreference(liens.data.draw.drawPreference);
  }, [liens.data]);

  const data = liens.data;
  const draw = data ? drawWith(data, marked, preference) : null;
  const anyMarked = marked.size > 0;

  const toggle = (id: string) =>
    setMarked((all) => {
      const next = new Set(all);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!data || confirm.isPending) return;
    if (!consent) {
      setConsentError(LIENS_MESSAGES.consent);
      document.getElementById('fcra-consent')?.focus();
      return;
    }
    confirm.mutate(
      {
        uuid,
        request: {
          payoffLiabilities: [...marked],
          ...(anyMarked ? { drawPreference: preference } : {}),
          hardCreditConsent: true,
          fcraNoticeVersion: data.fcraNoticeVersion,
        },
      },
      { onSuccess: () => void navigate(`/account/heloc/${uuid}`, { replace: true }) },
    );
  };

  return (
    <section className="liens-page">
      <PageHeading>Review your debts</PageHeading>
      {liens.isPending ? (
        <p role="status">
          <Spinner /> Loading your debts
        </p>
      ) : null}
      {liens.isError ? (
        <ErrorAlert>
          <p>{isApiError(liens.error) ? liens.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {data ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          <p className="liens-page__lead">
            These are the debts on your credit report. You can pay any of them off with your line of credit: we pay
            the lender directly at funding.
          </p>
          {confirm.isError ? (
            <ErrorAlert>
              <p>{isApiError(confirm.error) ? confirm.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
            </ErrorAlert>
          ) : null}
          {data.liabilities.length === 0 ? <p>Your credit report shows no debts to review.</p> : null}
          <ul className="liens-list">
            {data.liabilities.map((line) => (
              <li key={line.uuid} className="liens-list__item">
                <h2 className="liens-list__name">{line.creditorName}</h2>
                <dl className="liens-list__figures">
                  <dt>Type</dt>
                  <dd>{ACCOUNT_LABELS[line.accountType] ?? line.accountType}</dd>
                  <dt>Balance</dt>
                  <dd>{money(line.monetaryBalance)}</dd>
                  <dt>Monthly payment</dt>
                  <dd>{money(line.monetaryCalculatedNextPaymentMinimumAmount)}</dd>
                </dl>
                <label className="liens-choice">
                  <input type="checkbox" checked={marked.has(line.uuid)} onChange={() => toggle(line.uuid)} />
                  Pay off {line.creditorName} with my line of credit
                </label>
              </li>
            ))}
          </ul>
          {anyMarked && data.draw ? (
            <fieldset>
              <legend>How should the payoff change your draw?</legend>
              {PREFERENCES.map((option) => (
                <label key={option.value} className="liens-choice">
                  <input type="radio" name="drawPreference" value={option.value} checked={preference === option.value} onChange={() => setPreference(option.value)} />
                  {option.label}
                </label>
              ))}
            </fieldset>
          ) : null}
          {draw ? (
            <div className="liens-summary" aria-live="polite">
              {draw.feasible ? (
                <dl>
                  <dt>Paid off to your lenders</dt>
                  <dd>{money(draw.payoff)}</dd>
                  <dt>Cash to you</dt>
                  <dd>{money(draw.cash)}</dd>
                  <dt>Your initial draw</dt>
                  <dd>{money(draw.initial)}</dd>
                </dl>
              ) : (
                <p className="liens-page__error">The debts marked for payoff are more than this line can pay off. Please unmark one.</p>
              )}
            </div>
          ) : null}
          <section className="fcra-notice" aria-labelledby="fcra-heading">
            <h2 id="fcra-heading">Before we check your credit</h2>
            {FCRA_NOTICE_PARAGRAPHS.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <label className="liens-choice">
              <input
                id="fcra-consent"
                type="checkbox"
                checked={consent}
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? 'fcra-consent-error' : undefined}
                onChange={(event) => {
                  setConsent(event.target.checked);
                  if (event.target.checked) setConsentError(null);
                }}
              />
              {FCRA_CONSENT_LABEL}
            </label>
            {consentError ? (
              <p id="fcra-consent-error" className="liens-page__error">
                {consentError}
              </p>
            ) : null}
          </section>
          <div className="form__actions">
            <Button type="submit" block disabled={confirm.isPending || (draw !== null && !draw.feasible)} aria-busy={confirm.isPending}>
              {confirm.isPending ? 'Submitting…' : 'Continue'}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
};

export { LiensPage as Component };
