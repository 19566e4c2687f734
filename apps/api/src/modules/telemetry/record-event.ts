import { createHash } from 'node:crypto';
import type { TTelemetryEventRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { stripPersonalData } from './strip-personal-data.ts';
import { telemetryEvents } from './tables.ts';

/**
 * What makes two events "the same": session, event and the dedupe value. The dedupe value is the
 * property named by dedupeProperty (in eventProperties, else a top-level field such as pagePath);
 * without dedupeProperty it is the page path, so a reload does not count a page view twice.
 * Without a session key there is nothing to dedupe on.
 */
export const buildDedupeKey = (event: TTelemetryEventRequest, properties: Record<string, unknown>): string | null => {
  if (event.dontDedupe || !event.sessionKey) return null;
  const topLevel = event as Record<string, unknown>;
  const value = event.dedupeProperty ? (properties[event.dedupeProperty] ?? topLevel[event.dedupeProperty] ?? '') : (event.pagePath ?? '');
  // Hashed: the dedupe value may be a property that is never stored in the clear.
  return createHash('sha256').update(JSON.stringify([event.sessionKey, event.event, event.dedupeProperty ?? 'pagePath', value])).digest('hex');
};

/** Stores one event (personal-data keys removed); answers whether it was new. */
export const recordEvent = async (options: { db: Db; organizationCode: string; event: TTelemetryEventRequest }): Promise<{ stored: boolean }> => {
  const { db, organizationCode, event } = options;
  const eventProperties = stripPersonalData({ ...event.properties, ...event.eventProperties });
  const inserted = await db
    .insert(telemetryEvents)
    .values({
      organizationCode,
      event: event.event,
      eventType: event.eventType ?? event.type ?? null,
      productType: event.productType ?? event.product ?? null,
      sessionKey: event.sessionKey ?? null,
      identityId: event.identityId ?? event.identityUuid ?? null,
      applicationUuid: event.applicationUuid ?? null,
      domain: event.domain ?? null,
      pagePath: event.pagePath ? event.pagePath.split(/[?#]/)[0] : null,
      queryParams: stripPersonalData(event.queryParams),
      eventProperties,
      dedupeKey: buildDedupeKey(event, { ...event.properties, ...event.eventProperties }),
    })
    .onConflictDoNothing()
    .returning({ uuid: telemetryEvents.uuid });
  return { stored: inserted.length > 0 };
};
