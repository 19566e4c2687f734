import { useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { TFundingState } from '@lintel/contract';
import { CANCEL_DETAIL_MAX, CANCEL_REASONS, ZCancelLoan, type TCancelLoan } from '@lintel/domain';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { errorMessageOf, inZone } from './funding-format.ts';
import { Countdown } from './countdown.tsx';
import '@/ui/layout.css';
import '@/ui/visually-hidden.css';
import '../complete.css';
import '@/ui/choice-list.css';

type TCancelMutation = UseMutationResult<TFundingState, Error, TCancelLoan>;

/** The right to cancel ends at midnight: shown as the last minute of the last day, where the property is. */
const endsText = (endsAt: string, timeZone: string) =>
  inZone(new Date(new Date(endsAt).getTime() - 60_000).toISOString(), timeZone);

const CancelDialog = ({
  cancel,
  onCancelled,
  isOpen,
  onClose,
}: {
  cancel: TCancelMutation;
  onCancelled: () => void;
  isOpen: boolean;
  onClose: () => void;
}) => {
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; detail?: string }>({});
  const submit = () => {
    const parsed = ZCancelLoan.safeParse({ reason, detail: detail || undefined });
    if (!parsed.success) {
      const found: { reason?: string; detail?: string } = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'reason' | 'detail'] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    cancel.mutate(parsed.data, { onSuccess: onCancelled });
  };
  return (
    <Modal
      title="Cancel your loan?"
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            Keep my loan
          </Button>
          <Button onClick={submit} disabled={cancel.isPending} aria-busy={cancel.isPending}>
            {cancel.isPending ? (
              <>
                <Spinner /> Cancelling
              </>
            ) : (
              'Yes, cancel my loan'
            )}
          </Button>
        </>
      }
    >
      <p>
        Cancelling ends your line of credit. Nothing is funded, and you owe nothing. This cannot be undone.
      </p>
      {cancel.isError ? (
        <ErrorAlert>
          <p>{errorMessageOf(cancel.error)}</p>
        </ErrorAlert>
      ) : null}
      <fieldset className="choice-list" aria-describedby={errors.reason ? 'cancel-reason-error' : undefined}>
        <legend>Why are you cancelling?</legend>
        {CANCEL_REASONS.map((value) => (
          <label key={value} className="choice-list__option">
            <input
              type="radio"
              name="cancel-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {value}
          </label>
        ))}
        {errors.reason ? (
          <p className="text-field__error" id="cancel-reason-error">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <div className="text-field">
        <label className="text-field__label" htmlFor="cancel-detail">
          Tell us more {reason === 'Other' ? '' : '(optional)'}
        </label>
        <textarea
          id="cancel-detail"
          className="text-field__input complete-textarea"
          rows={3}
          maxLength={CANCEL_DETAIL_MAX}
          value={detail}
          aria-invalid={errors.detail ? true : undefined}
          aria-describedby={errors.detail ? 'cancel-detail-error' : undefined}
          onChange={(e) => setDetail(e.target.value)}
        />
        {errors.detail ? (
          <p className="text-field__error" id="cancel-detail-error">
            {errors.detail}
          </p>
        ) : null}
      </div>
    </Modal>
  );
};

const Timeline = ({ state }: { state: NonNullable<TFundingState['timeline']> }) => (
  <ol className="complete-timeline">
    {state.steps.map((step) => (
      <li
        key={step.step}
        className={`complete-timeline__step complete-timeline__step--${step.state.toLowerCase()}`}
      >
        <span className="complete-timeline__title">
          {step.title}
          <span className="visually-hidden">
            {' '}
            (
            {step.state === 'DONE'
              ? 'done'
              : step.state === 'CURRENT'
                ? 'now'
                : step.state === 'SKIPPED'
                  ? 'does not apply'
                  : 'next'}
            )
          </span>
        </span>
        <span>
          {step.state === 'SKIPPED' ? 'A business-purpose loan has no right to cancel.' : step.text}
        </span>
        {step.at && step.state !== 'SKIPPED' ? (
          <span className="complete-timeline__date">
            {step.state === 'DONE' ? '' : 'Expected '}
            {inZone(step.at, state.timeZone, false)}
          </span>
        ) : null}
      </li>
    ))}
  </ol>
);

type TFundingViewProps = {
  funding: UseQueryResult<TFundingState>;
  /** "Cancel my loan" for the owner looking (the applicant or an additional owner), and what follows it. */
  cancel: TCancelMutation;
  onCancelled: () => void;
  /** What comes before the timeline exists (after signing, before rescission starts). */
  notYet: ReactNode;
  /** The owner's signed documents. */
  documents: ReactNode;
  /** The way on from here (the dashboard, or the co-owner's steps). */
  finish: ReactNode;
};

/**
 * The completion view every owner sees: a countdown for each owner with the right to cancel (its end in the
 * property's time zone), the expected funding date, what happens next with dates, the signed documents, and
 * "Cancel my loan" while the looking owner's own period runs.
 */
export const FundingView = ({
  funding,
  cancel,
  onCancelled,
  notYet,
  documents,
  finish,
}: TFundingViewProps) => {
  const [cancelling, setCancelling] = useState(false);
  const data = funding.data;
  // The server runs the (simulated) clock: count down from its "now", as of when the answer arrived.
  const skewMs = data ? new Date(data.now).getTime() - funding.dataUpdatedAt : 0;
  return (
    <section className="complete-page">
      <PageHeading>You're all set</PageHeading>
      {funding.isPending ? (
        <p role="status">
          <Spinner /> Loading your funding timeline…
        </p>
      ) : funding.isError ? (
        <ErrorAlert>
          <p>{errorMessageOf(funding.error)}</p>
        </ErrorAlert>
      ) : !data?.timeline ? (
        data?.applicationStatus === 'GEN_RESCISSION' ? (
          <p role="status">
            <Spinner /> We're preparing your funding timeline. This takes a moment.
          </p>
        ) : (
          <>
            <p>Your documents are signed. We're finishing your closing.</p>
            {notYet}
            {finish}
          </>
        )
      ) : (
        <>
          <p className="complete-page__lead">
            Your documents are signed. We expect to fund your line on{' '}
            <strong>{inZone(data.timeline.expectedFundingAt, data.timeline.timeZone, false)}</strong>.
          </p>
          {data.timeline.rightToCancel ? (
            <>
              <h2 className="complete-page__section">Your right to cancel</h2>
              <p>
                Each owner can cancel this loan for three business days after signing, without cost. Sundays
                and federal holidays do not count. Times are shown where your property is.
              </p>
              <ul className="complete-owners">
                {data.timeline.owners.map((owner) => (
                  <li key={`${owner.name}-${owner.endsAt}`} className="complete-owner">
                    <span className="complete-owner__name">
                      {owner.name}
                      {owner.isYou ? ' (you)' : ''}
                    </span>
                    <span>Can cancel until {endsText(owner.endsAt, data.timeline!.timeZone)}</span>
                    <Countdown endsAt={owner.endsAt} skewMs={skewMs} />
                  </li>
                ))}
              </ul>
              {data.timeline.canCancel ? (
                <div className="form__actions">
                  <Button variant="secondary" onClick={() => setCancelling(true)}>
                    Cancel my loan
                  </Button>
                </div>
              ) : null}
              <CancelDialog
                cancel={cancel}
                onCancelled={onCancelled}
                isOpen={cancelling}
                onClose={() => setCancelling(false)}
              />
            </>
          ) : null}
          <h2 className="complete-page__section">What happens next</h2>
          <Timeline state={data.timeline} />
          <h2 className="complete-page__section">Your signed documents</h2>
          {documents}
          {finish}
        </>
      )}
    </section>
  );
};
