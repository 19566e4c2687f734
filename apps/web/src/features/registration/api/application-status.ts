import { ZApplicationStatusResponse, type TApplicationStatusResponse } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const applicationStatusPath = (uuid: string) =>
  `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;

/** The application's status; the processing modal polls it until it leaves its waiting state. */
export const getApplicationStatus = async (uuid: string): Promise<TApplicationStatusResponse> =>
  ZApplicationStatusResponse.parse(await api.get(applicationStatusPath(uuid)));
