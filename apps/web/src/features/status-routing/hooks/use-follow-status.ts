import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { nextScreen } from '@lintel/domain';
import type { TApplicationStatusResponse, THelocApplication, TProfile } from '@lintel/contract';
import { applicationQueryOptions } from '../api/get-application.ts';
import { toRoutingApplication } from '../routing-input.ts';

export interface TFollowStatusInput {
  application: THelocApplication | undefined;
  profile: TProfile | undefined;
  status: TApplicationStatusResponse | undefined;
}

/**
 * Sends the applicant on when the status calls for another page than the current one (spec 01 section 4),
 * replacing the history entry. The application is read again first, so the next page sees the new state.
 */
export const useFollowStatus = ({ application, profile, status }: TFollowStatusInput): void => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!application || !profile || !status) return;
    const target = nextScreen({ application: toRoutingApplication(application, status), profile, pathname, search });
    if (target.warning) console.warn(target.warning);
    const [targetPath] = target.path.split('?');
    if (targetPath === pathname.replace(/\/+$/, '')) return;
    void queryClient.invalidateQueries({ queryKey: applicationQueryOptions(application.uuid).queryKey });
    void navigate(target.path, { replace: true, state: target.state });
  }, [application, profile, status, pathname, search, navigate, queryClient]);
};
