import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getBrand } from '@lintel/brands';
import { CHAT_MESSAGES, formatMoney } from '@lintel/domain';
import type { TChatMessagePage, TChatSession, TChatSocketEvent } from '@lintel/contract';
import { eq } from 'drizzle-orm';
import { bearer, buildTestApp, buildTwoServersOnPostgres, createAgent, json, ORG, registerApplicant, waitFor, type TTestApp } from '../helper.ts';
import { chatbotQuestions } from '../../src/modules/chat/tables.ts';

const INIT = '/service-csp/external/api/v1/twilio/initWebChat';
const INIT_STREAM = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';
const CHANNELS = '/service-omni-proxy/insecure/api/v1/channels';
const AGENT = '/service-ops/agent/api/v1/chats';
const BOT = '/service-chat-chatbot/external/api/v1/message';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const init = async (app: FastifyInstance, body: Record<string, unknown> = {}, path = INIT, org = ORG) => {
  const response = await app.inject({ method: 'POST', url: path, headers: json({ 'x-org': org }), payload: { name: 'Ada Lovelace', email: 'ada@example.com', ...body } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TChatSession>();
};
const withToken = (token: string, headers: Record<string, string> = {}) => json({ 'x-chat-token': token, ...headers });
const multipart = (name: string, content: Buffer, type = 'application/octet-stream') => {
  const boundary = '----chattest';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};
const upload = (app: FastifyInstance, url: string, headers: Record<string, string>, name: string, content: Buffer) => {
  const form = multipart(name, content);
  return app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': form.contentType }, payload: form.body });
};

/** Opens the chat websocket on a listening app; collects what it is sent. */
const openSocket = async (baseUrl: string, session: TChatSession) => {
  const events: TChatSocketEvent[] = [];
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/service-omni-proxy/insecure/api/v1/ws?org=${ORG}&token=${encodeURIComponent(session.token)}`);
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as TChatSocketEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, events };
};

describe('chat on one server', () => {
  let t: TTestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('starts a chat in both modes with the chat session fields', async () => {
    const twilio = await init(t.app);
    expect(twilio).toMatchObject({ friendlyName: 'Ada Lovelace', emailAddress: 'ada@example.com', chatMode: 'AGENT', stream: null });
    expect(twilio.omniProxyChannelId).toBe(twilio.conversationSid);
    // A live chat token lives 6 hours, a chatbot token 10 minutes.
    expect(Date.parse(twilio.expiration) - Date.now()).toBeGreaterThan(5.9 * 3600_000);
    const stream = await init(t.app, { chatMode: 'CHATBOT' }, INIT_STREAM);
    expect(stream.stream?.providerChannelId).toBe(stream.omniProxyChannelId);
    const minutes = (Date.parse(stream.expiration) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('answers bad input with 400 and the spec texts', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, CHAT_MESSAGES.required],
      [{ name: 'a'.repeat(129) }, CHAT_MESSAGES.nameTooLong],
      [{ email: 'not-an-email' }, CHAT_MESSAGES.emailInvalid],
      [{ email: `${'a'.repeat(120)}@example.com` }, CHAT_MESSAGES.emailTooLong],
      [{ chatMode: 'PIGEON' }, 'chatMode must be AGENT or CHATBOT'],
      [{ chatMode: 7 }, 'chatMode must be AGENT or CHATBOT'],
      // Missing or not text: the pre-chat form's own texts, never "Please check the name field".
      [{ name: undefined }, CHAT_MESSAGES.required],
      [{ name: 42 }, CHAT_MESSAGES.required],
      [{ email: undefined }, CHAT_MESSAGES.required],
    ];
    for (const [body, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: INIT, headers: json(), payload: { name: 'Ada', email: 'ada@example.com', ...body } });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: string[] }>().errors).toEqual([message]);
    }
    // Modes in any case, as spec 03 writes them ("chatbot"), are read in upper case; null is the default.
    expect((await init(t.app, { chatMode: 'chatbot' })).chatMode).toBe('CHATBOT');
    expect((await init(t.app, { chatMode: 'Agent' })).chatMode).toBe('AGENT');
    expect((await init(t.app, { chatMode: null })).chatMode).toBe('AGENT');
    const session = await init(t.app);
    const empty = await t.app.inject({ method: 'POST', url: `${CHANNELS}/${session.conversationSid}/messages`, headers: withToken(session.token), payload: { text: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: string[] }>().errors.join(' ')).toContain('Required');
    const long = await t.app.inject({ method: 'POST', url: `${CHANNELS}/${session.conversationSid}/messages`, headers: withToken(session.token), payload: { text: 'x'.repeat(4001) } });
    expect(long.statusCode).toBe(400);
  });

  it('refreshes a token and refuses an unknown one with the invalid-token text', async () => {
    const session = await init(t.app);
    const refreshed = await t.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/refreshToken', headers: json(), payload: { token: session.token } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<{ token: string }>().token).not.toBe(session.token);
    const bad = await t.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/refreshToken', headers: json(), payload: { token: 'nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ errors: ['Token state is invalid.'] });
  });

  it('carries a live chat between applicant and agent with files both ways, over the websocket, until the agent ends it', async () => {
    const session = await init(t.app, { initialMessage: 'Hello, I have a question' });
    const channel = `${CHANNELS}/${session.conversationSid}`;
    const { socket, events } = await openSocket(baseUrl, session);
    socket.send(JSON.stringify({ type: 'ping', channelId: session.omniProxyChannelId }));
    await waitFor(async () => events.find((e) => e.type === 'pong'));
    expect(events.find((e) => e.type === 'pong')).toEqual({ type: 'pong', channelId: session.omniProxyChannelId });

    const agent = await createAgent(t.app, { orgCodes: [ORG] });
    const waiting = await t.app.inject({ method: 'GET', url: `${AGENT}?status=WAITING`, headers: bearer(agent.jwt) });
    expect(waiting.json<Array<{ uuid: string }>>().map((c) => c.uuid)).toContain(session.conversationSid);
    // Replying before accepting is refused.
    const early = await t.app.inject({ method: 'POST', url: `${AGENT}/${session.conversationSid}/messages`, headers: bearer(agent.jwt), payload: { text: 'hi' } });
    expect(early.statusCode).toBe(409);
    const accepted = await t.app.inject({ method: 'POST', url: `${AGENT}/${session.conversationSid}/accept`, headers: bearer(agent.jwt) });
    expect(accepted.statusCode).toBe(200);
    await waitFor(async () => events.find((e) => e.type === 'state' && e.state.status === 'ACTIVE'));
    const again = await t.app.inject({ method: 'POST', url: `${AGENT}/${session.conversationSid}/accept`, headers: bearer(agent.jwt) });
    expect(again.statusCode).toBe(409);

    // Agent sends a file and text; the applicant's socket gets it.
    const agentFile = await upload(t.app, `${AGENT}/${session.conversationSid}/attachments`, bearer(agent.jwt), 'rates.png', PNG);
    expect(agentFile.statusCode, agentFile.body).toBe(201);
    const reply = await t.app.inject({
      method: 'POST',
      url: `${AGENT}/${session.conversationSid}/messages`,
      headers: bearer(agent.jwt),
      payload: { text: 'Here are our rates', attachmentIds: [agentFile.json<{ uuid: string }>().uuid] },
    });
    expect(reply.statusCode).toBe(201);
    const delivered = await waitFor(async () => events.find((e) => e.type === 'message' && e.message.senderKind === 'AGENT'));
    expect(delivered.type === 'message' && delivered.message.attachments[0]?.name).toBe('rates.png');
    const download = await t.app.inject({ method: 'GET', url: `${channel}/attachments/${agentFile.json<{ uuid: string }>().uuid}`, headers: withToken(session.token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);

    // Applicant sends a text file; the agent reads it.
    const applicantFile = await upload(t.app, `${channel}/attachments`, withToken(session.token), 'notes.txt', Buffer.from('my notes'));
    expect(applicantFile.statusCode, applicantFile.body).toBe(201);
    const sent = await t.app.inject({ method: 'POST', url: `${channel}/messages`, headers: withToken(session.token), payload: { text: '', attachmentIds: [applicantFile.json<{ uuid: string }>().uuid] } });
    expect(sent.statusCode).toBe(201);
    const agentView = await t.app.inject({ method: 'GET', url: `${AGENT}/${session.conversationSid}/messages`, headers: bearer(agent.jwt) });
    const page = agentView.json<TChatMessagePage>();
    expect(page.messages.map((m) => m.senderKind)).toEqual(['APPLICANT', 'AGENT', 'APPLICANT']);
    const agentDownload = await t.app.inject({ method: 'GET', url: `${AGENT}/${session.conversationSid}/attachments/${applicantFile.json<{ uuid: string }>().uuid}`, headers: bearer(agent.jwt) });
    expect(agentDownload.body).toBe('my notes');

    // Oversize and unsupported files are refused with the spec's texts.
    const big = await upload(t.app, `${channel}/attachments`, withToken(session.token), 'big.txt', Buffer.alloc(5 * 1024 * 1024 + 1, 97));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ errors: [CHAT_MESSAGES.oversizeSkipped] });
    const exe = await upload(t.app, `${channel}/attachments`, withToken(session.token), 'tool.exe', Buffer.from('MZ\x90\x00'));
    expect(exe.statusCode).toBe(400);

    // The typing preview reaches the socket.
    await t.app.inject({ method: 'POST', url: `${AGENT}/${session.conversationSid}/typing`, headers: bearer(agent.jwt), payload: { preview: 'Let me che' } });
    await waitFor(async () => events.find((e) => e.type === 'typing' && e.preview === 'Let me che'));

    const ended = await t.app.inject({ method: 'POST', url: `${AGENT}/${session.conversationSid}/end`, headers: bearer(agent.jwt) });
    expect(ended.json<{ status: string }>().status).toBe('ENDED');
    await waitFor(async () => events.find((e) => e.type === 'state' && e.state.status === 'ENDED' && e.state.frozen));
    const afterEnd = await t.app.inject({ method: 'POST', url: `${channel}/messages`, headers: withToken(session.token), payload: { text: 'still there?' } });
    expect(afterEnd.statusCode).toBe(409);
    const info = await t.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/web-chat-info', headers: withToken(session.token), payload: { omniProxyChannelId: session.omniProxyChannelId } });
    expect(info.json<{ surveyUrl: string; contactId: string }>().surveyUrl).toContain(info.json<{ contactId: string }>().contactId);
    socket.close();
  });

  it('pages messages: the newest 20, then older ones', async () => {
    const session = await init(t.app);
    for (let i = 1; i <= 25; i += 1)
      await t.app.inject({ method: 'POST', url: `${CHANNELS}/${session.conversationSid}/messages`, headers: withToken(session.token), payload: { text: `m${i}` } });
    const first = (await t.app.inject({ method: 'GET', url: `${CHANNELS}/${session.conversationSid}/messages`, headers: withToken(session.token) })).json<TChatMessagePage>();
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0]?.text).toBe('m6');
    expect(first.hasOlder).toBe(true);
    const older = (
      await t.app.inject({ method: 'GET', url: `${CHANNELS}/${session.conversationSid}/messages?before=${first.messages[0]?.sequence}`, headers: withToken(session.token) })
    ).json<TChatMessagePage>();
    expect(older.messages.map((m) => m.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.hasOlder).toBe(false);
  });

  it('answers 404 for every chat that is not the caller’s', async () => {
    const session = await init(t.app);
    const other = await init(t.app);
    const id = session.conversationSid;
    const outsider = await createAgent(t.app, { orgCodes: ['CMG'] });
    const { jwt: applicantJwt } = await registerApplicant(t.app);
    const agentCalls: Array<[string, string]> = [
      ['GET', `${AGENT}/${id}`],
      ['POST', `${AGENT}/${id}/accept`],
      ['GET', `${AGENT}/${id}/messages`],
      ['POST', `${AGENT}/${id}/end`],
      ['GET', `${AGENT}/not-a-uuid`],
    ];
    for (const [method, url] of agentCalls) {
      const response = await t.app.inject({ method: method as 'GET', url, headers: bearer(outsider.jwt) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      // An applicant on the agent path finds nothing either.
      expect((await t.app.inject({ method: method as 'GET', url, headers: bearer(applicantJwt) })).statusCode).toBe(404);
    }
    const list = await t.app.inject({ method: 'GET', url: AGENT, headers: bearer(outsider.jwt) });
    expect(list.json<Array<{ uuid: string }>>().map((c) => c.uuid)).not.toContain(id);
    // One chat's token opens no other channel, and a chat of one brand is not found under another.
    expect((await t.app.inject({ method: 'GET', url: `${CHANNELS}/${other.conversationSid}/messages`, headers: withToken(session.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${CHANNELS}/${id}/messages`, headers: withToken(session.token, { 'x-org': 'CMG' }) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${BOT}/getChatHistory/${id}`, headers: withToken(session.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${CHANNELS}/${id}/attachments/${other.conversationSid}`, headers: withToken(session.token) })).statusCode).toBe(404);
  });

  it('issues and refreshes nonces for a logged-in applicant only', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/service-csp/customer/secure/api/v1/webchat/authenticate', headers: json() });
    expect(anonymous.statusCode).toBe(401);
    const { jwt } = await registerApplicant(t.app);
    const first = await t.app.inject({ method: 'POST', url: '/service-csp/customer/secure/api/v1/webchat/authenticate', headers: bearer(jwt) });
    const { nonce } = first.json<{ nonce: string }>();
    const refreshed = await t.app.inject({ method: 'PUT', url: `/service-csp/customer/secure/api/v1/webchat/refresh?nonce=${encodeURIComponent(nonce)}`, headers: bearer(jwt) });
    expect(refreshed.statusCode).toBe(200);
    // The old nonce is spent.
    const reused = await t.app.inject({ method: 'PUT', url: `/service-csp/customer/secure/api/v1/webchat/refresh?nonce=${encodeURIComponent(nonce)}`, headers: bearer(jwt) });
    expect(reused.statusCode).toBe(401);
    const session = await init(t.app, { nonce: refreshed.json<{ nonce: string }>().nonce });
    expect(session.customerId).not.toBeNull();
  });

  it('lists onboarded agents outside production', async () => {
    const agent = await createAgent(t.app, { orgCodes: [ORG] });
    await t.app.inject({ method: 'GET', url: AGENT, headers: bearer(agent.jwt) });
    const list = await t.app.inject({ method: 'POST', url: '/service-omni-proxy/secure/api/v1/stream/admin/agent/onboarding/all', headers: json() });
    expect(list.json<Array<{ identityUuid: string; chatId: string }>>().some((a) => a.identityUuid === agent.identityUuid)).toBe(true);
  });
});

