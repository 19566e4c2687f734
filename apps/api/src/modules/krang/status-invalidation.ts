import type { Db } from '../../platform/database.ts';
import type { TNotificationListener } from '../../platform/notification-listener.ts';
import {
  createChangeInvalidation,
  type TChangeInvalidation,
  type TInvalidationHandlers,
} from '../../platform/change-invalidation.ts';
import { onStatusChange, STATUS_CHANNEL } from '../application/index.ts';

/**
 * Tells the status cache when an entry goes stale: this process's status changes in-process, other
 * processes' through STATUS_CHANNEL on the process's listening connection (platform/change-invalidation.ts).
 */
export type TStatusInvalidation = TChangeInvalidation;
export type { TInvalidationHandlers };

export const createStatusInvalidation = (
  options: { db: Db; notifications: TNotificationListener } & TInvalidationHandlers,
): TStatusInvalidation =>
  createChangeInvalidation({
    listener: options.notifications,
    evict: options.evict,
    evictAll: options.evictAll,
    channel: STATUS_CHANNEL,
    subscribeInProcess: (evict) => onStatusChange(options.db, (uuid) => evict(uuid)),
  });
