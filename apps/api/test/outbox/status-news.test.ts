import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  buildTwoServersOnPostgres,
  createAgent,
  readMailbox,
  registerApplicant,
  waitFor,
  type TMailboxMessage,
  type TTestApp,
} from '../helper.ts';
import {
  createApplicationBody,
  createApplicationVia,
  readStatus,
  waitForStatusOtherThan,
} from '../application/application-fixtures.ts';

// Decision 080 (spec 04 section 9.2, "status news"): an application entering a milestone writes the applicant one
// email, and one text message where they agreed to transactional texts, in the status change's transaction.

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ captureLogs: true });
  admin = (await createAgent(t.app, { admin: true })).jwt;
});
afterAll(async () => t?.close());

const mailbox = async (to: string) => {
  const response = await readMailbox(t.app, admin, to);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TMailboxMessage[]>();
};

/** Waits until the address's sandbox mailbox holds `count` messages (the delivery job has run), then a little longer for any extra. */
const mailboxOf = async (to: string, count: number) => {
  await waitFor(async () => ((await mailbox(to)).length >= count ? true : undefined));
  return mailbox(to);
};

const agentDetail = async (uuid: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/service-ops/agent/api/v1/applications/${uuid}`,
      headers: bearer(admin),
    })
  ).json<{
    loanNumber: string;
    auditTrail: { toStatus: string; details: { adverseActionReasons?: string[] } }[];
  }>();

const changeStatusAsAgent = (uuid: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
    headers: bearer(admin),
    payload,
  });

/**
 * An applicant's application, pre-qualified through the real job chain. `contactEmail` undefined leaves the create
 * body without profileRequest.email (the application's email is then null: the news goes to the login email).
 */
const applicationThrough = async (
  options: { lastName?: string; contactEmail?: string; phoneNumber?: string } = {},
) => {
  const applicant = await registerApplicant(
    t.app,
    options.phoneNumber ? { phoneNumber: options.phoneNumber } : {},
  );
  const body = createApplicationBody({ lastName: options.lastName ?? 'Lovelace' });
  const { email: _fixtureEmail, ...profile } = body.profileRequest;
  const created = await createApplicationVia(t.app, applicant.jwt, {
    ...body,
    profileRequest:
      options.contactEmail === undefined ? profile : { ...profile, email: options.contactEmail },
  });
  const status = await waitForStatusOtherThan(t.app, applicant.jwt, created.uuid);
  return { applicant, uuid: created.uuid, status: status.applicationStatus };
};

/** Nothing of the person: no name, no street, no loan number, nothing shaped like a social security number or a date of birth. */
const expectNoPersonalData = (message: TMailboxMessage, loanNumber: string) => {
  const words = `${message.subject}\n${message.text}`;
  for (const personal of ['Ada', 'Lovelace', 'Decline', '12 Main St', 'Denver', loanNumber])
    expect(words).not.toContain(personal);
  expect(words).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b|\b\d{9}\b/);
  expect(words).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b(19|20)\d{2}-\d{2}-\d{2}\b/);
};

const applicationPage = (uuid: string) => `${t.app.config.publicUrl}/account/heloc/${uuid}?org=LINTEL`;

describe('status news', () => {
  it('tells the applicant their offers are ready, once, at the login email when the application has none', async () => {
    const { applicant, uuid, status } = await applicationThrough();
    expect(status).toBe('OFFER_SELECTION');
    const messages = await mailboxOf(applicant.email, 1);
    expect(messages).toHaveLength(1);
    const [news] = messages;
    expect(news).toMatchObject({
      to: applicant.email,
      channel: 'EMAIL',
      subject: 'Your Lintel Home Equity Line offers are ready',
    });
    expect(news!.text).toContain('Good news: Lintel Lending, LLC has offers for you.');
    expect(news!.links[0]).toBe(applicationPage(uuid));
    expectNoPersonalData(news!, (await agentDetail(uuid)).loanNumber);
    // No transactional text-message consent: no text message.
    expect(await mailbox('(555) 555-1234')).toEqual([]);
  });

  it('sends once per entry: a repeated job or a field update adds nothing, entering the status again sends again', async () => {
    const { applicant, uuid } = await applicationThrough({ contactEmail: undefined });
    await mailboxOf(applicant.email, 1);

    // The pre-qualification job of the IN_PROGRESS entry, run a second time (a retry after a crash): the application
    // has moved on, so its step changes nothing and writes nothing.
    const [queued] = (
      await t.database.executeSql(
        `select data from pgboss.job where name = 'prequalify' and data->>'applicationUuid' = $1`,
        [uuid],
      )
    ).rows as { data: object }[];
    const again = await t.app.jobs.send('prequalify', queued!.data);
    await waitFor(async () => {
      const { rows } = await t.database.executeSql(`select state from pgboss.job where id = $1`, [again]);
      return (rows[0] as { state: string } | undefined)?.state === 'completed' ? true : undefined;
    });
    // The same status with new fields is not a new entry.
    expect(
      (
        await changeStatusAsAgent(uuid, {
          status: 'OFFER_SELECTION',
          reason: 'note',
          fields: { bpo: 'BPO_NOT_REQUIRED' },
        })
      ).statusCode,
    ).toBe(200);
    // Delivery is a job too: a message written now would be in the mailbox well within this wait.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailbox(applicant.email)).toHaveLength(1);

    // Pre-qualified again (an admin's rerun): a new entry into OFFER_SELECTION, a new message.
    expect(
      (await changeStatusAsAgent(uuid, { status: 'IN_PROGRESS', reason: 'rerun', force: true })).statusCode,
    ).toBe(200);
    expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe(
      'OFFER_SELECTION',
    );
    const messages = await mailboxOf(applicant.email, 2);
    expect(messages.map((m) => m.subject)).toEqual([
      'Your Lintel Home Equity Line offers are ready',
      'Your Lintel Home Equity Line offers are ready',
    ]);
  });

  it('tells a declined applicant where the letter is, with none of the reasons', async () => {
    const contactEmail = `declined-${randomInt(1e9)}@example.com`;
    const { uuid, status } = await applicationThrough({ lastName: 'Decline', contactEmail });
    expect(status).toBe('DECLINED');
    const messages = await mailboxOf(contactEmail, 1);
    expect(messages).toHaveLength(1);
    const [news] = messages;
    expect(news!.subject).toBe('An update on your Lintel Home Equity Line application');
    expect(news!.text).toContain('A letter explaining why is in your account.');
    expect(news!.links[0]).toBe(applicationPage(uuid));
    const detail = await agentDetail(uuid);
    const reasons =
      detail.auditTrail.find((entry) => entry.toStatus === 'DECLINED')?.details.adverseActionReasons ?? [];
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(news!.text).not.toContain(reason);
    expectNoPersonalData(news!, detail.loanNumber);
  });

  it("tells the applicant of an agent's cancellation, and no other applicant's mailbox shows it", async () => {
    const first = await applicationThrough();
    const other = await applicationThrough();
    expect(
      (await changeStatusAsAgent(first.uuid, { status: 'CANCELLED', reason: 'Duplicate application' }))
        .statusCode,
    ).toBe(200);

    const messages = await mailboxOf(first.applicant.email, 2);
    expect(messages.map((m) => m.subject)).toEqual([
      'Your Lintel Home Equity Line application was cancelled',
      'Your Lintel Home Equity Line offers are ready',
    ]);
    const cancelled = messages[0]!;
    expect(cancelled.text).toContain(
      'Your application for a Lintel Home Equity Line with Lintel Lending, LLC has been cancelled.',
    );
    // The agent's reason is for the audit trail, not the email.
    expect(cancelled.text).not.toContain('Duplicate');
    expectNoPersonalData(cancelled, (await agentDetail(first.uuid)).loanNumber);

    // The other applicant's mailbox has their own offers news only; neither applicant can read a mailbox.
    const others = await mailboxOf(other.applicant.email, 1);
    expect(others).toHaveLength(1);
    expect(others[0]!.links[0]).toBe(applicationPage(other.uuid));
    expect((await readMailbox(t.app, other.applicant.jwt, first.applicant.email)).statusCode).toBe(404);
    expect((await readMailbox(t.app, first.applicant.jwt, first.applicant.email)).statusCode).toBe(404);
  });

  it('sends a text message too where the applicant agreed to transactional texts', async () => {
    const phone = `(303) 555-${String(randomInt(10_000)).padStart(4, '0')}`;
    const applicant = await registerApplicant(t.app, { phoneNumber: phone });
    const headers = bearer(applicant.jwt);
    const prompt = (
      await t.app.inject({
        method: 'GET',
        url: '/service-comms-prefs/external/api/v1/consent/prompt/SMS_TRANSACTIONAL',
        headers,
      })
    ).json<{ uuid: string }>();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/service-comms-prefs/secure/api/v1/consent/user',
      headers,
      payload: {
        org: 'LINTEL',
        source: 'REGISTRATION',
        productType: 'HELOC',
        phone,
        email: applicant.email,
        consents: [{ consentPromptUuid: prompt.uuid, optInOut: 'OPT_IN' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const created = await createApplicationVia(t.app, applicant.jwt, {
      ...createApplicationBody(),
      profileRequest: { ...createApplicationBody().profileRequest, email: applicant.email },
    });
    expect((await waitForStatusOtherThan(t.app, applicant.jwt, created.uuid)).applicationStatus).toBe(
      'OFFER_SELECTION',
    );

    const texts = await mailboxOf(phone, 1);
    expect(texts).toEqual([
      expect.objectContaining({
        channel: 'SMS',
        subject: 'Lintel',
        text: `Lintel: Your offers are ready. Log in to see them: ${applicationPage(created.uuid)}`,
        links: [applicationPage(created.uuid)],
      }),
    ]);
    expect(await mailboxOf(applicant.email, 1)).toHaveLength(1);
  });

  it('never stops a status change: news that cannot be written is rolled back alone, and logged without the address', async () => {
    const { applicant, uuid } = await applicationThrough();
    await mailboxOf(applicant.email, 1);
    // The outbox's table out of the way: writing the news fails inside the status change's transaction.
    await t.database.executeSql('alter table outbox_messages rename to outbox_messages_away');
    try {
      const cancelled = await changeStatusAsAgent(uuid, {
        status: 'CANCELLED',
        reason: 'Applicant asked by phone',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    } finally {
      await t.database.executeSql('alter table outbox_messages_away rename to outbox_messages');
    }
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('CANCELLED');
    expect(await mailbox(applicant.email)).toHaveLength(1);
    const logs = t.logs.join('');
    expect(logs).toContain('status news not written');
    expect(logs).not.toContain(applicant.email);
  });
});

/** Two servers on one PostgreSQL database, as two processes: each entry's news is written once, by whichever made the change. */
describe.runIf(process.env.TEST_DB === 'postgres')('status news across two servers on PostgreSQL', () => {
  let servers: Awaited<ReturnType<typeof buildTwoServersOnPostgres>>;
  beforeAll(async () => {
    servers = await buildTwoServersOnPostgres();
  });
  afterAll(async () => servers?.close());

  it('writes one message per entry whichever server moved the application', async () => {
    const { first, second } = servers;
    const adminJwt = (await createAgent(first.app, { admin: true })).jwt;
    const applicant = await registerApplicant(first.app);
    const created = await createApplicationVia(second.app, applicant.jwt, createApplicationBody());
    expect((await waitForStatusOtherThan(first.app, applicant.jwt, created.uuid)).applicationStatus).toBe(
      'OFFER_SELECTION',
    );
    const cancelled = await first.app.inject({
      method: 'POST',
      url: `/service-ops/agent/api/v1/applications/${created.uuid}/status`,
      headers: bearer(adminJwt),
      payload: { status: 'CANCELLED', reason: 'test' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const read = async () =>
      (await readMailbox(second.app, adminJwt, 'ada@example.com')).json<TMailboxMessage[]>();
    await waitFor(async () => ((await read()).length >= 2 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await read()).map((m) => m.subject)).toEqual([
      'Your Lintel Home Equity Line application was cancelled',
      'Your Lintel Home Equity Line offers are ready',
    ]);
  });
});
