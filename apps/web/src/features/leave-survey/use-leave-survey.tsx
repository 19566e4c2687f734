import { useRef, useState, type ReactNode } from 'react';
import { useLocation, useMatch } from 'react-router';
import { isLeaveSurveyPath, isUuid, LEAVE_SURVEY_LOGOUT_DELAY_MS, type TLeaveSurveyAnswer } from '@lintel/domain';
import { sendLeaveSurvey } from './api/send-leave-survey.ts';
import { LeaveSurveyModal } from './components/leave-survey-modal.tsx';

// Spec 03 section 4: enabled only while not yet triggered. Once shown it stays off until the page reloads
// (a logout follows it, and a fresh login starts a fresh page).
let triggered = false;
export const resetLeaveSurvey = () => {
  triggered = false;
};
export const disableLeaveSurvey = () => {
  triggered = true;
};

/**
 * Logout from liens, product/select, identity or signing/sign asks the leave-survey first; logout then
 * proceeds 750 ms after the survey is submitted or closed. `intercept` takes the real logout.
 */
export const useLeaveSurvey = (): { intercept: (logout: () => void) => void; element: ReactNode } => {
  const { pathname } = useLocation();
  const match = useMatch('/account/heloc/:uuid/*');
  const [isOpen, setOpen] = useState(false);
  const [isDone, setDone] = useState(false);
  const pending = useRef<(() => void) | null>(null);

  const finish = () => {
    const logout = pending.current;
    pending.current = null;
    setDone(true);
    window.setTimeout(() => {
      setOpen(false);
      setDone(false);
      logout?.();
    }, LEAVE_SURVEY_LOGOUT_DELAY_MS);
  };

  const intercept = (logout: () => void) => {
    if (triggered || !isLeaveSurveyPath(pathname)) {
      logout();
      return;
    }
    disableLeaveSurvey();
    pending.current = logout;
    setOpen(true);
  };

  const onSubmit = (answer: TLeaveSurveyAnswer) => {
    const applicationUuid = match?.params.uuid && isUuid(match.params.uuid) ? match.params.uuid : null;
    void sendLeaveSurvey({ ...answer, applicationUuid, pathname }).catch(() => undefined);
    finish();
  };
  const onClose = () => {
    if (pending.current) finish();
  };

  return { intercept, element: <LeaveSurveyModal isOpen={isOpen} isDone={isDone} onSubmit={onSubmit} onClose={onClose} /> };
};
