import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MAIN_ORG_CODE } from '@lintel/brands';
import { SMS_TRANSACTIONAL_CONSENT_FLAG } from '@lintel/domain';
import { FullScreenLoader } from '@/brand/index.ts';
import { useFlag } from '@/lib/feature-flags.ts';
import { getOrgCode } from '@/lib/org.ts';
import { isAuthenticated } from '@/lib/session.ts';
import { Button, buttonClassName } from '@/ui/button.tsx';
import { clearRegisterData, getRegisterData, updateRegisterData } from '../state/register-store.ts';
import { RegistrationModal } from '../components/registration-modal.tsx';
import { ProcessingModal, PROCESSING_TIMEOUT_MS } from '../components/processing-modal.tsx';
import { submitRegistration, type TSubmitOutcome } from './submit-registration.ts';
import { clearRegistrationIdempotencyKey, getRegistrationIdempotencyKey } from './idempotency-key.ts';
import { waitForStatusChange } from './wait-for-status.ts';
import { useHideDelay } from './use-hide-delay.ts';

type TModal = Extract<TSubmitOutcome, { kind: 'accountExists' | 'blocked' }> | null;

/**
 * Runs the submit sequence from the last step and shows what it needs: the loader, the processing modal
 * while the new application is pre-qualified, the account-exists and registration-message modals, and
 * the "not offered in your state" banner. One submit at a time: a second click while one runs is ignored.
 */
export const useRegistrationSubmit = () => {
  const navigate = useNavigate();
  const running = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [modal, setModal] = useState<TModal>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const loaderVisible = useHideDelay(isSubmitting && !processing);

  const smsTransactionalOn = useFlag(SMS_TRANSACTIONAL_CONSENT_FLAG);
  const submit = async (password: string | null) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    setBanner(null);
    try {
      const orgCode = getOrgCode();
      const outcome = await submitRegistration({
        data: getRegisterData(),
        password,
        orgCode,
        isMainBrand: orgCode === MAIN_ORG_CODE,
        isLoggedIn: isAuthenticated(),
        idempotencyKey: getRegistrationIdempotencyKey(),
        smsTransactionalConsentAsked: smsTransactionalOn,
      });
      switch (outcome.kind) {
        case 'waitlist':
          await navigate(outcome.destination);
          clearRegisterData();
          return;
        case 'accountExists':
        case 'blocked':
          setModal(outcome);
          return;
        case 'notOffered':
          setBanner(outcome.message);
          return;
        case 'offerCodeRefused':
          // Submitting again applies without the offer; the banner says why.
          updateRegisterData({ offerCode: null });
          setBanner(outcome.message);
          return;
        case 'failed':
          navigate('/dashboard');
          return;
        case 'created': {
          setProcessing(true);
          await waitForStatusChange(outcome.application.uuid, PROCESSING_TIMEOUT_MS);
          // Leave first: cleared register data would send the still-mounted steps back to the first one.
          await navigate(`/account/heloc/${outcome.application.uuid}`);
          clearRegisterData();
          clearRegistrationIdempotencyKey();
          return;
        }
      }
    } finally {
      running.current = false;
      setSubmitting(false);
      setProcessing(false);
    }
  };

  const overlays = (
    <>
      {loaderVisible ? <FullScreenLoader active label="Submitting your information" minimumMs={0} /> : null}
      {processing ? <ProcessingModal /> : null}
      {modal?.kind === 'accountExists' ? (
        <RegistrationModal
          title="Account already exists"
          onClose={() => setModal(null)}
          actions={
            <>
              {/* The email goes in the navigation state, never in the address (personal data stays out of URLs). */}
              <Link className={buttonClassName('primary')} to="/auth/login" state={{ email: getRegisterData().email.trim() }}>
                Login
              </Link>
              <Button variant="secondary" onClick={() => setModal(null)}>
                Close
              </Button>
            </>
          }
        >
          <p>
            An account already exists for this email or phone number. Log in to continue your application.
          </p>
        </RegistrationModal>
      ) : null}
      {modal?.kind === 'blocked' ? (
        <RegistrationModal
          title={modal.block.message}
          actions={
            modal.block.kind === 'activeApplication' && modal.block.applicationUuid ? (
              <Button
                onClick={() =>
                  navigate(`/account/heloc/${(modal.block as { applicationUuid: string }).applicationUuid}`)
                }
              >
                Continue
              </Button>
            ) : (
              <Button onClick={() => navigate('/dashboard')}>Go to dashboard</Button>
            )
          }
        >
          {modal.block.kind === 'activeApplication' ? (
            <p>You can pick up where you left off with your current application.</p>
          ) : modal.block.kind === 'inquiry' ? (
            <p>{modal.block.body}</p>
          ) : (
            <p>You can apply again once 45 days have passed since your last HELOC.</p>
          )}
        </RegistrationModal>
      ) : null}
    </>
  );

  return { submit, isSubmitting, banner, overlays };
};
