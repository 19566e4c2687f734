import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationDocumentPath } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** GET a generated PDF of the application (APPLICATION_SUMMARY, HELOC_DISCLOSURES) as a Blob. */
export const getApplicationDocument = async (uuid: string, documentType: string): Promise<Blob> => {
  const body = await api.get(applicationDocumentPath(uuid, documentType));
  if (!(body instanceof Blob)) throw new Error('The document is not a PDF');
  return body;
};

export const applicationDocumentQueryOptions = (uuid: string, documentType: string) =>
  queryOptions({
    queryKey: ['application-document', uuid, documentType],
    queryFn: () => getApplicationDocument(uuid, documentType),
  });

export const useApplicationDocument = (uuid: string, documentType: string) =>
  useQuery(applicationDocumentQueryOptions(uuid, documentType));
