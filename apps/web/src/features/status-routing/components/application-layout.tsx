import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { nextScreen } from '@lintel/domain';
import { useLenderContact } from '@/lib/lender-contact.ts';
import { useCoDeederGuard } from '@/lib/use-co-deeder-guard.ts';
import { LenderContactCard } from '@/ui/lender-contact-card.tsx';
import { useApplication } from '../api/get-application.ts';
import { useProfile } from '../api/get-profile.ts';
import { toRoutingApplication } from '../routing-input.ts';
import { ProgressSteps } from './progress-steps.tsx';
import { useStepGuard } from '../hooks/use-step-guard.ts';
import '../status-routing.css';

const DECLINE_SCREEN = '/error/decline';

/**
 * The frame of every /account/heloc/{uuid}/* page: the progress steps above the page and the lender-contact
 * card (the application's referring loan officer, else the brand's support) beside it. An underwriting
 * decline takes the applicant to error/decline from any page but the disclosures (nextScreen's rule).
 */
export const ApplicationLayout = () => {
  const { uuid = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const application = useApplication(uuid);
  const profile = useProfile();
  const contact = useLenderContact(application.data?.referrer?.referrerUuid ?? null);
  useStepGuard({ application: application.data, profile: profile.data });
  useCoDeederGuard(profile.data);

  useEffect(() => {
    if (!application.data || !profile.data) return;
    const target = nextScreen({ application: toRoutingApplication(application.data), profile: profile.data, pathname, search });
    const declined = target.path.split('?')[0]?.endsWith(DECLINE_SCREEN) && application.data.status.uwDecision === 'DECLINE';
    if (declined && !pathname.replace(/\/+$/, '').endsWith(DECLINE_SCREEN)) void navigate(target.path, { replace: true });
  }, [application.data, profile.data, pathname, search, navigate]);

  const status = application.data?.status;
  return (
    <div className="application-layout">
      {application.data && status ? (
        <div className="application-layout__progress">
          <ProgressSteps
            status={application.data.applicationStatus}
            manualNotary={status.manualNotary}
            primaryParticipantAcceptComplete={status.primaryParticipantAcceptComplete}
          />
        </div>
      ) : null}
      <div className="application-layout__page">
        <Outlet />
      </div>
      <div className="application-layout__contact">
        <LenderContactCard contact={contact} />
      </div>
    </div>
  );
};

export { ApplicationLayout as Component };
