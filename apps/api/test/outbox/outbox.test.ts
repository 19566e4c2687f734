import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../src/schema.ts';
import { queueMessage, type TMessage } from '../../src/modules/outbox/index.ts';
import { bearer, buildTestApp, createAgent, json, readMailbox, registerApplicant, uniqueEmail, waitFor, type TTestApp } from '../helper.ts';

// Spec 04 section 9.2 and decision 019: messages written in the transaction of what causes them, sent by a job.

const resetEmail = (to: string, orgCode = 'LINTEL'): TMessage => ({
  channel: 'EMAIL',
  kind: 'test-notice',
  orgCode,
  to,
  content: {
    subject: 'Your test notice',
    heading: 'A notice <for you>',
    paragraphs: ['Hello & welcome. This paragraph has <b>markup</b> that must arrive as text.'],
    action: { label: 'Open the notice', url: 'http://127.0.0.1:1/auth/notice?org=LINTEL#token=abc' },
    closing: ['If you did not expect this, ignore it.'],
  },
});

/** Writes a message in a committed transaction, as a module would. */
const queueCommitted = (t: TTestApp, message: TMessage) =>
  t.db.transaction((tx) => queueMessage({ tx, jobs: t.app.jobs, publicUrl: t.app.config.publicUrl, message }));

const mailbox = (t: TTestApp, jwt: string, to: string) => readMailbox(t.app, jwt, to);

const rowsTo = (t: TTestApp, to: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.toKey, to.toLowerCase()));

