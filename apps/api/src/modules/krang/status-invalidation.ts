import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/database.ts';
import {
  createChangeInvalidation,
  type TChangeInvalidation,
  type TInvalidationHandlers,
} from '../../platform/change-invalidation.ts';
import { onStatusChange, STATUS_CHANNEL } from '../application/index.ts';

/**
 * Tells the status cache when an entry goes stale: this process's status changes in-process, other
 * processes' through LISTEN on STATUS_CHANNEL (the shared mechanism in platform/change-invalidation.ts).
 */
export type TStatusInvalidation = TChangeInvalidation;
export type { TInvalidationHandlers };

export const createStatusInvalidation = (
  options: { db: Db; log: FastifyBaseLogger } & TInvalidationHandlers,
): TStatusInvalidation =>
  createChangeInvalidation({
    ...options,
    channel: STATUS_CHANNEL,
    subject: 'status',
    subscribeInProcess: (evict) => onStatusChange(options.db, (uuid) => evict(uuid)),
  });
