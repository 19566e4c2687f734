import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from '../src/platform/config.ts';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('config', () => {
  it('has working defaults for a fresh checkout', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', jwtTtlSeconds: 900, authMode: 'legacy', databaseUrl: undefined });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.webDist).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
  });

  it('names the variable of each bad value', () => {
    const problems = problemsOf({ PORT: 'eighty', JWT_SECRET: 'short', AUTH_MODE: 'magic', DATABASE_URL: 'mysql://x' });
    expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('JWT_SECRET: must be at least 32 characters'))).toBe(true);
    expect(problems.some((p) => p.startsWith('AUTH_MODE:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
    expect(problems.join(' ')).not.toContain('short'); // secrets are not echoed
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.co' })).toEqual(['ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
  });
});
