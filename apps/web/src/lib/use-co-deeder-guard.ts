import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CO_DEEDER_PROFILE_TYPE } from '@lintel/domain';
import { signerPath } from './navigation.ts';

/**
 * Spec 01 section 6: a CO_DEEDER profile does not use the main path; signers use heloc-signer only. Decision 042:
 * a primary's page opened by a signer (a typed or shared /{uuid}/... address) takes it to its own next step
 * (heloc-signer/resume) and keeps its session, rather than signing it out mid-way through its own steps.
 */
export const useCoDeederGuard = (profile: { profileType?: string | null } | undefined): void => {
  const coDeeder = profile?.profileType === CO_DEEDER_PROFILE_TYPE;
  const navigate = useNavigate();
  useEffect(() => {
    if (coDeeder) void navigate(signerPath('resume'), { replace: true });
  }, [coDeeder, navigate]);
};
