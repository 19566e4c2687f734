import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { applicationWorkflowPort } from '../application/index.ts';
import { writeStatusNews, type TStatusNewsOptions } from './write-status-news.ts';

/**
 * One writer per database handle. A server process has one handle, so this changes nothing there; tests that
 * build a second app on the same handle (a restart with other settings) would otherwise write every news twice.
 * The news goes through the oldest app still open on the handle.
 */
const writersByDb = new WeakMap<Db, { writers: TStatusNewsOptions[]; stop: () => void }>();

const startStatusNews = (db: Db, options: TStatusNewsOptions): (() => void) => {
  let entry = writersByDb.get(db);
  if (!entry) {
    const writers: TStatusNewsOptions[] = [];
    const stop = applicationWorkflowPort(db).onStatusEntered(async (tx, application) => {
      const writer = writers[0];
      if (writer) await writeStatusNews(tx, writer, application);
    });
    entry = { writers, stop };
    writersByDb.set(db, entry);
  }
  entry.writers.push(options);
  return () => {
    const current = writersByDb.get(db);
    const index = current ? current.writers.indexOf(options) : -1;
    if (!current || index < 0) return;
    current.writers.splice(index, 1);
    if (current.writers.length > 0) return;
    current.stop();
    writersByDb.delete(db);
  };
};

/** The status-news module: no calls of its own; it writes the applicant's news when an application enters a milestone. */
export const statusNewsPlugin: FastifyPluginAsync = async (app) => {
  const stop = startStatusNews(app.db, { jobs: app.jobs, publicUrl: app.config.publicUrl, log: app.log });
  app.addHook('onClose', async () => stop());
};
