import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TTelemetrySessionRequest, TTelemetrySessionResponse } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { stripPersonalData } from './strip-personal-data.ts';
import { telemetrySessions } from './tables.ts';

const toResponse = (row: typeof telemetrySessions.$inferSelect): TTelemetrySessionResponse => ({
  sessionKey: row.sessionKey,
  uuid: row.sessionKey,
  epoch: row.createdAt.getTime(),
  trackerUuid: row.trackerUuid,
});

/** Continues the session the client holds (same organisation) or starts a new one. */
export const startSession = async (options: { db: Db; organizationCode: string; request: TTelemetrySessionRequest }): Promise<TTelemetrySessionResponse> => {
  const { db, organizationCode, request } = options;
  if (request.sessionKey && z.uuid().safeParse(request.sessionKey).success) {
    const [existing] = await db
      .select()
      .from(telemetrySessions)
      .where(and(eq(telemetrySessions.sessionKey, request.sessionKey), eq(telemetrySessions.organizationCode, organizationCode)));
    if (existing) return toResponse(existing);
  }
  const [row] = await db
    .insert(telemetrySessions)
    .values({
      organizationCode,
      trackerUuid: request.trackerUuid ?? null,
      platform: request.platform,
      libVersion: request.libVersion ?? null,
      appVersion: request.appVersion ?? null,
      // Only the referring page's origin and path: its query string may carry personal data.
      referrer: request.referrer ? request.referrer.split(/[?#]/)[0] : null,
      queryParams: stripPersonalData(request.queryParams),
      screenWidth: request.screenWidth ?? null,
      screenHeight: request.screenHeight ?? null,
      windowWidth: request.windowWidth ?? null,
      windowHeight: request.windowHeight ?? null,
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return toResponse(row);
};
