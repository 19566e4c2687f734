import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the environment resolve against it, whatever npm's cwd is. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

const resolveFromRoot = (value: string): string => path.resolve(REPO_ROOT, value);

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().min(1);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

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
    AUTH_MODE: z.enum(['legacy', 'external']).default('legacy'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  })
  .superRefine((env, ctx) => {
    if (!!env.ADMIN_EMAIL !== !!env.ADMIN_PASSWORD)
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
  });

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
  authMode: 'legacy' | 'external';
  nodeEnv: 'development' | 'production' | 'test';
};

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
        const shown = name.includes('SECRET') || name.includes('PASSWORD') || name === 'DATABASE_URL' ? '' : ` (got "${given ?? ''}")`;
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
    authMode: e.AUTH_MODE,
    nodeEnv: e.NODE_ENV,
  };
};
