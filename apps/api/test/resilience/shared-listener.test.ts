import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TChatSession, TChatSocketEvent } from '@lintel/contract';
import { postMessage } from '../../src/modules/chat/messages.ts';
import { LISTENER_APPLICATION_NAME } from '../../src/platform/notification-listener.ts';
import {
  bearer,
  buildTestApp,
  buildTwoServersOnPostgres,
  createAgent,
  json,
  ORG,
  registerApplicant,
  waitFor,
  type TTestApp,
} from '../helper.ts';
import {
  createApplicationBody,
  createApplicationVia,
  readStatus,
  waitForStatusOtherThan,
} from '../application/application-fixtures.ts';

/**
 * Decision 064: each server process holds ONE listening connection, shared by every LISTEN/NOTIFY user
 * (status and session caches, chat and notary fan-out, the job queue's wake-up), which reconnects after a
 * drop and has its subscribers resynchronise.
 */

const onPostgres = process.env.TEST_DB === 'postgres';
const poolOf = (t: TTestApp) => (t.db as unknown as { $client: pg.Pool }).$client;

/** The connections of this test's database whose last statement was a LISTEN: pid and statement. */
const listeningConnections = async (t: TTestApp) =>
  (
    await poolOf(t).query<{ pid: number; query: string; application_name: string }>(
      `select pid, query, application_name from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    )
  ).rows;

describe('the shared listener, in one process', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('delivers a publish to every subscriber of its channel, this process included, until each unsubscribes', async () => {
    const heardByFirst: string[] = [];
    const heardBySecond: string[] = [];
    const stopFirst = t.app.notifications.subscribe('listener_test', {
      notify: (payload) => heardByFirst.push(payload),
    });
    const stopSecond = t.app.notifications.subscribe('listener_test', {
      notify: (payload) => heardBySecond.push(payload),
    });
    await waitFor(async () => (t.app.notifications.isListening('listener_test') ? true : undefined), 5_000);
    await t.app.notifications.publish('listener_test', 'one');
    await waitFor(
      async () => (heardByFirst.length === 1 && heardBySecond.length === 1 ? true : undefined),
      5_000,
    );
    stopFirst();
    await t.app.notifications.publish('listener_test', 'two');
    await waitFor(async () => (heardBySecond.length === 2 ? true : undefined), 5_000);
    stopSecond();
    expect(heardByFirst).toEqual(['one']);
    expect(heardBySecond).toEqual(['one', 'two']);
  });

  it('refuses a channel name that is not a plain identifier', () => {
    expect(() => t.app.notifications.subscribe('chat; drop table x', { notify: () => undefined })).toThrow(
      /invalid notification channel/,
    );
  });

  it.runIf(onPostgres)('holds exactly one LISTEN connection for every channel', async () => {
    // The test before unsubscribed a channel: the listener runs UNLISTEN, then the whole LISTEN list again, and
    // pg_stat_activity shows its last statement. Read it once that list is back (CI once read in between).
    const listening = await waitFor(async () => {
      const rows = await listeningConnections(t);
      return rows.length === 1 ? rows : undefined;
    }, 5_000).catch(() => listeningConnections(t));
    expect(listening).toHaveLength(1);
    expect(listening[0]!.application_name).toBe(LISTENER_APPLICATION_NAME);
    const channels = listening[0]!.query.split('; ').map((statement) => statement.replace(/^LISTEN /, ''));
    // Before decision 064 each of these had a connection of its own (five in all).
    expect(channels).toEqual(
      expect.arrayContaining([
        'application_status',
        'session_change',
        'session_change_ack',
        'chat_events',
        'notary_events',
        'lintel_jobs',
      ]),
    );
  });
});

const OPS = '/service-ops/agent/api/v1';
const CHAT_INIT = '/service-csp/external/api/v1/twilio/initWebChat';

const moveAsAdmin = async (app: FastifyInstance, adminJwt: string, uuid: string, status: string) => {
  const response = await app.inject({
    method: 'POST',
    url: `${OPS}/applications/${uuid}/status`,
    headers: bearer(adminJwt),
    payload: { status, reason: 'shared listener test', force: true },
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** Ends every listening connection of the test's database, as a database restart or a network fault would. */
const killListeners = async (t: TTestApp) => {
  const before = await listeningConnections(t);
  expect(before).toHaveLength(2);
  await poolOf(t).query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
    before.map((row) => row.pid),
  ]);
  return new Set(before.map((row) => row.pid));
};

/** Waits until both servers listen again, on connections other than the ended ones. */
const waitForNewListeners = (t: TTestApp, ended: Set<number>) =>
  waitFor(async () => {
    const now = await listeningConnections(t);
    return now.length === 2 && now.every((row) => !ended.has(row.pid)) ? now : undefined;
  }, 10_000);

describe.runIf(onPostgres)('two servers on one PostgreSQL when the listening connections drop', () => {
  let servers: Awaited<ReturnType<typeof buildTwoServersOnPostgres>>;
  let firstUrl: string;
  beforeAll(async () => {
    servers = await buildTwoServersOnPostgres();
    firstUrl = await servers.first.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => servers?.close());

  it('holds one listening connection per server', async () => {
    expect(await listeningConnections(servers.first)).toHaveLength(2);
  });

  it('tells a subscriber it lost the connection, then to resynchronise, and delivers what is sent after', async () => {
    const { first, second } = servers;
    const told: string[] = [];
    const stop = first.app.notifications.subscribe('listener_drop_test', {
      notify: (payload) => told.push(`notify ${payload}`),
      lost: () => told.push('lost'),
      resync: () => told.push('resync'),
    });
    try {
      await waitFor(async () => (told.includes('resync') ? true : undefined), 5_000);
      const ended = await killListeners(first);
      await waitForNewListeners(first, ended);
      await waitFor(async () => (told.length === 3 ? true : undefined), 5_000);
      // Sent by the other process after the reconnect.
      await second.app.notifications.publish('listener_drop_test', 'after');
      await waitFor(async () => (told.length === 4 ? true : undefined), 5_000);
      expect(told).toEqual(['resync', 'lost', 'resync', 'notify after']);
    } finally {
      stop();
    }
  });

  it('serves no status that changed during the gap, and hears the next change after reconnecting', async () => {
    const { first, second } = servers;
    const admin = await createAgent(first.app, { admin: true });
    const applicant = await registerApplicant(first.app);
    const { uuid } = await createApplicationVia(first.app, applicant.jwt, createApplicationBody());
    expect((await waitForStatusOtherThan(first.app, applicant.jwt, uuid)).applicationStatus).toBe(
      'OFFER_SELECTION',
    );
    // Cached on the second server.
    await readStatus(second.app, applicant.jwt, uuid);
    expect((await readStatus(second.app, applicant.jwt, uuid)).applicationStatus).toBe('OFFER_SELECTION');

    const ended = await killListeners(first);
    // A change nobody is told about while the connections are down: only the drop and the resync can
    // keep the second server from answering the cached status for as long as it likes.
    await poolOf(first).query(`update applications set status = 'HMDA' where uuid = $1`, [uuid]);
    await waitForNewListeners(first, ended);
    expect((await readStatus(second.app, applicant.jwt, uuid)).applicationStatus).toBe('HMDA');
    // Cached again now that notifications flow: the next change, through the first server, must evict it.
    expect((await readStatus(second.app, applicant.jwt, uuid)).applicationStatus).toBe('HMDA');
    await moveAsAdmin(first.app, admin.jwt, uuid, 'APP_SUBMISSION');
    const seen = await waitFor(async () => {
      const status = (await readStatus(second.app, applicant.jwt, uuid)).applicationStatus;
      return status === 'APP_SUBMISSION' ? status : undefined;
    }, 2_000);
    expect(seen).toBe('APP_SUBMISSION');
  });

  it('ends a session on the other server at once after a logout sent after the reconnect', async () => {
    const { first, second } = servers;
    const ended = await killListeners(first);
    await waitForNewListeners(first, ended);
    const { jwt } = await registerApplicant(first.app);
    const identityOf = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) });
    expect((await identityOf(second.app)).statusCode).toBe(200);
    expect((await identityOf(second.app)).statusCode).toBe(200);
    const logout = await first.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/secure/api/v3/logout',
      headers: bearer(jwt),
    });
    expect(logout.statusCode).toBe(303);
    expect((await identityOf(second.app)).statusCode).toBe(401);
  });

  it('sends a chat socket the messages it missed while its server was not listening', async () => {
    const { first, second } = servers;
    const init = await first.app.inject({
      method: 'POST',
      url: CHAT_INIT,
      headers: json(),
      payload: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    expect(init.statusCode, init.body).toBe(200);
    const session = init.json<TChatSession>();
    const events: TChatSocketEvent[] = [];
    const socket = new WebSocket(
      `${firstUrl.replace('http', 'ws')}/service-omni-proxy/insecure/api/v1/ws?org=${ORG}&token=${encodeURIComponent(session.token)}`,
    );
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as TChatSocketEvent));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    try {
      const ended = await killListeners(first);
      // Stored while the first server hears nothing: its announcement is lost (here: never sent at all).
      const system = { kind: 'SYSTEM' as const, identityUuid: null, name: 'System' };
      await postMessage({
        db: second.db,
        conversationUuid: session.conversationSid,
        sender: system,
        text: 'Sent during the gap',
        attachmentIds: [],
      });
      await waitForNewListeners(first, ended);
      const missed = await waitFor(async () => events.find((e) => e.type === 'message'), 5_000);
      expect(missed.type === 'message' && missed.message.text).toBe('Sent during the gap');

      // And announcements after the reconnect flow again, from the other server.
      const agent = await createAgent(second.app, { orgCodes: [ORG] });
      const AGENT_CHATS = `${OPS}/chats/${session.conversationSid}`;
      expect(
        (
          await second.app.inject({
            method: 'POST',
            url: `${AGENT_CHATS}/accept`,
            headers: bearer(agent.jwt),
          })
        ).statusCode,
      ).toBe(200);
      await second.app.inject({
        method: 'POST',
        url: `${AGENT_CHATS}/messages`,
        headers: bearer(agent.jwt),
        payload: { text: 'After the reconnect' },
      });
      const after = await waitFor(
        async () => events.find((e) => e.type === 'message' && e.message.text === 'After the reconnect'),
        5_000,
      );
      expect(after.type).toBe('message');
    } finally {
      socket.close();
    }
  });
});
