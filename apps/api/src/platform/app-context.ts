import type { TKeyring } from './keyring.ts';
import type { TConfig } from './config.ts';
import type { Db } from './database.ts';
import type { TFileStore } from './file-store/file-store.ts';
import type { TJobs } from './jobs.ts';
import type { TNotificationListener } from './notification-listener.ts';
import type { TLazySealer } from './pdf-seal.ts';
import type { TTokens } from './tokens.ts';

// What every module reads from `app` (decorated in app.ts before any module is registered).
declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: Db;
    /** Document bytes (sealed): a folder under DATA_DIR or S3. */
    files: TFileStore;
    jobs: TJobs;
    /** The process's one LISTEN/NOTIFY connection, shared by every channel (decision 064). */
    notifications: TNotificationListener;
    tokens: TTokens;
    /** The keys sealing personal data at rest (decision 023). */
    keyring: TKeyring;
    /** Seals PDFs with the lender's certificate (spec 04 section 9.4; platform/pdf-seal.ts). */
    sealer: TLazySealer;
  }
}
