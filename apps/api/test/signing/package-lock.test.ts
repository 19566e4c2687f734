import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type TDatabase } from '../../src/platform/database.ts';
import { withPackageLock } from '../../src/modules/signing/package-lock.ts';
import { signingPackageLocks } from '../../src/modules/signing/tables.ts';
import { openTestDatabase } from '../helper.ts';

/** Decision 069: the package job and an owner joining or leaving take turns on one application's package. */

const onPostgres = process.env.TEST_DB === 'postgres';
let database: TDatabase;
/** On PostgreSQL a second pool on the same database: what another server process would hold. */
let other: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  other = onPostgres ? await openPostgres(String(pool.options.connectionString)) : database;
});
afterAll(async () => {
  if (other !== database) await other?.close();
  await database?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `count` holders of `applicationUuid` at once, alternating the two databases; answers the order of events. */
const contend = async (applicationUuid: string, count: number) => {
  const events: string[] = [];
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      withPackageLock((index % 2 === 0 ? database : other).db, applicationUuid, async () => {
        events.push(`start ${index}`);
        await pause(60);
        events.push(`end ${index}`);
      }),
    ),
  );
  return events;
};

describe('the closing package lock', () => {
  it(`holders of one application take turns${onPostgres ? ', across two pools as two processes would' : ''}`, async () => {
    const events = await contend(randomUUID(), 4);
    expect(events).toHaveLength(8);
    // Every start is followed by its own end before anyone else starts.
    for (let i = 0; i < events.length; i += 2) expect(events[i + 1]).toBe(events[i]!.replace('start', 'end'));
  });

  it('holders of different applications do not wait for each other', async () => {
    const events: string[] = [];
    await Promise.all(
      [randomUUID(), randomUUID()].map((uuid, index) =>
        withPackageLock(database.db, uuid, async () => {
          events.push(`start ${index}`);
          await pause(100);
          events.push(`end ${index}`);
        }),
      ),
    );
    expect(events.slice(0, 2).sort()).toEqual(['start 0', 'start 1']);
  });

  it('is released when the work fails, and answers what the work answers', async () => {
    const uuid = randomUUID();
    await expect(withPackageLock(database.db, uuid, async () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await withPackageLock(other.db, uuid, async () => 'next')).toBe('next');
    expect(await database.db.select().from(signingPackageLocks).where(sql`${signingPackageLocks.applicationUuid} = ${uuid}`)).toEqual([]);
  });

  it('takes over the lease of a holder that died (expired), not one that is still held', async () => {
    const dead = randomUUID();
    await database.db.insert(signingPackageLocks).values({ applicationUuid: dead, holder: randomUUID(), expiresAt: sql`now() - interval '1 second'` });
    expect(await withPackageLock(other.db, dead, async () => 'taken over')).toBe('taken over');

    const held = randomUUID();
    const [lease] = await database.db
      .insert(signingPackageLocks)
      .values({ applicationUuid: held, holder: randomUUID(), expiresAt: sql`now() + interval '1 second'` })
      .returning();
    // The work starts only once the live lease has run out, by the database's clock.
    const startedAt = await withPackageLock(
      other.db,
      held,
      async () => ((await other.executeSql('select now()::text as now')).rows as Array<{ now: string }>)[0]!.now,
    );
    expect(new Date(startedAt).getTime()).toBeGreaterThanOrEqual(lease!.expiresAt.getTime());
  });
});
