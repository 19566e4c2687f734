import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PASSWORD_RESET_MESSAGES } from '@lintel/domain';
import {
  bearer,
  buildTestApp,
  buildTwoServersOnPostgres,
  createAgent,
  json,
  readMailbox,
  registerApplicant,
  uniqueEmail,
  waitFor,
  type TMailboxMessage,
  type TTestApp,
} from '../helper.ts';

// Issue 10 "Forgot password" and decision 019.
const NEW_PASSWORD = 'Lantern-Quay-77!';

const post = (app: FastifyInstance, path: string, payload: object, headers = json()) =>
  app.inject({ method: 'POST', url: `/identity-broker/customer/api/v3/${path}`, headers, payload });
const forgot = (app: FastifyInstance, email: string, headers = json()) => post(app, 'forgot-password', { email }, headers);
const identityOf = (app: FastifyInstance, jwt: string) => app.inject({ method: 'GET', url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) });
const logIn = (app: FastifyInstance, email: string, password: string, context = 'customer') =>
  app.inject({ method: 'POST', url: `/identity-broker/${context}/api/v3/login`, headers: json(), payload: { email, password } });

const mailOf = async (app: FastifyInstance, admin: string, to: string): Promise<TMailboxMessage[]> =>
  (await readMailbox(app, admin, to)).json<TMailboxMessage[]>();

/** The reset email's link and the token in its fragment, once the email has reached the sandbox mailbox. */
const readResetLink = async (app: FastifyInstance, admin: string, to: string, count = 1) => {
  const mail = await waitFor(async () => {
    const resets = (await mailOf(app, admin, to)).filter((m) => m.subject === 'Reset your password');
    return resets.length >= count ? resets[0] : undefined;
  });
  const link = new URL(mail.links[0]!);
  return { mail, link, token: new URLSearchParams(link.hash.slice(1)).get('token')! };
};