describe('the chatbot', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const ask = (session: TChatSession, message: string) =>
    t.app.inject({
      method: 'POST',
      url: `${BOT}/chatWithAutobot`,
      headers: withToken(session.token),
      payload: { conversationId: session.conversationSid, message, senderType: 'APPLICANT', organization: ORG },
    });

  it('answers the maximum line amount with the brand’s figure, falls back otherwise, and keeps the history', async () => {
    const session = await init(t.app, { chatMode: 'CHATBOT' });
    const answer = await ask(session, 'what is the maximum line amount');
    expect(answer.statusCode).toBe(200);
    const max = formatMoney(getBrand(ORG)!.helocMaxLoanAmount, { precision: 0 });
    expect(answer.json<{ responseStr: string }>().responseStr).toContain(max);
    const fees = await ask(session, 'what fees do you charge?');
    expect(fees.json<{ responseStr: string }>().responseStr).toContain('4.99%');
    const unknown = await ask(session, 'can you recommend a good pizza place');
    expect(unknown.json()).toMatchObject({ matchedId: 'fallback', offerAgent: true });
    expect(unknown.json<{ responseStr: string }>().responseStr).toContain('/contact');
    const history = await t.app.inject({ method: 'GET', url: `${BOT}/getChatHistory/${session.conversationSid}`, headers: withToken(session.token) });
    expect(history.json<Array<{ questionStr: string }>>().map((h) => h.questionStr)).toEqual([
      'what is the maximum line amount',
      'what fees do you charge?',
      'can you recommend a good pizza place',
    ]);
    // Another brand's chatbot quotes its own figure.
    const other = await init(t.app, { chatMode: 'CHATBOT' }, INIT, 'CMG');
    const otherAnswer = await t.app.inject({
      method: 'POST',
      url: `${BOT}/chatWithAutobot`,
      headers: withToken(other.token, { 'x-org': 'CMG' }),
      payload: { conversationId: other.conversationSid, message: 'maximum line amount?', senderType: 'APPLICANT' },
    });
    expect(otherAnswer.json<{ responseStr: string }>().responseStr).toContain(formatMoney(getBrand('CMG')!.helocMaxLoanAmount, { precision: 0 }));
  });

  it('validates the thumbs-down feedback as spec 03 says', async () => {
    const session = await init(t.app, { chatMode: 'CHATBOT' });
    const { questionId } = (await ask(session, 'how long does funding take')).json<{ questionId: string }>();
    const send = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `${BOT}/setChatReplyUsedWithFeedback`,
        headers: withToken(session.token),
        payload: { questionId, conversationId: session.conversationSid, rating: 0, senderType: 'APPLICANT', ...body },
      });
    const badReason = await send({ reason: 'Too chatty' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json<{ errors: string[] }>().errors).toEqual(['Please select a reason']);
    const tooLong = await send({ reason: 'Other', feedbackMessage: 'x'.repeat(141) });
    expect(tooLong.json<{ errors: string[] }>().errors.join(' ')).toContain('Please restrict your response to 140 characters.');
    expect((await send({ reason: 'Other', feedbackMessage: 'x'.repeat(140) })).statusCode).toBe(204);
    expect((await send({ reason: 'Answer too vague' })).statusCode).toBe(409);
  });
});

