import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteWasmModule } from './pglite-wasm.ts';

/**
 * The one database type every module uses. Both drivers (and their transactions) are PgDatabases,
 * so a service function taking `db: Db` works on PGlite, on PostgreSQL and inside `db.transaction`.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Raw SQL for libraries that bring their own statements (the job queue). */
export type TExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number }>;

export type TDatabase = {
  db: Db;
  driver: 'pglite' | 'postgres';
  executeSql: TExecuteSql;
  /** The PGlite instance when embedded (tests clone and dump it). */
  pglite: PGlite | undefined;
  close: () => Promise<void>;
};

/**
 * Raw SQL with `$n` parameters on a Drizzle handle, typically a transaction: lets a library that brings its
 * own statements (the job queue) write inside the caller's transaction. One statement per call.
 */
export const executeSqlIn =
  (db: Db): TExecuteSql =>
  async (text, values = []) => {
    // session.prepareQuery is how Drizzle runs its own built queries; with no fields it answers the driver's
    // raw result: { rows, rowCount } from node-postgres, { rows, affectedRows } from PGlite.
    const result = (await db._.session.prepareQuery({ sql: text, params: values }, undefined, undefined, false).execute()) as {
      rows?: unknown[];
      rowCount?: number | null;
      affectedRows?: number;
    };
    const rows = result.rows ?? [];
    return { rows, rowCount: result.rowCount ?? result.affectedRows ?? rows.length };
  };

export const MIGRATIONS_FOLDER = path.resolve(fileURLToPath(new URL('../../drizzle', import.meta.url)));

/**
 * Every embedded database opens through here: it carries the contrib extensions the migrations create
 * (pg_trgm for the agent's search, migration 0028) and runs the module compiled once per process, with
 * smaller shared buffers (pglite-wasm.ts, decision 061). A data folder, a dump (`loadDataDir`) or in memory.
 */
export const createPglite = async (dataDirOrOptions?: string | PGliteOptions): Promise<PGlite> => {
  const options = typeof dataDirOrOptions === 'string' ? { dataDir: dataDirOrOptions } : (dataDirOrOptions ?? {});
  const wasmModule = options.wasmModule ?? (await pgliteWasmModule());
  return PGlite.create({ ...options, wasmModule, extensions: { ...options.extensions, pg_trgm } });
};

/** Wraps an open PGlite instance (a data folder, a clone or a loaded dump) and applies migrations. */
export const usePglite = async (client: PGlite): Promise<TDatabase> => {
  const db = drizzlePglite({ client }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    driver: 'pglite',
    pglite: client,
    executeSql: async (text, values) => {
      // pg-boss sends multi-statement scripts without values: those need the simple protocol (exec).
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await client.exec(text);
      const last = results[results.length - 1];
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
};

export const openPglite = async (dataDir: string): Promise<TDatabase> => {
  mkdirSync(dataDir, { recursive: true });
  return usePglite(await createPglite(dataDir));
};

// Several server processes may start together on one database: one migrates, the others wait.
const MIGRATION_LOCK_KEY = 7_204_551;

export const openPostgres = async (connectionString: string): Promise<TDatabase> => {
  // Queries only: the one listening connection is outside the pool (platform/notification-listener.ts,
  // decision 064). Until then five of 15 pooled connections stayed in LISTEN, so queries keep their 10.
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (a restart, a failover, an administrator) is reported on the pool;
  // without a listener Node treats it as an uncaught exception and the whole process dies. The pool
  // replaces the connection on the next query, so noting it is enough.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  const db = drizzlePg({ client: pool }) as unknown as Db;
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
  return {
    db,
    driver: 'postgres',
    pglite: undefined,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values as unknown[] | undefined);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    close: async () => {
      await pool.end();
    },
  };
};

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR; migrated either way. */
export const openDatabase = (options: { databaseUrl: string | undefined; dataDir: string }): Promise<TDatabase> =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pglite'));
