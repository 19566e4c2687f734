import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  listRegisterV2Steps,
  REGISTER_V2_STEP_QUERY_NAME,
  resolveRegisterV2Step,
  isRegisterV2Step,
} from '@lintel/domain';
import { useFlagValue } from '@/lib/feature-flags.ts';
import { useLenderContact } from '@/lib/lender-contact.ts';
import { LenderContactCard } from '@/ui/lender-contact-card.tsx';
import { useRegisterData } from '../state/register-store.ts';
import { usePrefillFromProfile } from '../state/use-prefill-from-profile.ts';
import { AUTH_MODE } from '../state/auth-mode.ts';
import { hasContactOnFile, registerV2Href, stepFromPath } from '../state/use-register-v2-navigation.ts';
import { NOT_ACCEPTING_APPS_PATH, useReferrerGuard } from '../state/use-referrer-guard.ts';
import { applyLinkParameters } from '../state/link-parameters.ts';
import { useLinkLookups } from '../state/use-link-lookups.ts';
import { LinkNotices } from './link-notices.tsx';
import { RegisterProgress } from './register-progress.tsx';
import './registration.css';

export { NOT_ACCEPTING_APPS_PATH };
export const REGISTER_V1_PATH = '/account/heloc/register';

/**
 * The register-v2 frame: the redesign flag, the referrer rules, prefill and utm parameters, the guard that
 * returns deeper steps to the first one without a property street, then progress, the step and the sidebar.
 */
export const Component = () => {
  const location = useLocation();
  const data = useRegisterData();
  const { referrer, blocked } = useReferrerGuard();
  const contact = useLenderContact(referrer.referrer);
  // The redesign is on by default: only a decided "off" (or a session override) sends the visitor to v1.
  const redesignOff = useFlagValue('fe-heloc-redesign-2025')?.enabled === false;
  // Once per visit, before the first step renders: prefill (?state= / ?userData=), utm_* and referrer.
  useState(() => applyLinkParameters(new URLSearchParams(location.search)));

  usePrefillFromProfile();
  // ?referral= and ?offerCode= (decision 089): the step waits for their details, so its form starts from them.
  const lookups = useLinkLookups();

  if (redesignOff) return <Navigate replace to={`${REGISTER_V1_PATH}${location.search}`} />;
  if (blocked) return <Navigate replace to={NOT_ACCEPTING_APPS_PATH} />;

  const requested = stepFromPath(location.pathname);
  const facts = {
    occupancyType: data.propertyAddress.occupancyType,
    authMode: AUTH_MODE,
    hasContact: hasContactOnFile(data),
    propertyStreet1: data.propertyAddress.street1,
  };
  const step = resolveRegisterV2Step(requested, facts);
  if (step !== requested || !isRegisterV2Step(requested))
    return <Navigate replace to={registerV2Href(step, location.search)} />;

  const steps = listRegisterV2Steps(facts);
  const fraction = steps.indexOf(step) / steps.length;
  return (
    <div className="reg-layout">
      <div className="reg-layout__progress">
        <RegisterProgress
          step={REGISTER_V2_STEP_QUERY_NAME[step]}
          fraction={fraction}
          hasEmail={data.prefilled.email}
          hasPhoneNumber={data.prefilled.phoneNumber}
        />
      </div>
      <div className="reg-layout__main">
        <LinkNotices notice={lookups.notice} utm={data.utmDetails} />
        {lookups.isPending ? <p role="status">Loading your details…</p> : <Outlet />}
      </div>
      <div className="reg-layout__aside">
        <LenderContactCard contact={contact} />
      </div>
    </div>
  );
};
