import type { TApplicationStatusResponse } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { findApplicationByUuid, onStatusChange } from '../application/index.ts';

type TCachedStatus = { ownerIdentityUuid: string; organizationCode: string; body: TApplicationStatusResponse; expiresAt: number };

/**
 * The status call is polled by every waiting applicant every one to five seconds, so it is served
 * from memory. A status change in this process drops the entry at once; the short lifetime bounds
 * how stale an entry can be when another process sharing the database made the change.
 */
export const STATUS_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 50_000;

export const createStatusCache = (db: Db) => {
  const entries = new Map<string, TCachedStatus>();
  const stopListening = onStatusChange((uuid) => entries.delete(uuid));

  const load = async (uuid: string): Promise<TCachedStatus | null> => {
    const row = await findApplicationByUuid({ db, uuid });
    if (!row) return null;
    const entry: TCachedStatus = {
      ownerIdentityUuid: row.ownerIdentityUuid,
      organizationCode: row.organizationCode,
      body: {
        uuid: row.uuid,
        applicationStatus: row.status,
        status: {
          manualNotary: row.manualNotary,
          condition: row.condition,
          checklistStatus: row.checklistStatus,
          waitingOnFloodCert: row.waitingOnFloodCert,
          bpo: row.bpo,
          uwDecision: row.uwDecision,
          uwSubDecision: row.uwSubDecision,
          primaryParticipantAcceptComplete: row.primaryParticipantAcceptComplete,
        },
        updatedAt: row.updatedAt.toISOString(),
      },
      expiresAt: Date.now() + STATUS_CACHE_TTL_MS,
    };
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(uuid, entry);
    return entry;
  };

  return {
    /** The status if the application belongs to this owner in this organisation, else null. */
    async findStatus(options: { uuid: string; ownerIdentityUuid: string; organizationCode: string }): Promise<TApplicationStatusResponse | null> {
      const cached = entries.get(options.uuid);
      const entry = cached && cached.expiresAt > Date.now() ? cached : await load(options.uuid);
      if (!entry || entry.ownerIdentityUuid !== options.ownerIdentityUuid || entry.organizationCode !== options.organizationCode) return null;
      return entry.body;
    },
    close: stopListening,
  };
};
