import { ConfigError, loadConfig, type TConfig } from './platform/config.ts';
import { openDatabase } from './platform/database.ts';
import { createLogDestination, flushLogs } from './platform/logger.ts';

const readConfig = (): TConfig => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

const config = readConfig();
// Loading every module (transpiled on the fly) and opening the database are independent: overlapping them
// takes about a second off every start (bench/startup-phases.ts, decision 015).
const [{ buildApp }, database] = await Promise.all([import('./app.ts'), openDatabase(config)]);
// Logs go to stdout asynchronously (decision 049); whatever is still queued is written as the process exits.
const logStream = createLogDestination();
process.on('exit', () => flushLogs(logStream));
const app = await buildApp({ config, database, logStream });

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: no new requests, finishing in-flight work');
  const forced = setTimeout(() => {
    app.log.error('shutdown took over 30 s: exiting');
    process.exit(1);
  }, 30_000);
  forced.unref();
  try {
    await app.close(); // stops accepting, waits for in-flight requests, then stops the job workers
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ fault: (error as Error).message }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      driver: database.driver,
      dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
      startupMs: Math.round(process.uptime() * 1000),
    },
    'Lintel server ready',
  );
} catch (error) {
  app.log.error({ fault: (error as Error).message }, 'could not start');
  await database.close();
  process.exit(1);
}
