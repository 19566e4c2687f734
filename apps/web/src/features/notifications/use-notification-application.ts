import { useMatch } from 'react-router';
import { isUuid } from '@lintel/domain';
import { useApplications } from '@/lib/reads/applications.ts';
import { useCoDeedStatus } from '@/lib/reads/co-deed-status.ts';

/**
 * The application whose conditions the bell shows (spec 02 section 4 needs a known application id): for an
 * additional signer the one it signs for (its co-deed status, decision 036); else the one in the address on an
 * application page, otherwise the applicant's active application.
 */
export const useNotificationApplication = (enabled: boolean, forSigner = false): string | undefined => {
  const match = useMatch('/account/heloc/:uuid/*');
  const fromPath = match?.params.uuid && isUuid(match.params.uuid) ? match.params.uuid : undefined;
  const applications = useApplications({ enabled: enabled && !forSigner && !fromPath });
  const coDeed = useCoDeedStatus({ enabled: enabled && forSigner });
  if (!enabled) return undefined;
  if (forSigner) return coDeed.data && !coDeed.data.cancelled ? coDeed.data.applicationUuid : undefined;
  if (fromPath) return fromPath;
  const list = applications.data ?? [];
  return (list.find((a) => a.active) ?? list[0])?.uuid;
};
