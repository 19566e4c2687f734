import { Link } from 'react-router';
import { LogoutButton } from '@/features/auth/index.ts';
import { useLeaveSurvey } from '@/features/leave-survey/index.ts';
import { NotificationsBell } from '@/features/notifications/index.ts';
import { buttonClassName } from '@/ui/button.tsx';

/** The signed-in applicant's part of the header: notifications, Dashboard and Logout (with the leave-survey). */
export const AccountNav = () => {
  const leaveSurvey = useLeaveSurvey();
  return (
    <>
      <NotificationsBell />
      <Link className={buttonClassName('link')} to="/dashboard">
        Dashboard
      </Link>
      <LogoutButton intercept={leaveSurvey.intercept} />
      {leaveSurvey.element}
    </>
  );
};