/** Waits until the queue has finished every reset request so far, so "nothing was sent" can be asserted. */
const settleResetJobs = (t: TTestApp) =>
  waitFor(async () => {
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'identity-issue-password-reset' and state not in ('completed', 'failed')`,
    );
    return (rows[0] as { n: number }).n === 0 ? true : undefined;
  });

describe('forgot password', () => {
  let t: TTestApp;
  let admin: string;
  beforeAll(async () => {
    // The breach check is a production default (decision 075); this suite shows its message on the reset.
    t = await buildTestApp({ captureLogs: true, breachedPasswordCheck: true });
    admin = (await createAgent(t.app, { admin: true })).jwt;
  });
  afterAll(async () => t?.close());

  it('sends a single-use link; the new password works, the old one and every session end', async () => {
    const applicant = await registerApplicant(t.app);
    const otherLogin = (await logIn(t.app, applicant.email, applicant.password)).json<{ jwt: string }>().jwt;
    expect((await identityOf(t.app, applicant.jwt)).statusCode).toBe(200);
    expect((await identityOf(t.app, otherLogin)).statusCode).toBe(200);

    const asked = await forgot(t.app, applicant.email.toUpperCase());
    expect(asked.statusCode).toBe(204);
    expect(asked.body).toBe('');

    const { mail, link, token } = await readResetLink(t.app, admin, applicant.email);
    expect(mail.text).toContain('It works once, for 30 minutes.');
    expect(link.pathname).toBe('/auth/reset-password');
    expect(link.searchParams.get('org')).toBe('LINTEL');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token itself is never stored: only its hash.
    const stored = await t.database.executeSql('select token_hash from password_reset_tokens');
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    const check = await post(t.app, 'reset-password/check', { token });
    expect(check.statusCode).toBe(200);
    const minutesLeft = (Date.parse(check.json<{ expiresAt: string }>().expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    // Registration's rules: each failed rule, then the breach list.
    const weak = await post(t.app, 'reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ errors: string[] }>().errors).toEqual(expect.arrayContaining([MSG.passwordMinLength, MSG.passwordNotStrong]));
    const breached = await post(t.app, 'reset-password', { token, password: 'Password123!' });
    expect(breached.json()).toEqual({ errors: [MSG.passwordBreached] });

    expect((await post(t.app, 'reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(204);

    expect((await identityOf(t.app, applicant.jwt)).statusCode).toBe(401);
    expect((await identityOf(t.app, otherLogin)).statusCode).toBe(401);
    expect((await logIn(t.app, applicant.email, applicant.password)).statusCode).toBe(401);
    const fresh = await logIn(t.app, applicant.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((await identityOf(t.app, fresh.json<{ jwt: string }>().jwt)).statusCode).toBe(200);

    // The link worked once.
    expect((await post(t.app, 'reset-password', { token, password: 'Another-Lantern-88!' })).json()).toEqual({ errors: [PASSWORD_RESET_MESSAGES.linkInvalid] });
    expect((await post(t.app, 'reset-password/check', { token })).json()).toEqual({ errors: [PASSWORD_RESET_MESSAGES.linkInvalid] });

    // And the person is told.
    const changed = await waitFor(async () => (await mailOf(t.app, admin, applicant.email)).find((m) => m.subject === 'Your password was changed'));
    expect(changed.links[0]).toMatch(/\/auth\/login\?org=LINTEL$/);
    const logs = t.logs.join('');
    expect(logs).not.toContain(applicant.email);
    expect(logs).not.toContain(token);
  });

  it('answers an unknown email, or an account of another brand, exactly alike and sends nothing', async () => {
    const applicant = await registerApplicant(t.app);
    const unknown = uniqueEmail('nobody');
    const answers = [await forgot(t.app, unknown), await forgot(t.app, applicant.email, json({ 'x-org': 'HARBOR_CU' })), await forgot(t.app, applicant.email)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
    }
    await readResetLink(t.app, admin, applicant.email);
    await settleResetJobs(t);
    expect(await mailOf(t.app, admin, unknown)).toEqual([]);
    // Only the LINTEL request was sent (the HARBOR_CU one found no account of that brand).
    expect((await mailOf(t.app, admin, applicant.email)).filter((m) => m.subject === 'Reset your password')).toHaveLength(1);
  });

  it('refuses an expired link with its own message', async () => {
    const applicant = await registerApplicant(t.app);
    await forgot(t.app, applicant.email);
    const { token } = await readResetLink(t.app, admin, applicant.email);
    const advanced = await t.app.inject({ method: 'POST', url: '/service-ops/agent/api/v1/clock/advance', headers: bearer(admin), payload: { minutes: 31 } });
    expect(advanced.statusCode).toBe(200);
    expect((await post(t.app, 'reset-password/check', { token })).json()).toEqual({ errors: [PASSWORD_RESET_MESSAGES.linkExpired] });
    const refused = await post(t.app, 'reset-password', { token, password: NEW_PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: [PASSWORD_RESET_MESSAGES.linkExpired] });
    expect((await logIn(t.app, applicant.email, applicant.password)).statusCode).toBe(200);
  });

  it('refuses a link that is not one of ours', async () => {
    for (const token of ['x', 'a'.repeat(43), '<script>', 'a'.repeat(5000)]) {
      const answer = await post(t.app, 'reset-password', { token, password: NEW_PASSWORD });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ errors: [PASSWORD_RESET_MESSAGES.linkInvalid] });
    }
    expect((await forgot(t.app, 'not-an-email')).json()).toEqual({ errors: [MSG.emailInvalid] });
  });

  it('sends at most three reset emails an account an hour, still answering alike', async () => {
    const applicant = await registerApplicant(t.app);
    for (let i = 0; i < 5; i += 1) expect((await forgot(t.app, applicant.email)).statusCode).toBe(204);
    await readResetLink(t.app, admin, applicant.email, 3);
    await settleResetJobs(t);
    expect((await mailOf(t.app, admin, applicant.email)).filter((m) => m.subject === 'Reset your password')).toHaveLength(3);
  });

  it('lets an agent reset on the agent path only', async () => {
    const agent = await createAgent(t.app);
    expect((await forgot(t.app, agent.email)).statusCode).toBe(204); // the customer path: not an agent's
    const viaAgentPath = await t.app.inject({ method: 'POST', url: '/identity-broker/agent/api/v3/forgot-password', headers: json(), payload: { email: agent.email } });
    expect(viaAgentPath.statusCode).toBe(204);
    const { link, token } = await readResetLink(t.app, admin, agent.email);
    await settleResetJobs(t);
    expect((await mailOf(t.app, admin, agent.email)).filter((m) => m.subject === 'Reset your password')).toHaveLength(1);
    expect(new URLSearchParams(link.hash.slice(1)).get('context')).toBe('agent');
    expect((await post(t.app, 'reset-password', { token, password: NEW_PASSWORD })).json()).toEqual({ errors: [PASSWORD_RESET_MESSAGES.linkInvalid] });
    const reset = await t.app.inject({ method: 'POST', url: '/identity-broker/agent/api/v3/reset-password', headers: json(), payload: { token, password: NEW_PASSWORD } });
    expect(reset.statusCode).toBe(204);
    expect((await logIn(t.app, agent.email, NEW_PASSWORD, 'agent')).statusCode).toBe(200);
  });
});

describe('forgot password: limits per address', () => {
  it('answers 429 past RATE_LIMIT_PASSWORD_RESET_PER_MINUTE', async () => {
    const t = await buildTestApp({ rateLimitPasswordResetPerMinute: 2 });
    try {
      const email = uniqueEmail();
      expect((await forgot(t.app, email)).statusCode).toBe(204);
      expect((await forgot(t.app, email)).statusCode).toBe(204);
      const third = await forgot(t.app, email);
      expect(third.statusCode).toBe(429);
      expect(third.json<{ errors: string[] }>().errors).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

/** Two servers on one PostgreSQL database: a reset through one ends the sessions cached by the other at once. */
describe.runIf(process.env.TEST_DB === 'postgres')('forgot password across two servers on PostgreSQL', () => {
  let servers: Awaited<ReturnType<typeof buildTwoServersOnPostgres>>;
  beforeAll(async () => {
    servers = await buildTwoServersOnPostgres();
  });
  afterAll(async () => servers?.close());

  it('answers 401 on the other server on the very next call after the reset', async () => {
    const { first, second } = servers;
    const admin = (await createAgent(first.app, { admin: true })).jwt;
    const applicant = await registerApplicant(first.app);
    expect((await identityOf(second.app, applicant.jwt)).statusCode).toBe(200);
    expect((await identityOf(second.app, applicant.jwt)).statusCode).toBe(200);
    await forgot(second.app, applicant.email);
    const { token } = await readResetLink(first.app, admin, applicant.email);
    expect((await post(first.app, 'reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await identityOf(second.app, applicant.jwt)).statusCode).toBe(401);
    expect((await logIn(second.app, applicant.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
