import type { TConfig } from './config.ts';
import type { Db } from './database.ts';
import type { TJobs } from './jobs.ts';
import type { TTokens } from './tokens.ts';

// What every module reads from `app` (decorated in app.ts before any module is registered).
declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: Db;
    jobs: TJobs;
    tokens: TTokens;
  }
}
