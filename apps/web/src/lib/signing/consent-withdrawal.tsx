import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ESIGN_WITHDRAWAL } from '@lintel/domain';
import type { TSigningConsent } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';

/** What records or withdraws a consent: the primary's calls or a co-owner's (a react-query mutation). */
export type TConsentMutation = { mutate: (version: string) => void; isPending: boolean; isError: boolean; error: Error | null };

/** "November 23, 2026 at 9:40 PM" in the reader's time zone. */
export const consentTimeText = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * After a withdrawal: what it means and how to go on (paper copies from the loan team, or agree again). With
 * focusOnShow the heading takes the focus (the control that opened the confirmation is gone).
 */
export const ConsentWithdrawnNotice = ({
  withdrawnAt,
  consentPath,
  focusOnShow = false,
}: {
  withdrawnAt: string;
  /** Where the consent can be read and given again; omitted where it is shown below. */
  consentPath?: string;
  focusOnShow?: boolean;
}) => {
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <section className="signing-withdrawn" aria-labelledby="consent-withdrawn-title">
      <h2 id="consent-withdrawn-title" ref={heading} tabIndex={-1}>
        {ESIGN_WITHDRAWAL.withdrawnTitle}
      </h2>
      <p>{ESIGN_WITHDRAWAL.withdrawnOn(consentTimeText(withdrawnAt))}</p>
      <p>{ESIGN_WITHDRAWAL.paperCopies}</p>
      {consentPath ? (
        <p>
          {ESIGN_WITHDRAWAL.continueElectronically} <Link to={consentPath}>Read the consent</Link>
        </p>
      ) : (
        <p>{ESIGN_WITHDRAWAL.continueElectronically}</p>
      )}
    </section>
  );
};

/**
 * Where the consent is shown: when it was given and the right to withdraw it, as an action. "Withdraw consent"
 * asks for confirmation in a dialog, then records the withdrawal (with its time) and shows what comes next.
 * Nothing is shown once the applicant has signed (the signed records stand) or before a consent.
 */
export const ConsentWithdrawal = ({
  data,
  withdraw,
  consentPath,
}: {
  data: { consent: TSigningConsent; signed: boolean };
  /** The call that records the withdrawal (the primary's or a co-owner's); its argument is unused. */
  withdraw: Omit<TConsentMutation, 'mutate'> & { mutate: (version: string, options: { onSuccess: () => void }) => void };
  /** Where the consent is read and given again. */
  consentPath: string;
}) => {
  const [confirming, setConfirming] = useState(false);
  const [justWithdrawn, setJustWithdrawn] = useState(false);
  if (data.consent.withdrawnAt)
    return <ConsentWithdrawnNotice withdrawnAt={data.consent.withdrawnAt} consentPath={consentPath} focusOnShow={justWithdrawn} />;
  if (!data.consent.current || !data.consent.given || data.signed) return null;
  return (
    <section className="signing-withdrawal" aria-labelledby="consent-withdrawal-title">
      <h2 id="consent-withdrawal-title">{ESIGN_WITHDRAWAL.sectionTitle}</h2>
      <p>{ESIGN_WITHDRAWAL.given(consentTimeText(data.consent.given.givenAt), data.consent.given.version)}</p>
      <p>{ESIGN_WITHDRAWAL.rightToWithdraw}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {ESIGN_WITHDRAWAL.action}
      </Button>
      <Modal
        title={ESIGN_WITHDRAWAL.confirmTitle}
        role="alertdialog"
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {ESIGN_WITHDRAWAL.cancel}
            </Button>
            <Button
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(data.consent.currentVersion, {
                  onSuccess: () => {
                    setJustWithdrawn(true);
                    setConfirming(false);
                  },
                })
              }
            >
              {withdraw.isPending ? 'Submitting' : ESIGN_WITHDRAWAL.confirm}
            </Button>
          </>
        }
      >
        {ESIGN_WITHDRAWAL.confirmBody.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        {withdraw.isError ? (
          <ErrorAlert>
            <p>{isApiError(withdraw.error) ? withdraw.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
          </ErrorAlert>
        ) : null}
      </Modal>
    </section>
  );
};
