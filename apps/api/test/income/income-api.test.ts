import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIncomeReview, TOffersResponse } from '@lintel/contract';
import { LINK_PROVIDER_BAD_CREDENTIALS } from '@lintel/domain';
import { bearer, buildTestApp, createAgent, registerApplicant, waitFor, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia, readStatus, waitForStatusOtherThan } from '../application/application-fixtures.ts';
import { multipartBody, type TPart } from '../documents/multipart.ts';
import { samplePdf, sampleExecutable } from '../documents/sample-files.ts';
import { incomeSources, linkedBankAccounts } from '../../src/modules/income/tables.ts';
import { conditions } from '../../src/modules/conditions/tables.ts';
import { openText } from '../../src/platform/sealed-text.ts';
import { listLinkedBankAccounts, openLinkedBankAccount } from '../../src/modules/income/index.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ captureLogs: true, employmentCheckEverySeconds: 1 });
});
afterAll(async () => t?.close());

const APP = '/service-application/api/v1/application/heloc';
const income = (uuid: string) => `/service-income/api/v1/applications/${uuid}/income`;
type THeaders = Record<string, string>;

/** An applicant whose application chose an offer and was moved by an admin to INCOME_VERIFICATION. */
const applicantInIncomeVerification = async () => {
  const applicant = await registerApplicant(t.app);
  const headers = bearer(applicant.jwt);
  const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody());
  expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe('OFFER_SELECTION');
  const offers = (await t.app.inject({ method: 'GET', url: `${APP}/${uuid}/offers`, headers })).json<TOffersResponse>();
  const offer = offers.offerSet!.offers.find((o) => o.term === 10 && o.originationFee === 0.0299)!;
  const selected = await t.app.inject({
    method: 'POST',
    url: `${APP}/${uuid}/offers/select`,
    headers,
    payload: { type: offer.type, term: 10, originationFeeRate: 0.0299, drawAmount: offer.maxDraw },
  });
  expect(selected.statusCode, selected.body).toBe(200);
  const admin = await createAgent(t.app, { admin: true });
  const forced = await t.app.inject({
    method: 'POST',
    url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
    headers: bearer(admin.jwt),
    payload: { status: 'INCOME_VERIFICATION', reason: 'set up by the income test', force: true },
  });
  expect(forced.statusCode, forced.body).toBe(200);
  return { applicant, headers, uuid, admin, offers, offer };
};

/** Drives the sandbox provider's hosted window as a browser would: search, sign in, choose, consent. */
const linkThroughWindow = async (uuid: string, headers: THeaders, options: { type: 'bank' | 'payroll'; username: string; password?: string }) => {
  const started = await t.app.inject({ method: 'POST', url: `${income(uuid)}/links`, headers, payload: { type: options.type } });
  expect(started.statusCode, started.body).toBe(200);
  const { hostedUrl } = started.json<{ hostedUrl: string }>();
  const search = await t.app.inject({ method: 'GET', url: hostedUrl });
  expect(search.statusCode).toBe(200);
  const signInHref = /href="(\/link-provider\/sandbox\/sign-in\?[^"]+)"/.exec(search.body)![1]!.replaceAll('&amp;', '&');
  const query = new URLSearchParams(signInHref.split('?')[1]);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/link-provider/sandbox/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: query.get('token')!, institution: query.get('institution')!, username: options.username, password: options.password ?? 'pass_good' }).toString(),
  });
  if (signIn.statusCode !== 200) return { signIn };
  const session = /name="session" value="([^"]+)"/.exec(signIn.body)![1]!;
  const account = /name="account" value="([^"]+)"/.exec(signIn.body)![1]!;
  const consent = await t.app.inject({
    method: 'POST',
    url: '/link-provider/sandbox/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, account, consent: 'yes' }).toString(),
  });
  expect(consent.statusCode, consent.body).toBe(303);
  const location = new URL(consent.headers.location as string, 'http://x');
  return { signIn, location, publicToken: location.searchParams.get('public_token')!, state: location.searchParams.get('state')! };
};

