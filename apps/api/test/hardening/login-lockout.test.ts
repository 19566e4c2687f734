import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAgent, json, readMailbox, registerApplicant, uniqueEmail, waitFor, type TMailboxMessage, type TTestApp } from '../helper.ts';

// Issue 19 item 1: guessing one account's password from many addresses pauses that account, recoverably.
let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ loginLockoutFailures: 3, loginLockoutMinutes: 15 });
  admin = (await createAgent(t.app, { admin: true })).jwt;
});
afterAll(() => t.close());

let address = 0;
/** Each attempt from a new address: the per-address limit never applies, only the per-account one. */
const logIn = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/identity-broker/customer/api/v3/login',
    remoteAddress: `203.0.113.${(address += 1) % 250}`,
    headers: json(),
    payload: { email, password },
  });

const LOCKED = 'Too many failed attempts for this account. Please wait 15 minutes or reset your password.';

describe('per-account login lockout', () => {
  it('pauses an account after too many wrong passwords from any addresses, even for the right one', async () => {
    const applicant = await registerApplicant(t.app);
    for (let i = 0; i < 3; i++) expect((await logIn(t.app, applicant.email, 'Wrong-Guess-123!')).statusCode).toBe(401);
    const locked = await logIn(t.app, applicant.email.toUpperCase(), applicant.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ errors: [LOCKED] });
    // Another account is untouched.
    const other = await registerApplicant(t.app);
    expect((await logIn(t.app, other.email, other.password)).statusCode).toBe(200);
  });

  it('answers the same for an email nobody registered, so the pause tells nothing about who has an account', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 3; i++) expect((await logIn(t.app, nobody, 'Wrong-Guess-123!')).statusCode).toBe(401);
    expect((await logIn(t.app, nobody, 'Wrong-Guess-123!')).json()).toEqual({ errors: [LOCKED] });
  });

  it('ends the pause when the person resets their password', async () => {
    const applicant = await registerApplicant(t.app);
    for (let i = 0; i < 3; i++) await logIn(t.app, applicant.email, 'Wrong-Guess-123!');
    expect((await logIn(t.app, applicant.email, applicant.password)).statusCode).toBe(429);

    const forgot = await t.app.inject({ method: 'POST', url: '/identity-broker/customer/api/v3/forgot-password', headers: json(), payload: { email: applicant.email } });
    expect(forgot.statusCode).toBe(204);
    const mail = await waitFor(async () => (await readMailbox(t.app, admin, applicant.email)).json<TMailboxMessage[]>().find((m) => m.subject === 'Reset your password'));
    const token = new URLSearchParams(new URL(mail.links[0]!).hash.slice(1)).get('token')!;
    const newPassword = 'Lantern-Quay-77!';
    const reset = await t.app.inject({ method: 'POST', url: '/identity-broker/customer/api/v3/reset-password', headers: json(), payload: { token, password: newPassword } });
    expect(reset.statusCode).toBe(204);
    expect((await logIn(t.app, applicant.email, newPassword)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const applicant = await registerApplicant(t.app);
    for (let i = 0; i < 2; i++) await logIn(t.app, applicant.email, 'Wrong-Guess-123!');
    expect((await logIn(t.app, applicant.email, applicant.password)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await logIn(t.app, applicant.email, 'Wrong-Guess-123!');
    expect((await logIn(t.app, applicant.email, applicant.password)).statusCode).toBe(200);
  });
});