describe('outbox without SMTP: the sandbox mailbox', () => {
  let t: TTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ captureLogs: true });
    admin = (await createAgent(t.app, { admin: true })).jwt;
  });
  afterAll(async () => t?.close());

  it('lists a committed message for its address, newest first, with its links', async () => {
    const to = uniqueEmail('mailbox');
    await queueCommitted(t, resetEmail(to));
    await queueCommitted(t, { channel: 'EMAIL', kind: 'test-second', orgCode: 'LINTEL', to: to.toUpperCase(), content: { subject: 'Second', heading: 'Second', paragraphs: ['Two'] } });

    const listed = await waitFor(async () => {
      const response = await mailbox(t, admin, to);
      const body = response.json<Array<Record<string, unknown>>>();
      return body.length === 2 ? body : undefined;
    });
    expect(listed.map((m) => m.subject)).toEqual(['Second', 'Your test notice']);
    const notice = listed[1]!;
    expect(Object.keys(notice).sort()).toEqual(['channel', 'createdAt', 'links', 'subject', 'text', 'to']);
    expect(notice).toMatchObject({ to, channel: 'EMAIL' });
    // The action first, then the brand's legal pages; every link is in the words a person reads.
    const links = notice.links as string[];
    expect(links[0]).toBe('http://127.0.0.1:1/auth/notice?org=LINTEL#token=abc');
    expect(links).toContain('https://apply.lintel.example/legal/terms');
    for (const link of links) expect(notice.text).toContain(link);
    expect(notice.text).toContain('A notice <for you>');
    expect(notice.text).toContain('Lintel Lending, LLC, 500 Market Street, Suite 1200, San Francisco, CA 94105');
    expect(notice.text).toContain('NMLS ID #2071448');
  });

  it('keeps a text message in the sandbox too, found by the phone number however it is written', async () => {
    await queueCommitted(t, { channel: 'SMS', kind: 'test-sms', orgCode: 'HARBOR_CU', to: '(415) 555-0142', text: 'Your documents are ready.', url: 'http://127.0.0.1:1/x' });
    const listed = await waitFor(async () => {
      const body = (await mailbox(t, admin, '+1 415-555-0142')).json<Array<Record<string, unknown>>>();
      return body.length === 1 ? body : undefined;
    });
    expect(listed[0]).toMatchObject({
      to: '+14155550142',
      channel: 'SMS',
      subject: 'Harbor FCU',
      text: 'Harbor FCU: Your documents are ready. http://127.0.0.1:1/x',
      links: ['http://127.0.0.1:1/x'],
    });
  });

  it('never sends a message whose transaction rolled back', async () => {
    const to = uniqueEmail('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await queueMessage({ tx, jobs: t.app.jobs, publicUrl: t.app.config.publicUrl, message: resetEmail(to) });
        throw new Error('the cause failed after the message was written');
      }),
    ).rejects.toThrow('the cause failed');
    // A committed message queued after it is delivered: by then the rolled-back one would have been too.
    await queueCommitted(t, { ...resetEmail(to), kind: 'test-after' } as TMessage);
    await waitFor(async () => ((await mailbox(t, admin, to)).json<unknown[]>().length > 0 ? true : undefined));
    const rows = await rowsTo(t, to);
    expect(rows.map((r) => r.kind)).toEqual(['test-after']);
    const jobs = await t.database.executeSql(`select count(*)::int as n from pgboss.job where name = 'outbox-deliver-message' and data->>'messageId' <> $1`, [rows[0]!.id]);
    const all = await t.database.executeSql(`select count(*)::int as n from outbox_messages`);
    // One job per committed message, none for the rolled-back one.
    expect((jobs.rows[0] as { n: number }).n).toBe((all.rows[0] as { n: number }).n - 1);
  });

  it('is for admins only, needs an address, and keeps the address out of the access log', async () => {
    const to = uniqueEmail('private');
    const applicant = await registerApplicant(t.app);
    const agent = await createAgent(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/service-ops/agent/api/v1/outbox?to=${to}`, headers: json() })).statusCode).toBe(401);
    expect((await mailbox(t, applicant.jwt, to)).statusCode).toBe(404);
    expect((await mailbox(t, agent.jwt, to)).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/service-ops/agent/api/v1/outbox', headers: bearer(admin) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: ['Please give the address whose messages to list (to)'] });
    expect((await mailbox(t, admin, to)).json()).toEqual([]);
    const logs = t.logs.join('');
    expect(logs).toContain('/service-ops/agent/api/v1/outbox?to=[redacted]');
    expect(logs).not.toContain(to);
    expect(logs).not.toContain(encodeURIComponent(to));
  });
});

/** A real SMTP listener on a free port; `failNext` makes it refuse that many messages with a temporary error. */
const startSmtpServer = async (port = 0) => {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const state = { failNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (state.failNext > 0) {
            state.failNext -= 1;
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
          received.push(mail);
          envelopes.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, port: actualPort, received, envelopes, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('outbox with SMTP_URL: a real SMTP listener', () => {
  it('delivers the branded message (HTML and text) and leaves the sandbox mailbox empty', async () => {
    const smtp = await startSmtpServer();
    const t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'hello@lintel.example' });
    try {
      const admin = (await createAgent(t.app, { admin: true })).jwt;
      const to = uniqueEmail('smtp');
      await queueCommitted(t, resetEmail(to, 'HARBOR_CU'));
      const mail = await waitFor(async () => smtp.received[0]);
      expect(smtp.envelopes[0]).toEqual([to]);
      expect(mail.subject).toBe('Your test notice');
      expect(mail.from?.value).toEqual([{ name: 'Harbor FCU', address: 'hello@lintel.example' }]);
      expect(mail.replyTo?.value[0]?.address).toBe('members@harbor.lintel.example');

      // The HTML part: the brand's name, colours and legal footer; accessible; everything escaped.
      const html = String(mail.html);
      expect(html).toContain('<html lang="en"');
      expect(html).toContain('<title>Your test notice</title>');
      expect(html).toContain('Harbor FCU');
      expect(html).toContain('Harbor Federal Credit Union, 77 Sample Wharf Road, Portland, ME 04101');
      expect(html).toMatch(/NMLS ID #\d+/);
      expect(html).toContain('A notice &lt;for you&gt;');
      expect(html).toContain('Hello &amp; welcome. This paragraph has &lt;b&gt;markup&lt;/b&gt;');
      expect(html).not.toContain('<b>markup</b>');
      expect(html).toContain('href="http://127.0.0.1:1/auth/notice?org=LINTEL#token=abc"');
      // The plain-text part says the same, with the link written out.
      expect(mail.text).toContain('A notice <for you>');
      expect(mail.text).toContain('Open the notice: http://127.0.0.1:1/auth/notice?org=LINTEL#token=abc');
      expect(mail.text).toContain('Harbor Federal Credit Union');

      await waitFor(async () => ((await rowsTo(t, to))[0]?.status === 'SENT' ? true : undefined));
      expect((await rowsTo(t, to))[0]).toMatchObject({ deliveredVia: 'SMTP', attempts: 1 });
      expect((await mailbox(t, admin, to)).json()).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('retries while the SMTP server is down or refusing, and sends once it recovers', async () => {
    const port = await freePort();
    const t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, captureLogs: true });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const to = uniqueEmail('retry');
      await queueCommitted(t, resetEmail(to));
      // Nothing listens yet: the first attempt fails and the message waits for its retry.
      const failed = await waitFor(async () => {
        const [row] = await rowsTo(t, to);
        return row && row.attempts >= 1 ? row : undefined;
      });
      expect(failed.status).toBe('QUEUED');
      expect(failed.lastError).toMatch(/ECONNREFUSED/);
      // Back up, but refusing the next message with a temporary error: one more retry, then it goes.
      smtp = await startSmtpServer(port);
      smtp.state.failNext = 1;
      const mail = await waitFor(async () => smtp?.received[0], 40_000);
      expect(mail.subject).toBe('Your test notice');
      expect(smtp.received).toHaveLength(1);
      const sent = await waitFor(async () => {
        const [row] = await rowsTo(t, to);
        return row?.status === 'SENT' ? row : undefined;
      });
      expect(sent.attempts).toBeGreaterThanOrEqual(3);
      expect(t.logs.join('')).toContain('message not sent');
      expect(t.logs.join('')).not.toContain(to);
    } finally {
      await t.close();
      await smtp?.close();
    }
  }, 60_000);
});
