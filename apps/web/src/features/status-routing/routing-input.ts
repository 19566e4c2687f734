import type { TRoutingApplication } from '@lintel/domain';
import type { TApplicationStatusResponse, THelocApplication } from '@lintel/contract';

/**
 * The application as routing reads it, with the freshest status: the status call's answer when there is one
 * (it is polled; the application is read once), else the application's own.
 */
export const toRoutingApplication = (
  application: THelocApplication,
  status?: Pick<TApplicationStatusResponse, 'applicationStatus' | 'status'>,
): TRoutingApplication => {
  const fields = status?.status ?? application.status;
  const applicationStatus = status?.applicationStatus ?? application.applicationStatus;
  return {
    ...application,
    applicationStatus,
    // The status call's applicationStatus wins: it is the one polling may have turned into UNKNOWN.
    status: { ...fields, checklistStatus: applicationStatus },
  };
};
