import { useState } from 'react';
import type { THelocApplication } from '@lintel/contract';
import { APPLICANT_CANCEL_REASON_MAX, APPLICANT_CANCEL_TEXTS, ZApplicantCancelRequest } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import '@/ui/text-field.css';
import { useCancelApplication } from '../api/cancel-application.ts';

const REASON_ID = 'cancel-application-reason';
const REASON_ERROR_ID = 'cancel-application-reason-error';

type TCancelApplicationProps = {
  uuid: string;
  /** After the server has cancelled it: the status routing takes over (CANCELLED goes to the dashboard). */
  onCancelled: (application: THelocApplication) => void;
};

/**
 * The applicant's "Cancel application" (spec 04 section 3, decision 084): a quiet link-styled button that opens a
 * confirmation dialog saying what cancelling means, with an optional reason. The dialog (React Aria) traps focus,
 * closes on Escape and gives focus back to the button.
 */
export const CancelApplication = ({ uuid, onCancelled }: TCancelApplicationProps) => {
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const cancel = useCancelApplication(uuid);

  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    setReasonError(null);
    cancel.reset();
  };

  const submit = () => {
    const parsed = ZApplicantCancelRequest.safeParse({ reason: reason.trim() === '' ? null : reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? UNEXPECTED_ERROR_MESSAGE);
      return;
    }
    setReasonError(null);
    // Not mutate's own onSuccess: the hook's invalidation refetches the application first, the layout then sees it
    // CANCELLED and unmounts this component, and React Query skips the callbacks of an unmounted mutation, so the
    // applicant stayed on the page (CI). The promise resolves either way; a failure is shown from `cancel.error`.
    cancel.mutateAsync(parsed.data).then(
      (application) => {
        setOpen(false);
        onCancelled(application);
      },
      () => undefined,
    );
  };

  return (
    <div className="cancel-application">
      <Button variant="link" className="cancel-application__open" onClick={() => setOpen(true)}>
        {APPLICANT_CANCEL_TEXTS.action}
      </Button>
      <Modal
        title={APPLICANT_CANCEL_TEXTS.title}
        isOpen={isOpen}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
              {APPLICANT_CANCEL_TEXTS.keep}
            </Button>
            <Button
              className="cancel-application__confirm"
              onClick={submit}
              disabled={cancel.isPending}
              aria-busy={cancel.isPending}
            >
              {cancel.isPending ? (
                <>
                  <Spinner /> {APPLICANT_CANCEL_TEXTS.cancelling}
                </>
              ) : (
                APPLICANT_CANCEL_TEXTS.confirm
              )}
            </Button>
          </>
        }
      >
        <p>{APPLICANT_CANCEL_TEXTS.explanation}</p>
        {cancel.isError ? (
          <ErrorAlert>
            <p>{isApiError(cancel.error) ? cancel.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
          </ErrorAlert>
        ) : null}
        <div className="text-field">
          <label className="text-field__label" htmlFor={REASON_ID}>
            {APPLICANT_CANCEL_TEXTS.reasonLabel}
          </label>
          <textarea
            id={REASON_ID}
            className="text-field__input cancel-application__reason"
            rows={3}
            maxLength={APPLICANT_CANCEL_REASON_MAX}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? REASON_ERROR_ID : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {reasonError ? (
            <p className="text-field__error" id={REASON_ERROR_ID}>
              {reasonError}
            </p>
          ) : null}
        </div>
      </Modal>
    </div>
  );
};
