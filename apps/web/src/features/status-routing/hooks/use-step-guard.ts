import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { findPassedStepRedirect, nextScreen } from '@lintel/domain';
import type { THelocApplication, TProfile } from '@lintel/contract';
import { applicationStatusQueryOptions } from '../api/get-application-status.ts';
import { toRoutingApplication } from '../routing-input.ts';

/**
 * The one guard of every application step page (issue 10 item 5): on arrival at a page (Back, a bookmark,
 * a login's redirectUrl) the status is read afresh, and a step the application has already passed is
 * replaced by the screen the routing table gives for the status now, so a finished step never looks live.
 */
export const useStepGuard = ({ application, profile }: { application: THelocApplication | undefined; profile: TProfile | undefined }) => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uuid = application?.uuid;
  useEffect(() => {
    if (!application || !profile || !uuid) return;
    let current = true;
    // A fresh read, not the cache: the page may be arriving from history long after the status moved.
    void queryClient
      .fetchQuery({ ...applicationStatusQueryOptions(uuid), staleTime: 0 })
      .then((status) => {
        if (!current) return;
        const target = nextScreen({ application: toRoutingApplication(application, status), profile, pathname, search });
        const redirect = findPassedStepRedirect({ pathname, uuid, target });
        if (redirect) void navigate(redirect.path, { replace: true, state: redirect.state });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Decided once per arrival at a page; the application object changing under it is the page's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, uuid, Boolean(application), Boolean(profile)]);
};
