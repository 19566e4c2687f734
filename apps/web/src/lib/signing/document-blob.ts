import { useQuery } from '@tanstack/react-query';
import { documentPath } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/**
 * GET a document's bytes (unsigned or sealed) as a Blob: the applicant's through the documents call, a co-owner's
 * through its own (`pathOf`).
 */
export const useDocumentBlob = (documentUuid: string | null, pathOf: (documentUuid: string) => string = documentPath) =>
  useQuery({
    queryKey: ['document-bytes', documentUuid === null ? null : pathOf(documentUuid)],
    enabled: documentUuid !== null,
    queryFn: async (): Promise<Blob> => {
      const body = await api.get(pathOf(documentUuid!));
      const isBlob = body instanceof Blob || (typeof body === 'object' && body !== null && typeof (body as Blob).arrayBuffer === 'function');
      if (!isBlob) throw new Error('The document is not a PDF');
      return body as Blob;
    },
  });
