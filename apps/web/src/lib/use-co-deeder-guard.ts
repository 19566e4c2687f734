import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CO_DEEDER_PROFILE_TYPE } from '@lintel/domain';
import { clearSession } from './session.ts';
import { isSignerPath, signerPath } from './navigation.ts';

/**
 * Spec 01 section 6: a CO_DEEDER profile arriving on the main path has its stored session cleared and the page
 * reloaded (the reload then finds no session and goes to the login page). Signers use heloc-signer only.
 * A primary's page name typed under heloc-signer (`heloc-signer/signing/additional` matches the `:uuid` routes with
 * the uuid "heloc-signer") is the signer's own path, not the main one: it goes to the signer's next step and keeps
 * the session (decisions 042 and 046). A CO_DEEDER who is also a broker keeps the Dashboard (spec 03 section 6:
 * "Dashboard only if also a broker"), so /dashboard and its pages are not the main path for them.
 */
export const useCoDeederGuard = (profile: { profileType?: string | null; isBroker?: boolean } | undefined): void => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const brokerOnDashboard = profile?.isBroker === true && /^\/dashboard(?:\/|$)/.test(pathname);
  const coDeeder = profile?.profileType === CO_DEEDER_PROFILE_TYPE && !brokerOnDashboard;
  const onSignerPath = isSignerPath(pathname);
  useEffect(() => {
    if (!coDeeder) return;
    if (onSignerPath) {
      void navigate(signerPath('resume'), { replace: true });
      return;
    }
    clearSession();
    window.location.reload();
  }, [coDeeder, onSignerPath, navigate]);
};
