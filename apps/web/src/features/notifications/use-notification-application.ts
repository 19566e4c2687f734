import { useMatch } from 'react-router';
import { isUuid } from '@lintel/domain';
import { useApplications } from '@/lib/reads/applications.ts';

/**
 * The application whose conditions the bell shows (spec 02 section 4 needs a known application id): the
 * one in the address on an application page, otherwise the applicant's active application.
 */
export const useNotificationApplication = (enabled: boolean): string | undefined => {
  const match = useMatch('/account/heloc/:uuid/*');
  const fromPath = match?.params.uuid && isUuid(match.params.uuid) ? match.params.uuid : undefined;
  const applications = useApplications({ enabled: enabled && !fromPath });
  if (!enabled) return undefined;
  if (fromPath) return fromPath;
  const list = applications.data ?? [];
  return (list.find((a) => a.active) ?? list[0])?.uuid;
};
