import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationDocumentPath } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** GET a generated PDF of the application (APPLICATION_SUMMARY, HELOC_DISCLOSURES) as a Blob. */
export const getApplicationDocument = async (uuid: string, documentType: string): Promise<Blob> => {
  const body = await api.get(applicationDocumentPath(uuid, documentType));
  // Duck-typed: a Blob made in another realm (a test environment's fetch) is not an instance of this one's Blob.
  const isBlob =
    body instanceof Blob ||
    (typeof body === 'object' && body !== null && typeof (body as Blob).arrayBuffer === 'function');
  if (!isBlob) throw new Error('The document is not a PDF');
  return body as Blob;
};

export const applicationDocumentQueryOptions = (uuid: string, documentType: string) =>
  queryOptions({
    queryKey: ['application-document', uuid, documentType],
    queryFn: () => getApplicationDocument(uuid, documentType),
  });

export const useApplicationDocument = (uuid: string, documentType: string) =>
  useQuery(applicationDocumentQueryOptions(uuid, documentType));
