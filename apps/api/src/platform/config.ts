import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** WebRTC ICE servers (NOTARY_ICE_SERVERS). */
const ZIceServers = z
  .array(z.object({ urls: z.union([z.string().regex(/^(stun|turns?):/), z.array(z.string().regex(/^(stun|turns?):/)).min(1)]), username: z.string().optional(), credential: z.string().optional() }))
  .max(10);

/** The repository root: relative paths in the environment resolve against it, whatever npm's cwd is. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

const resolveFromRoot = (value: string): string => path.resolve(REPO_ROOT, value);

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().min(1);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

// proxy-addr's names for address ranges, accepted beside addresses and CIDR ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
};
/** 32 bytes as 64 hex digits or base64: an AES-256 key. */
const parseAesKey = (text: string): Buffer | undefined => {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : undefined;
};
const AES_KEY_MESSAGE = 'must be 32 bytes, written as 64 hex digits or in base64';
const ZKeyId = z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, 'must be 1 to 40 letters, digits, dots, dashes or underscores');

const ZEnv = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data').transform(resolveFromRoot),
    DATABASE_URL: optionalText.pipe(
      z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
    ),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
    JWT_TTL_SECONDS: positiveInt.default(900),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ADMIN_EMAIL: optionalText,
    ADMIN_PASSWORD: optionalText,
    WEB_DIST: z.string().min(1).default('apps/web/dist').transform(resolveFromRoot),
    RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt.default(10),
    RATE_LIMIT_REGISTER_PER_MINUTE: positiveInt.default(10),
    SANDBOX_DELAY_MS: z.coerce.number().int().min(0).default(0),
    // Simulated seconds per real second (decision 083): 60 makes a three-day rescission last 72 real minutes.
    CLOCK_SPEED: z.coerce.number({ error: 'must be a number from 1 to 100000' }).min(1, 'must be a number from 1 to 100000').max(100_000, 'must be a number from 1 to 100000').default(1),
    AUTH_MODE: z.enum(['legacy', 'external']).default('legacy'),
    RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: positiveInt.default(5),
    // Unset: exempt in development, counted in test and production (decision 075).
    RATE_LIMIT_LOOPBACK: optionalText.pipe(z.enum(['exempt', 'count'], { error: 'must be exempt or count' }).optional()),
    // Unset: on in production, off elsewhere (decision 075).
    BREACHED_PASSWORD_CHECK: optionalText.pipe(z.enum(['on', 'off'], { error: 'must be on or off' }).optional()),
    SESSION_MAX_HOURS: positiveInt.max(24 * 30).default(12),
    // At least twice the minute at which use is recorded (session-lifetime.ts).
    SESSION_IDLE_MINUTES: positiveInt.min(2).max(24 * 60).default(30),
    LOGIN_LOCKOUT_FAILURES: positiveInt.max(1000).default(10),
    LOGIN_LOCKOUT_MINUTES: positiveInt.max(24 * 60).default(15),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^\s/]+/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587')
        .optional(),
    ),
    MAIL_FROM: optionalText
      .pipe(z.email('must be an email address, e.g. no-reply@lintel.example').optional())
      .transform((v) => v ?? 'no-reply@lintel.example'),
    PUBLIC_URL: optionalText.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http:// or https:// address without query or fragment, e.g. https://apply.lintel.example')
        .optional(),
    ),
    TRUST_PROXY: optionalText
      .transform((v) => (v ?? '').split(',').map((entry) => entry.trim()).filter(Boolean))
      .pipe(
        z.array(
          z.string().refine(isProxyAddress, 'each entry must be an IP address, a CIDR range (10.0.0.0/8) or loopback, linklocal, uniquelocal'),
        ),
      ),
    NOTARY_ICE_SERVERS: optionalText.transform((v, context) => {
      if (v === undefined) return [];
      try {
        const parsed = ZIceServers.safeParse(JSON.parse(v));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      context.addIssue({ code: 'custom', message: 'must be a JSON list of RTCIceServer, e.g. [{"urls":"turn:turn.example:3478","username":"u","credential":"c"}]' });
      return z.NEVER;
    }),
    ENCRYPTION_KEYS: optionalText,
    ENCRYPTION_KEYS_FILE: optionalText.transform((v) => (v === undefined ? undefined : resolveFromRoot(v))),
    ENCRYPTION_KEY_ID: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1 to 32 letters, digits, - or _').optional()),
    SSN_ENCRYPTION_KEY: optionalText,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    VENDOR_MODE: z.enum(['sandbox']).default('sandbox'),
    BPO_CHECK_EVERY_SECONDS: positiveInt.max(86_400).default(15),
    EMPLOYMENT_CHECK_EVERY_SECONDS: positiveInt.max(86_400).default(10),
    PAYOFF_CHECK_EVERY_SECONDS: positiveInt.max(86_400).default(10),
    FUNDING_CHECK_EVERY_SECONDS: positiveInt.max(86_400).default(5),
    JOB_CONCURRENCY: positiveInt.max(100).default(8),
    JOB_CONCURRENCY_BY_QUEUE: optionalText.pipe(
      z
        .string()
        .regex(/^\s*[a-z0-9-]+=\d{1,3}\s*(,\s*[a-z0-9-]+=\d{1,3}\s*)*$/, 'must be a list like prequalify=16,outbox-deliver-message=4')
        .optional(),
    ),
    WORKFLOW_SWEEP_SECONDS: positiveInt.max(3600).default(30),
    // Off the API paths, so it needs no x-org: it stands in for a public cloud-storage file.
    BANNERS_URL: optionalText
      .pipe(
        z
          .string()
          .regex(/^\/(?!service-|identity|ft\/)[A-Za-z0-9._/-]+\.json$/, 'must be a path ending in .json outside the API prefixes')
          .optional(),
      )
      .transform((v) => v ?? '/static/banners/banners.json'),
    BANNERS_ENV: optionalText.pipe(z.string().regex(/^[a-z0-9]+$/, 'must be lower-case letters and digits').optional()),
    S3_BUCKET: optionalText.pipe(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3 to 63 lower-case letters, digits, dots, dashes)').optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(z.string().regex(/^https?:\/\/[^\s/?#]+\/?$/, 'must be an http:// or https:// address, e.g. https://s3.example.com').optional()),
    S3_REGION: optionalText.transform((v) => v ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
    SIGNING_CERT_P12: optionalText.transform((v) => (v === undefined ? undefined : resolveFromRoot(v))),
    SIGNING_CERT_PASSWORD: optionalText,
    FILE_ENCRYPTION_KEY: optionalText.pipe(z.string().refine((v) => parseAesKey(v) !== undefined, AES_KEY_MESSAGE).optional()),
    FILE_ENCRYPTION_KEY_ID: optionalText.pipe(ZKeyId.optional()).transform((v) => v ?? 'k1'),
    FILE_ENCRYPTION_PREVIOUS_KEYS: optionalText.pipe(
      z
        .string()
        .refine(
          (v) =>
            v.split(',').every((entry) => {
              const [id, key, extra] = entry.trim().split(':');
              return extra === undefined && ZKeyId.safeParse(id).success && key !== undefined && parseAesKey(key) !== undefined;
            }),
          `must be a comma-separated list of id:key pairs, each key ${AES_KEY_MESSAGE}`,
        )
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.SIGNING_CERT_PASSWORD && !env.SIGNING_CERT_P12)
      ctx.addIssue({ code: 'custom', path: ['SIGNING_CERT_P12'], message: 'must name the PKCS#12 file when SIGNING_CERT_PASSWORD is set' });
    if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    if (!!env.ADMIN_EMAIL !== !!env.ADMIN_PASSWORD)
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
  });

