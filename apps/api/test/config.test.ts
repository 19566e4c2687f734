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

  it('checks new passwords against the breach list in every environment unless BREACHED_PASSWORD_CHECK=off', () => {
    expect(loadConfig({}).breachedPasswordCheck).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).breachedPasswordCheck).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).breachedPasswordCheck).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', BREACHED_PASSWORD_CHECK: 'off' }).breachedPasswordCheck).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', BREACHED_PASSWORD_CHECK: 'off' }).breachedPasswordCheck).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', BREACHED_PASSWORD_CHECK: 'on' }).breachedPasswordCheck).toBe(true);
    expect(problemsOf({ BREACHED_PASSWORD_CHECK: 'yes' })[0]).toBe('BREACHED_PASSWORD_CHECK: must be on or off');
  });

  it('trusts no proxy by default and reads TRUST_PROXY as a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY: each entry must be an IP address/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })[0]).toMatch(/^TRUST_PROXY:/);
  });

  it('reads the file store settings: local by default, S3 with a bucket, the file key hidden when wrong', () => {
    expect(loadConfig({}).s3.bucket).toBeUndefined();
    expect(loadConfig({}).fileEncryption).toMatchObject({ keyId: 'k1', key: undefined });
    const key = 'ab'.repeat(32);
    const old = Buffer.alloc(32, 7).toString('base64');
    const config = loadConfig({
      S3_BUCKET: 'lintel-docs',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      FILE_ENCRYPTION_KEY: key,
      FILE_ENCRYPTION_KEY_ID: '2026-11',
      FILE_ENCRYPTION_PREVIOUS_KEYS: `k1:${old}`,
    });
    expect(config.s3).toEqual({
      bucket: 'lintel-docs',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(config.fileEncryption.key?.toString('hex')).toBe(key);
    expect(config.fileEncryption.keyId).toBe('2026-11');
    expect(config.fileEncryption.previousKeys.get('k1')?.toString('base64')).toBe(old);
    const problems = problemsOf({ S3_BUCKET: 'No_Such', FILE_ENCRYPTION_KEY: 'too-short-key', S3_ACCESS_KEY_ID: 'id', FILE_ENCRYPTION_PREVIOUS_KEYS: 'x' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['FILE_ENCRYPTION_KEY', 'FILE_ENCRYPTION_PREVIOUS_KEYS', 'S3_BUCKET', 'S3_SECRET_ACCESS_KEY']);
    expect(problems.join(' ')).not.toContain('too-short-key');
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.co' })).toEqual(['ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
  });

  it('reads the mail settings: SMTP_URL hidden when wrong, MAIL_FROM an address, PUBLIC_URL defaulting to this server', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: 'no-reply@lintel.example', publicUrl: 'http://localhost:3000' });
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4321' }).publicUrl).toBe('http://127.0.0.1:4321');
    expect(loadConfig({ PUBLIC_URL: 'https://apply.example/', SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'hi@apply.example' })).toMatchObject({
      publicUrl: 'https://apply.example',
      smtpUrl: 'smtps://u:p@mail.example:465',
      mailFrom: 'hi@apply.example',
    });
    const problems = problemsOf({ SMTP_URL: 'http://u:secret-pass@mail', MAIL_FROM: 'nobody', PUBLIC_URL: 'apply.example?x=1' });
    expect(problems.some((p) => p.startsWith('SMTP_URL: must be an smtp:// or smtps:// URL'))).toBe(true);
    expect(problems.some((p) => p.startsWith('MAIL_FROM: must be an email address'))).toBe(true);
    expect(problems.some((p) => p.startsWith('PUBLIC_URL: must be an http:// or https:// address'))).toBe(true);
    expect(problems.join(' ')).not.toContain('secret-pass');
  });
});
