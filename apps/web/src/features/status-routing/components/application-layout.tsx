import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import type { THelocApplication } from '@lintel/contract';
import { canApplicantCancel, CO_DEEDER_PROFILE_TYPE, nextScreen } from '@lintel/domain';
import { useLenderContact } from '@/lib/lender-contact.ts';
import { useCoDeederGuard } from '@/lib/use-co-deeder-guard.ts';
import { LenderContactCard } from '@/ui/lender-contact-card.tsx';
import { useApplication } from '../api/get-application.ts';
import { useProfile } from '../api/get-profile.ts';
import { toRoutingApplication } from '../routing-input.ts';
import { ProgressSteps } from './progress-steps.tsx';
import { CancelApplication } from './cancel-application.tsx';
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

  // The owner's "Cancel application" while there is something to cancel (decision 084); never for a co-owner.
  const cancellable =
    application.data !== undefined &&
    profile.data !== undefined &&
    profile.data.profileType !== CO_DEEDER_PROFILE_TYPE &&
    canApplicantCancel(application.data.applicationStatus);
  const onCancelled = (cancelled: THelocApplication) => {
    if (!profile.data) return;
    void navigate(nextScreen({ application: toRoutingApplication(cancelled), profile: profile.data, pathname, search }).path, { replace: true });
  };

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
      {cancellable ? (
        <div className="application-layout__cancel">
          <CancelApplication uuid={uuid} onCancelled={onCancelled} />
        </div>
      ) : null}
    </div>
  );
};

export { ApplicationLayout as Component };