// Without PUBLIC_URL, links point at this server itself: fine on one machine, set it anywhere else.
const defaultPublicUrl = (host: string, port: number): string => {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
};

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  webDist: string;
  rateLimitLoginPerMinute: number;
  rateLimitRegisterPerMinute: number;
  sandboxDelayMs: number;
  /** Simulated seconds per real second of the sandbox clock (CLOCK_SPEED, decision 083); 1 is real time. */
  clockSpeed: number;
  authMode: 'legacy' | 'external';
  rateLimitPasswordResetPerMinute: number;
  /**
   * Calls from this machine (127.0.0.0/8, ::1) are not counted by the rate limits (a local load or test run).
   * Off unless RATE_LIMIT_LOOPBACK=exempt: issue 2 asks for rate limits on login and register (decision 075).
   */
  rateLimitExemptLoopback: boolean;
  /**
   * New passwords found on the bundled breach list are refused (registration, password change and reset, signer
   * accounts, the hosted sign-up page). On unless BREACHED_PASSWORD_CHECK=off: issue 2 asks for the most common
   * breached passwords to be refused (decision 075).
   */
  breachedPasswordCheck: boolean;
  /** A session ends this long after its login, however busy (issue 19 item 8). */
  sessionMaxHours: number;
  /** A session ends after this long without an authenticated call. */
  sessionIdleMinutes: number;
  /** Wrong passwords one account takes within loginLockoutMinutes before its logins pause for the rest of that time. */
  loginLockoutFailures: number;
  loginLockoutMinutes: number;
  /** nodemailer connection URL; unset keeps every message in the sandbox mailbox. */
  smtpUrl: string | undefined;
  /** The address messages are sent from; the display name is the brand's. */
  mailFrom: string;
  /** Where people reach the web app: the start of every link in a message (no trailing slash). */
  publicUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Which implementation of every vendor runs (only the sandbox so far). */
  vendorMode: 'sandbox';
  /** The first versions' single SSN key: opens what it sealed ("v1."), as the keyring's legacy key. */
  ssnEncryptionKey: string | undefined;
  /** How often a processing broker price opinion is read again. */
  bpoCheckEverySeconds: number;
  /** How often an employment verification waiting for its business day is looked at again. */
  employmentCheckEverySeconds: number;
  payoffCheckEverySeconds: number;
  /** How often a funding step waiting on the simulated clock (rescission, recording) is looked at again. */
  fundingCheckEverySeconds: number;
  /** Jobs of one queue one process runs at once, unless jobConcurrency names the queue. */
  jobConcurrencyDefault: number;
  jobConcurrency: Record<string, number>;
  /** How often the workflow engine looks for applications in a job's status without their job. */
  workflowSweepSeconds: number;
  /** Where the banners file is published (a path ending in .json). */
  bannersUrl: string;
  /** Which environment's banners file agents edit; NODE_ENV when unset. */
  bannersEnv: string | undefined;
  /**
   * Addresses of the reverse proxies whose X-Forwarded-For is believed; empty (the default) believes none,
   * so a caller cannot choose the address its rate limits and logs see.
   */
  trustProxy: string[];
  /** STUN/TURN servers the notary session's browsers use (a TURN server such as coturn in production); none on one machine. */
  notaryIceServers: { urls: string | string[]; username?: string; credential?: string }[];
  /** `id:key` list sealing personal data at rest; with encryptionKeysFile, the keyring (decision 023). */
  encryptionKeys: string | undefined;
  encryptionKeysFile: string | undefined;
  /** The key that seals new values; the last listed when unset. */
  encryptionKeyId: string | undefined;
  /** Outside production, with no keys configured: a key file generated once, outside DATA_DIR. */
  developmentKeysFile: string;
  /** Where document bytes live: S3-compatible storage when `bucket` is set, else a folder under dataDir. */
  s3: {
    bucket: string | undefined;
    endpoint: string | undefined;
    region: string;
    /** Unset: the AWS SDK's own chain (environment, profile, instance role). */
    credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    forcePathStyle: boolean;
  };
  /**
   * The key stored files are sealed with (AES-256-GCM) and its id, written into every file; previous keys
   * still open older files. Unset: a key generated in dataDir (development only, see decision 018).
   */
  fileEncryption: { keyId: string; key: Buffer | undefined; previousKeys: Map<string, Buffer> };
  /**
   * The PKCS#12 file sealing signed documents and its password; unset: a sandbox certificate generated in
   * dataDir at first start (spec 04 section 9.4, decision 031).
   */
  signingCertificate: { p12File: string | undefined; password: string | undefined };
};