const complete = (uuid: string, headers: THeaders, link: { publicToken: string; state: string }) =>
  t.app.inject({ method: 'POST', url: `${income(uuid)}/links/complete`, headers, payload: { publicToken: link.publicToken, state: link.state } });

const review = async (uuid: string, headers: THeaders) => {
  const response = await t.app.inject({ method: 'GET', url: income(uuid), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TIncomeReview>();
};

const uploadPaystubs = async (uuid: string, jwt: string, files: Array<{ filename: string; data: Buffer }>) => {
  const parts: TPart[] = [{ name: 'type', value: 'USER_UPLOADED_PAYSTUB' }, ...files.map((file) => ({ name: 'file', filename: file.filename, contentType: 'application/pdf', data: file.data }))];
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/service-document/api/v1/applications/${uuid}/documents`,
    headers: { 'x-org': 'LINTEL', authorization: `Bearer ${jwt}`, 'content-type': contentType },
    payload,
  });
};

describe('income verification', () => {
  it('review lists the methods of the offer set, each explained by kind, and the next step', async () => {
    const { uuid, headers } = await applicantInIncomeVerification();
    const answer = await review(uuid, headers);
    expect(answer).toMatchObject({
      applicationStatus: 'INCOME_VERIFICATION',
      methods: ['bank', 'payroll', 'upload'],
      sources: [],
      paystubs: { numDocsRequired: 3, conditionUuid: null, description: 'Please upload your three most recent paystubs.' },
      employer: null,
      nextStep: 'Choose one way below to verify your income.',
    });
  }, 60_000);

  it('a bank link with user_good verifies the income, keeps the account sealed and moves on to IDENTITY_VERIFICATION once', async () => {
    const { uuid, headers } = await applicantInIncomeVerification();
    const link = await linkThroughWindow(uuid, headers, { type: 'bank', username: 'user_good' });
    expect(link.location!.pathname).toBe('/account/heloc/plaid-oauth-success');
    const first = await complete(uuid, headers, link as { publicToken: string; state: string });
    expect(first.json()).toEqual({ uuid, applicationStatus: 'IDENTITY_VERIFICATION' });
    // A repeated return (reload, double submit) answers the same and records nothing more.
    const again = await complete(uuid, headers, link as { publicToken: string; state: string });
    expect(again.json()).toEqual({ uuid, applicationStatus: 'IDENTITY_VERIFICATION' });
    expect(await t.db.select().from(incomeSources).where(eq(incomeSources.applicationUuid, uuid))).toHaveLength(1);

    const [account] = await t.db.select().from(linkedBankAccounts).where(eq(linkedBankAccounts.applicationUuid, uuid));
    expect(account!.mask).toMatch(/^\d{4}$/);
    const accountNumber = openText({ keyring: t.app.keyring, sealed: account!.accountNumberSealed, context: `linked-bank-account:${account!.uuid}:accountNumber` });
    expect(accountNumber.endsWith(account!.mask)).toBe(true);
    expect(account!.accountNumberSealed).not.toContain(accountNumber);
    const accessToken = openText({ keyring: t.app.keyring, sealed: account!.accessTokenSealed, context: `linked-bank-account:${account!.uuid}:accessToken` });
    // Neither the number nor the tokens appear in any log line or in the review's answer.
    const logs = t.logs.join('\n');
    for (const secret of [accountNumber, accessToken, link.publicToken!]) expect(logs).not.toContain(secret);
    // The bank screens can use the account again: listed by its last four digits, opened only on the server.
    expect(await listLinkedBankAccounts({ db: t.db, applicationUuid: uuid })).toEqual([expect.objectContaining({ uuid: account!.uuid, mask: account!.mask })]);
    const opened = await openLinkedBankAccount({ db: t.db, keyring: t.app.keyring, applicationUuid: uuid, accountUuid: account!.uuid });
    expect(opened).toMatchObject({ accountNumber, routingNumber: expect.stringMatching(/^\d{9}$/) });
    expect(await openLinkedBankAccount({ db: t.db, keyring: t.app.keyring, applicationUuid: '00000000-0000-4000-8000-000000000000', accountUuid: account!.uuid })).toBeUndefined();
    const answer = await review(uuid, headers);
    expect(JSON.stringify(answer)).not.toContain(accountNumber);
    expect(answer.sources).toEqual([
      expect.objectContaining({ source: 'PLAID_TRANSACTIONS', state: 'VERIFIED', verifiedAnnualIncome: 120_000, accountMask: account!.mask }),
    ]);
  }, 60_000);

  it('a wrong password gets the provider error and changes nothing', async () => {
    const { uuid, headers, applicant } = await applicantInIncomeVerification();
    const { signIn } = await linkThroughWindow(uuid, headers, { type: 'bank', username: 'user_good', password: 'wrong' });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.body).toContain(LINK_PROVIDER_BAD_CREDENTIALS);
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('INCOME_VERIFICATION');
  }, 60_000);

  it('user_low verifies half the income: offers priced again into REVISED_OFFER_SELECTION, and selecting moves on', async () => {
    const { uuid, headers, offers } = await applicantInIncomeVerification();
    const link = await linkThroughWindow(uuid, headers, { type: 'bank', username: 'user_low' });
    expect((await complete(uuid, headers, link as { publicToken: string; state: string })).json()).toEqual({ uuid, applicationStatus: 'REVISED_OFFER_SELECTION' });
    const revised = (await t.app.inject({ method: 'GET', url: `${APP}/${uuid}/offers`, headers })).json<TOffersResponse>();
    expect(revised.revision?.reason).toBe(
      'We verified your income at $60,000 a year, lower than the $120,000 you told us, so your offers were priced again on the verified income.',
    );
    const maxBefore = Math.max(...offers.offerSet!.offers.map((o) => o.maxDraw));
    const maxAfter = Math.max(...revised.offerSet!.offers.map((o) => o.maxDraw));
    console.info(`re-pricing figures: stated $120,000, verified $60,000; largest draw before ${maxBefore}, after ${maxAfter}`);
    expect(maxAfter).toBeLessThanOrEqual(maxBefore);
    const offer = revised.offerSet!.offers.find((o) => o.term === 10 && o.originationFee === 0.0299)!;
    const chosen = await t.app.inject({
      method: 'POST',
      url: `${APP}/${uuid}/offers/select`,
      headers,
      payload: { type: offer.type, term: 10, originationFeeRate: 0.0299, drawAmount: offer.minDraw },
    });
    expect(chosen.json()).toEqual({ uuid, applicationStatus: 'IDENTITY_VERIFICATION' });
  }, 60_000);

  it('user_employer goes to EMPLOYMENT_VERIFICATION; the employer details correct the source without restarting the business day', async () => {
    const { uuid, headers, applicant, admin } = await applicantInIncomeVerification();
    const link = await linkThroughWindow(uuid, headers, { type: 'payroll', username: 'user_employer' });
    expect(link.location!.pathname).toBe(`/account/heloc/${uuid}/income/pointserv-callback`);
    expect((await complete(uuid, headers, link as { publicToken: string; state: string })).json()).toEqual({ uuid, applicationStatus: 'EMPLOYMENT_VERIFICATION' });
    const employerRow = async () =>
      (await t.db.select().from(incomeSources).where(eq(incomeSources.applicationUuid, uuid))).find((source) => source.submissionKey === 'employer');
    const dayFromLink = (await employerRow())?.verifiesAt;
    expect(dayFromLink).toBeInstanceOf(Date);

    const bad = await t.app.inject({ method: 'POST', url: `${income(uuid)}/employer`, headers, payload: { employerName: ' ', contactName: 'x'.repeat(101), phoneNumber: '123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining(['Please enter your employer’s name', 'Contact name must be at most 100 characters', 'Please enter a valid 10-digit phone number']),
    );
    const details = { employerName: 'Globex Corporation', contactName: 'Hank Scorpio', phoneNumber: '(415) 555-0134' };
    expect((await t.app.inject({ method: 'POST', url: `${income(uuid)}/employer`, headers, payload: details })).json()).toEqual({ uuid, applicationStatus: 'EMPLOYMENT_VERIFICATION' });
    const repeat = await t.app.inject({ method: 'POST', url: `${income(uuid)}/employer`, headers, payload: details });
    expect(repeat.json()).toEqual({ uuid, applicationStatus: 'EMPLOYMENT_VERIFICATION' });
    const waiting = await review(uuid, headers);
    expect(waiting.employer).toMatchObject({ employerName: 'Globex Corporation', phoneNumber: '(415) 555-0134', verifiesAt: dayFromLink!.toISOString() });
    // Not before the business day is over.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('EMPLOYMENT_VERIFICATION');
    const advanced = await t.app.inject({ method: 'POST', url: '/service-ops/agent/api/v1/clock/advance', headers: bearer(admin.jwt), payload: { minutes: 4 * 24 * 60 } });
    expect(advanced.statusCode, advanced.body).toBe(200);
    await waitFor(async () => ((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus === 'IDENTITY_VERIFICATION' ? true : undefined));
    expect((await review(uuid, headers)).sources.find((source) => source.source === 'EMPINFO')).toMatchObject({ state: 'VERIFIED', verifiedAnnualIncome: 120_000 });
  }, 60_000);

  it('user_employer without the employer details: verified one business day of simulated time after the link (spec 04 section 9.3)', async () => {
    const { uuid, headers, applicant, admin } = await applicantInIncomeVerification();
    const link = await linkThroughWindow(uuid, headers, { type: 'payroll', username: 'user_employer' });
    expect((await complete(uuid, headers, link as { publicToken: string; state: string })).json()).toEqual({ uuid, applicationStatus: 'EMPLOYMENT_VERIFICATION' });
    const clock = async () => new Date((await t.app.inject({ method: 'GET', url: '/service-ops/agent/api/v1/clock', headers: bearer(admin.jwt) })).json<{ now: string }>().now);
    const linkedAt = await clock();
    const [source] = (await t.db.select().from(incomeSources).where(eq(incomeSources.applicationUuid, uuid))).filter((row) => row.submissionKey === 'employer');
    // One business day: at least a day later, at most four (a Friday before a Monday holiday).
    const waitMs = source!.verifiesAt!.getTime() - linkedAt.getTime();
    expect(waitMs).toBeGreaterThan(23 * 3600_000);
    expect(waitMs).toBeLessThanOrEqual(4 * 24 * 3600_000 + 3600_000);
    // Not before the business day is over (the job looks every second here).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('EMPLOYMENT_VERIFICATION');
    const minutes = Math.ceil(waitMs / 60_000) + 1;
    const advanced = await t.app.inject({ method: 'POST', url: '/service-ops/agent/api/v1/clock/advance', headers: bearer(admin.jwt), payload: { minutes } });
    expect(advanced.statusCode, advanced.body).toBe(200);
    await waitFor(async () => ((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus === 'IDENTITY_VERIFICATION' ? true : undefined));
    expect((await review(uuid, headers)).sources.find((row) => row.source === 'EMPINFO')).toMatchObject({ state: 'VERIFIED', verifiedAnnualIncome: 120_000 });
  }, 60_000);

  it('paystubs: an unreadable one opens a condition asking for it again; the re-upload verifies', async () => {
    const { uuid, headers, applicant } = await applicantInIncomeVerification();
    const pdf = await samplePdf();
    const bad = await uploadPaystubs(uuid, applicant.jwt, [{ filename: 'payslip.exe', data: sampleExecutable() }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toContain('payslip.exe');

    const uploaded = await uploadPaystubs(uuid, applicant.jwt, [
      { filename: 'stub-1.pdf', data: pdf },
      { filename: 'stub-2-unreadable.pdf', data: pdf },
      { filename: 'stub-3.pdf', data: pdf },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const ids = uploaded.json<Array<{ uuid: string }>>().map((document) => document.uuid);
    const tooFew = await t.app.inject({ method: 'POST', url: `${income(uuid)}/paystubs`, headers, payload: { documentUuids: ids.slice(0, 2) } });
    expect(tooFew.json()).toEqual({ errors: ['Please add your 3 most recent paystubs.'] });
    const submitted = await t.app.inject({ method: 'POST', url: `${income(uuid)}/paystubs`, headers, payload: { documentUuids: ids } });
    expect(submitted.json()).toEqual({ uuid, applicationStatus: 'INCOME_VERIFICATION' });
    const repeated = await t.app.inject({ method: 'POST', url: `${income(uuid)}/paystubs`, headers, payload: { documentUuids: ids } });
    expect(repeated.json()).toEqual({ uuid, applicationStatus: 'INCOME_VERIFICATION' });
    const open = await t.db.select().from(conditions).where(eq(conditions.applicationUuid, uuid));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', xtraData: { numDocsRequired: 1 } });
    const asked = await review(uuid, headers);
    expect(asked.paystubs).toEqual({ numDocsRequired: 1, conditionUuid: open[0]!.uuid, description: 'Please upload your most recent paystub.' });
    expect(asked.sources[0]).toMatchObject({ source: 'MANUAL_PAYSTUB', state: 'FAILED_VERIFICATION' });

    const notMine = await t.app.inject({ method: 'POST', url: `${income(uuid)}/paystubs`, headers, payload: { documentUuids: ['00000000-0000-4000-8000-000000000000'] } });
    expect(notMine.json().errors).toEqual(['00000000-0000-4000-8000-000000000000: this file is not one of your uploaded paystubs.']);
    const again = await uploadPaystubs(uuid, applicant.jwt, [{ filename: 'stub-2-rescanned.pdf', data: pdf }]);
    const [redone] = again.json<Array<{ uuid: string }>>();
    const done = await t.app.inject({ method: 'POST', url: `${income(uuid)}/paystubs`, headers, payload: { documentUuids: [redone!.uuid], conditionUuid: open[0]!.uuid } });
    expect(done.json()).toEqual({ uuid, applicationStatus: 'IDENTITY_VERIFICATION' });
    const [resolved] = await t.db.select().from(conditions).where(eq(conditions.uuid, open[0]!.uuid));
    expect(resolved!.resolvedAt).not.toBeNull();
  }, 60_000);

  it("refuses another applicant's application with 404 on every call", async () => {
    const { uuid } = await applicantInIncomeVerification();
    const other = bearer((await registerApplicant(t.app)).jwt);
    const calls = [
      { method: 'GET' as const, url: income(uuid) },
      { method: 'POST' as const, url: `${income(uuid)}/links`, payload: { type: 'bank' } },
      { method: 'POST' as const, url: `${income(uuid)}/links/complete`, payload: { publicToken: 'public-sandbox-x.y', state: 'abc' } },
      { method: 'POST' as const, url: `${income(uuid)}/paystubs`, payload: { documentUuids: ['00000000-0000-4000-8000-000000000000'] } },
      { method: 'POST' as const, url: `${income(uuid)}/employer`, payload: { employerName: 'A', contactName: 'B', phoneNumber: '(415) 555-0134' } },
      { method: 'GET' as const, url: income('not-a-uuid') },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: other });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: income(uuid), headers: { 'x-org': 'LINTEL' } });
    expect(anonymous.statusCode).toBe(401);
  }, 60_000);

  it('the hosted window refuses a forged or missing link token', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/link-provider/sandbox?token=link-sandbox-forged.x' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This link session is not valid or has expired.');
  });
});
