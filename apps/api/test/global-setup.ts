import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createPglite, usePglite } from '../src/platform/database.ts';
import { startJobQueue } from '../src/platform/jobs.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A fresh PGlite costs ~3 s and migrations more: build one migrated database (app tables and the job
 * queue's schema) per run and dump it; each test app loads the dump in well under a second.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lintel-api-template-'));
  const database = await usePglite(await createPglite());
  const jobs = await startJobQueue({ executeSql: database.executeSql, log: pino({ level: 'silent' }) });
  await jobs.stop(1000);
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