/** "prequalify=16,outbox-deliver-message=4" as { prequalify: 16, ... } (the format is checked by the schema). */
const parseConcurrencyList = (text: string | undefined): Record<string, number> =>
  Object.fromEntries(
    (text ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [name, value] = entry.split('=');
        return [name!.trim(), Math.max(1, Number(value))];
      }),
  );

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at start; a bad value names its variable so the operator can fix it. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const given = env[name];
        const secret =
          name.includes('SECRET') || name.includes('PASSWORD') || name.includes('KEY') || name === 'DATABASE_URL' || name === 'SMTP_URL';
        const shown = secret ? '' : ` (got "${given ?? ''}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    webDist: e.WEB_DIST,
    rateLimitLoginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
    rateLimitRegisterPerMinute: e.RATE_LIMIT_REGISTER_PER_MINUTE,
    sandboxDelayMs: e.SANDBOX_DELAY_MS,
    clockSpeed: e.CLOCK_SPEED,
    authMode: e.AUTH_MODE,
    rateLimitPasswordResetPerMinute: e.RATE_LIMIT_PASSWORD_RESET_PER_MINUTE,
    rateLimitExemptLoopback: e.RATE_LIMIT_LOOPBACK === 'exempt',
    breachedPasswordCheck: e.BREACHED_PASSWORD_CHECK !== 'off',
    sessionMaxHours: e.SESSION_MAX_HOURS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    loginLockoutFailures: e.LOGIN_LOCKOUT_FAILURES,
    loginLockoutMinutes: e.LOGIN_LOCKOUT_MINUTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/+$/, ''),
    nodeEnv: e.NODE_ENV,
    vendorMode: e.VENDOR_MODE,
    ssnEncryptionKey: e.SSN_ENCRYPTION_KEY,
    bpoCheckEverySeconds: e.BPO_CHECK_EVERY_SECONDS,
    employmentCheckEverySeconds: e.EMPLOYMENT_CHECK_EVERY_SECONDS,
    payoffCheckEverySeconds: e.PAYOFF_CHECK_EVERY_SECONDS,
    fundingCheckEverySeconds: e.FUNDING_CHECK_EVERY_SECONDS,
    jobConcurrencyDefault: e.JOB_CONCURRENCY,
    jobConcurrency: parseConcurrencyList(e.JOB_CONCURRENCY_BY_QUEUE),
    workflowSweepSeconds: e.WORKFLOW_SWEEP_SECONDS,
    bannersUrl: e.BANNERS_URL,
    bannersEnv: e.BANNERS_ENV,
    trustProxy: e.TRUST_PROXY,
    notaryIceServers: e.NOTARY_ICE_SERVERS,
    encryptionKeys: e.ENCRYPTION_KEYS,
    encryptionKeysFile: e.ENCRYPTION_KEYS_FILE,
    encryptionKeyId: e.ENCRYPTION_KEY_ID,
    developmentKeysFile: path.join(REPO_ROOT, '.keys', 'encryption-keys'),
    s3: {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
      region: e.S3_REGION,
      credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
      // S3-compatible servers at their own address (MinIO and the like) mostly want bucket names in the path.
      forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? e.S3_ENDPOINT !== undefined : e.S3_FORCE_PATH_STYLE === 'true',
    },
    signingCertificate: { p12File: e.SIGNING_CERT_P12, password: e.SIGNING_CERT_PASSWORD },
    fileEncryption: {
      keyId: e.FILE_ENCRYPTION_KEY_ID,
      key: e.FILE_ENCRYPTION_KEY === undefined ? undefined : parseAesKey(e.FILE_ENCRYPTION_KEY),
      previousKeys: new Map(
        (e.FILE_ENCRYPTION_PREVIOUS_KEYS ?? '')
          .split(',')
          .filter((entry) => entry.trim() !== '')
          .map((entry) => {
            const [id = '', key = ''] = entry.trim().split(':');
            return [id, parseAesKey(key) ?? Buffer.alloc(0)] as const;
          }),
      ),
    },
  };
};
