import type { TApplicationStatusResponse } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TNotificationListener } from '../../platform/notification-listener.ts';
import { findApplicationByUuid, type TApplicationRow } from '../application/index.ts';
import { createStatusInvalidation } from './status-invalidation.ts';

type TCachedStatus = {
  ownerIdentityUuid: string;
  organizationCode: string;
  body: TApplicationStatusResponse;
  loadedAt: number;
};

/**
 * Lifetime of an entry while status notifications may be missed (the LISTEN connection is down):
 * bounds how stale an answer can be. While notifications flow, entries live until a change evicts them.
 */
export const STATUS_CACHE_FALLBACK_TTL_MS = 1_000;
const MAX_ENTRIES = 50_000;

const toStatusBody = (row: TApplicationRow): TApplicationStatusResponse => ({
  uuid: row.uuid,
  applicationStatus: row.status,
  status: {
    manualNotary: row.manualNotary,
    condition: row.condition,
    // The checklist status is the application step (decision 009), as in the application answer.
    checklistStatus: row.checklistStatus ?? row.status,
    waitingOnFloodCert: row.waitingOnFloodCert,
    bpo: row.bpo,
    uwDecision: row.uwDecision,
    uwSubDecision: row.uwSubDecision,
    primaryParticipantAcceptComplete: row.primaryParticipantAcceptComplete,
  },
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The status call is polled by every waiting applicant every one to five seconds, so it is answered from
 * memory (decision 013). The owner and organisation are cached with the status and checked on every call.
 */
export const createStatusCache = (options: { db: Db; notifications: TNotificationListener }) => {
  const { db } = options;
  const entries = new Map<string, TCachedStatus>();
  // Bumped on every eviction: a load that started before an eviction must not store what it read.
  const generations = new Map<string, number>();
  let epoch = 0;

  const evict = (uuid: string) => {
    entries.delete(uuid);
    generations.set(uuid, (generations.get(uuid) ?? 0) + 1);
    if (generations.size > MAX_ENTRIES) generations.clear();
  };
  const evictAll = () => {
    entries.clear();
    epoch += 1;
  };
  const invalidation = createStatusInvalidation({ db, notifications: options.notifications, evict, evictAll });

  const isFresh = (entry: TCachedStatus) =>
    invalidation.isReliable() || Date.now() - entry.loadedAt < STATUS_CACHE_FALLBACK_TTL_MS;

  const load = async (uuid: string): Promise<TCachedStatus | null> => {
    const generation = generations.get(uuid) ?? 0;
    const startEpoch = epoch;
    const row = await findApplicationByUuid({ db, uuid });
    if (!row) return null;
    const entry: TCachedStatus = {
      ownerIdentityUuid: row.ownerIdentityUuid,
      organizationCode: row.organizationCode,
      body: toStatusBody(row),
      loadedAt: Date.now(),
    };
    if ((generations.get(uuid) ?? 0) === generation && epoch === startEpoch) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(uuid, entry);
    }
    return entry;
  };

  return {
    /** The status if the application belongs to this owner in this organisation, else null. */
    async findStatus(request: {
      uuid: string;
      ownerIdentityUuid: string;
      organizationCode: string;
    }): Promise<TApplicationStatusResponse | null> {
      const cached = entries.get(request.uuid);
      const entry = cached && isFresh(cached) ? cached : await load(request.uuid);
      if (
        !entry ||
        entry.ownerIdentityUuid !== request.ownerIdentityUuid ||
        entry.organizationCode !== request.organizationCode
      )
        return null;
      return entry.body;
    },
    close: invalidation.close,
  };
};
