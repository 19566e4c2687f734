import type { TDocument } from '@lintel/contract';
import type { TDocumentRow } from './tables.ts';

export const toWireDocument = (row: TDocumentRow): TDocument => ({
  uuid: row.uuid,
  type: row.type as TDocument['type'],
  name: row.name,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  sha256: row.sha256,
  createdAt: row.createdAt.toISOString(),
  signed: row.signed,
  conditionUuid: row.conditionUuid,
});
