import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { nextScreen } from '@lintel/domain';
import { useApplication } from '../api/get-application.ts';
import { applicationStatusQueryOptions } from '../api/get-application-status.ts';
import { useProfile } from '../api/get-profile.ts';
import { toRoutingApplication } from '../routing-input.ts';

/**
 * /account/heloc/{uuid}: reads the application, the profile and the status, then replaces itself with the
 * screen the status calls for (spec 01 section 4), keeping only ?pop-webchat. Without an application or a
 * profile (not found, not the applicant's) the applicant goes to the dashboard.
 */
export const ApplicationRouterPage = () => {
  const { uuid = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const application = useApplication(uuid);
  const profile = useProfile();
  const status = useQuery(applicationStatusQueryOptions(uuid));
  // Wait for a fresh status: a cached one may predate what the previous page just did (an SSN, a retry).
  const settled = !application.isPending && !profile.isPending && !status.isPending && !status.isFetching;

  useEffect(() => {
    if (!settled) return;
    const target = nextScreen({
      application: application.data && toRoutingApplication(application.data, status.data),
      profile: profile.data,
      pathname,
      search,
    });
    if (target.warning) console.warn(target.warning);
    void navigate(target.path, { replace: true, state: target.state });
  }, [settled, application.data, profile.data, status.data, pathname, search, navigate]);

  return (
    <p role="status" className="routing-loading">
      Loading your application…
    </p>
  );
};

export { ApplicationRouterPage as Component };