describe('chat calls with the bodies spec 03 lists (decision 077)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  type TAnswer = { conversationId: string; questionId: string; responseStr: string; token?: string; expiration?: string };
  /** chatWithAutobot exactly as spec 03 section 7 lists its body, and no x-chat-token header. */
  const autobot = (body: Record<string, unknown>, headers = json()) =>
    t.app.inject({
      method: 'POST',
      url: `${BOT}/chatWithAutobot`,
      headers,
      payload: {
        applicationId: null,
        conversationId: null,
        message: 'what is the maximum line amount',
        nonce: null,
        organization: ORG,
        pageUrl: '/account/heloc',
        senderId: null,
        senderType: 'APPLICANT',
        tag: null,
        ...body,
      },
    });
  const history = (conversationId: string, query = '', headers = json()) =>
    t.app.inject({ method: 'GET', url: `${BOT}/getChatHistory/${conversationId}${query}`, headers });
  const feedback = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${BOT}/setChatReplyUsedWithFeedback`,
      headers: json(),
      payload: { responseToCustomer: 'the answer', feedbackMessage: '', rating: 0, senderEmail: 'ada@example.com', senderType: 'APPLICANT', nonce: null, ...body },
    });
  const storedFeedback = async (questionId: string) => {
    const [row] = await t.db.select().from(chatbotQuestions).where(eq(chatbotQuestions.uuid, questionId));
    return { reason: row?.feedbackReason, text: row?.feedbackText };
  };

  it('starts a chatbot conversation without a conversationId and continues it with its token as the nonce', async () => {
    const first = await autobot({});
    expect(first.statusCode, first.body).toBe(200);
    const started = first.json<TAnswer>();
    expect(started.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(started.responseStr).toContain(formatMoney(getBrand(ORG)!.helocMaxLoanAmount, { precision: 0 }));
    expect(started.token).toBeTruthy();
    // The chatbot token's 10 minutes.
    expect(Date.parse(started.expiration!) - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const next = await autobot({ conversationId: started.conversationId, nonce: started.token, message: 'what fees do you charge?' });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<TAnswer>()).toMatchObject({ conversationId: started.conversationId });
    expect(next.json<TAnswer>().token).toBeUndefined();
    // The header works as it always did.
    expect((await autobot({ conversationId: started.conversationId, message: 'fees?' }, withToken(started.token!))).statusCode).toBe(200);

    const read = await history(started.conversationId, `?nonce=${encodeURIComponent(started.token!)}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Array<{ questionStr: string; conversationId: string }>>().map((item) => item.questionStr)).toEqual([
      'what is the maximum line amount',
      'what fees do you charge?',
      'fees?',
    ]);

    // The id alone opens nothing, nor a wrong nonce, nor another brand.
    for (const response of [
      await history(started.conversationId),
      await history(started.conversationId, '?nonce=guess'),
      await autobot({ conversationId: started.conversationId }),
      await autobot({ conversationId: started.conversationId, nonce: 'guess' }),
      await autobot({ conversationId: started.conversationId, nonce: started.token }, json({ 'x-org': 'CMG' })),
      await feedback({ questionId: started.questionId, conversationId: started.conversationId }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: [CHAT_MESSAGES.alertInvalidToken] });
    }
  });

  it('opens a chat with the nonce it was started with, and that nonce opens no other chat', async () => {
    const mine = (await autobot({ nonce: 'visitor-nonce-one' })).json<TAnswer>();
    const theirs = (await autobot({ nonce: 'visitor-nonce-two' })).json<TAnswer>();
    expect((await autobot({ conversationId: mine.conversationId, nonce: 'visitor-nonce-one' })).statusCode).toBe(200);
    expect((await autobot({ conversationId: theirs.conversationId, nonce: 'visitor-nonce-one' })).statusCode).toBe(401);
    expect((await history(theirs.conversationId, `?nonce=${encodeURIComponent(mine.token!)}`)).statusCode).toBe(401);

    // initWebChat's nonce too: its conversationSid then goes in chatWithAutobot's conversationId.
    const session = await init(t.app, { chatMode: 'chatbot', nonce: 'visitor-nonce-three' });
    const asked = await autobot({ conversationId: session.conversationSid, nonce: 'visitor-nonce-three' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<TAnswer>().conversationId).toBe(session.conversationSid);
    expect((await autobot({ conversationId: session.conversationSid, nonce: session.token })).statusCode).toBe(200);
    expect((await history(session.conversationSid, '?nonce=visitor-nonce-three')).json<unknown[]>()).toHaveLength(2);
  });

  it("opens a signed-in applicant's chat with any live nonce of theirs, and never another applicant's", async () => {
    const authenticate = async (jwt: string) =>
      (await t.app.inject({ method: 'POST', url: '/service-csp/customer/secure/api/v1/webchat/authenticate', headers: bearer(jwt) })).json<{ nonce: string }>().nonce;
    const owner = await registerApplicant(t.app);
    const first = await authenticate(owner.jwt);
    const started = (await autobot({ nonce: first })).json<TAnswer>();
    // The nonce is refreshed every 60 s: the new one opens the chat too.
    const refreshed = await t.app.inject({ method: 'PUT', url: `/service-csp/customer/secure/api/v1/webchat/refresh?nonce=${encodeURIComponent(first)}`, headers: bearer(owner.jwt) });
    const second = refreshed.json<{ nonce: string }>().nonce;
    expect((await autobot({ conversationId: started.conversationId, nonce: second })).statusCode).toBe(200);
    const stranger = await registerApplicant(t.app);
    expect((await autobot({ conversationId: started.conversationId, nonce: await authenticate(stranger.jwt) })).statusCode).toBe(401);
  });

  it('takes the feedback reason from feedbackMessage when the body has none', async () => {
    const started = (await autobot({ nonce: 'visitor-nonce-feedback' })).json<TAnswer>();
    const more = (await autobot({ conversationId: started.conversationId, nonce: 'visitor-nonce-feedback', message: 'how long does funding take' })).json<TAnswer>();
    const named = await feedback({ questionId: started.questionId, conversationId: started.conversationId, feedbackMessage: 'Not what I was asking about', nonce: 'visitor-nonce-feedback' });
    expect(named.statusCode, named.body).toBe(204);
    expect(await storedFeedback(started.questionId)).toEqual({ reason: 'Not what I was asking about', text: null });
    const free = await feedback({ questionId: more.questionId, conversationId: started.conversationId, feedbackMessage: 'It quoted the wrong state', nonce: 'visitor-nonce-feedback' });
    expect(free.statusCode, free.body).toBe(204);
    expect(await storedFeedback(more.questionId)).toEqual({ reason: 'Other', text: 'It quoted the wrong state' });
    const tooLong = await feedback({ questionId: more.questionId, conversationId: started.conversationId, feedbackMessage: 'x'.repeat(141), nonce: 'visitor-nonce-feedback' });
    expect(tooLong.json()).toEqual({ errors: [CHAT_MESSAGES.feedbackTextTooLong] });
  });

  it("answers web-chat-info for the channel id alone, in the chat's own brand", async () => {
    const session = await init(t.app);
    const info = (headers: Record<string, string>, omniProxyChannelId = session.omniProxyChannelId) =>
      t.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/web-chat-info', headers, payload: { omniProxyChannelId } });
    const answered = await info(json());
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ contactId: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'WAITING', surveyUrl: null });
    expect(JSON.stringify(answered.json())).not.toContain('ada@example.com');
    expect((await info(json({ 'x-org': 'CMG' }))).statusCode).toBe(404);
    expect((await info(json(), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('chat across two servers on one PostgreSQL', () => {
  let servers: Awaited<ReturnType<typeof buildTwoServersOnPostgres>>;
  let firstUrl: string;
  beforeAll(async () => {
    servers = await buildTwoServersOnPostgres();
    firstUrl = await servers.first.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => servers?.close());

  it('delivers an agent on the second server to an applicant’s websocket on the first', async () => {
    const { first, second } = servers;
    const session = await init(first.app);
    const { socket, events } = await openSocket(firstUrl, session);
    const agent = await createAgent(second.app, { orgCodes: [ORG] });
    expect((await second.app.inject({ method: 'POST', url: `${AGENT}/${session.conversationSid}/accept`, headers: bearer(agent.jwt) })).statusCode).toBe(200);
    await second.app.inject({ method: 'POST', url: `${AGENT}/${session.conversationSid}/messages`, headers: bearer(agent.jwt), payload: { text: 'From the other server' } });
    const delivered = await waitFor(async () => events.find((e) => e.type === 'message'), 10_000);
    expect(delivered.type === 'message' && delivered.message.text).toBe('From the other server');
    // And back: the applicant writes through the first, the agent reads through the second.
    await first.app.inject({ method: 'POST', url: `${CHANNELS}/${session.conversationSid}/messages`, headers: withToken(session.token), payload: { text: 'Thanks!' } });
    const page = (await second.app.inject({ method: 'GET', url: `${AGENT}/${session.conversationSid}/messages`, headers: bearer(agent.jwt) })).json<TChatMessagePage>();
    expect(page.messages.map((m) => m.text)).toEqual(['From the other server', 'Thanks!']);
    await second.app.inject({ method: 'POST', url: `${AGENT}/${session.conversationSid}/end`, headers: bearer(agent.jwt) });
    await waitFor(async () => events.find((e) => e.type === 'state' && e.state.status === 'ENDED'), 10_000);
    socket.close();
  });
});
