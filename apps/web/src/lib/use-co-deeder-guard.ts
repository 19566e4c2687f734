import { useEffect } from 'react';
import { CO_DEEDER_PROFILE_TYPE } from '@lintel/domain';
import { clearSession } from './session.ts';

/**
 * Spec 01 section 6: a CO_DEEDER profile arriving on the main path has its stored session cleared and the page
 * reloaded (the reload then finds no session and goes to the login page). Signers use heloc-signer only.
 */
export const useCoDeederGuard = (profile: { profileType?: string | null } | undefined): void => {
  const coDeeder = profile?.profileType === CO_DEEDER_PROFILE_TYPE;
  useEffect(() => {
    if (!coDeeder) return;
    clearSession();
    window.location.reload();
  }, [coDeeder]);
};
