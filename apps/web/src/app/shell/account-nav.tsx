import { Link } from 'react-router';
import { LogoutButton, useIdentity } from '@/features/auth/index.ts';
import { useLeaveSurvey } from '@/features/leave-survey/index.ts';
import { NotificationsBell } from '@/features/notifications/index.ts';
import { isAdditionalSignerToken } from '@/lib/token-identity.ts';
import { buttonClassName } from '@/ui/button.tsx';

/**
 * The signed-in person's part of the header: notifications, Dashboard and Logout (with the leave-survey).
 * Spec 02 section 6: an additional signer has no dashboard of its own, so Dashboard shows for it only when its
 * identity is also a broker's.
 */
export const AccountNav = () => {
  const leaveSurvey = useLeaveSurvey();
  const signer = isAdditionalSignerToken();
  const identity = useIdentity({ enabled: signer });
  const showDashboard = !signer || identity.data?.isBroker === true;
  return (
    <>
      <NotificationsBell />
      {showDashboard ? (
        <Link className={buttonClassName('link')} to="/dashboard">
          Dashboard
        </Link>
      ) : null}
      <LogoutButton intercept={leaveSurvey.intercept} />
      {leaveSurvey.element}
    </>
  );
};
