import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TTelemetryEvent } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { telemetryEvents, type TTelemetryEventRow } from './tables.ts';

const toTelemetryEvent = (row: TTelemetryEventRow): TTelemetryEvent => ({
  uuid: row.uuid,
  event: row.event,
  eventType: row.eventType,
  productType: row.productType,
  sessionKey: row.sessionKey,
  identityId: row.identityId,
  applicationUuid: row.applicationUuid,
  domain: row.domain,
  pagePath: row.pagePath,
  queryParams: row.queryParams,
  eventProperties: row.eventProperties,
  createdAt: row.createdAt.toISOString(),
});

/** The organisation's latest events, newest first, optionally of one event name or session. */
export const findEvents = async (options: { db: Db; organizationCode: string; event?: string | undefined; sessionKey?: string | undefined; limit: number }) => {
  const filters: SQL[] = [eq(telemetryEvents.organizationCode, options.organizationCode)];
  if (options.event) filters.push(eq(telemetryEvents.event, options.event));
  if (options.sessionKey) filters.push(eq(telemetryEvents.sessionKey, options.sessionKey));
  const rows = await options.db
    .select()
    .from(telemetryEvents)
    .where(and(...filters))
    .orderBy(desc(telemetryEvents.createdAt))
    .limit(options.limit);
  return rows.map(toTelemetryEvent);
};
