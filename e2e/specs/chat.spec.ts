// Chat (issue 17 items 1-3, spec 03 sections 2, 4, 5, 8): the widget with an agent (through the agent API,
// since the console does not exist yet) exchanging messages and files both ways until the agent ends it; the
// chatbot answering from the brand's figures; the "Tell us more" modal's validation; a signed-in applicant's nonce
// (spec 03 section 7, decision 091).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, logInAsAdminAgent, moveApplicationStatus, ORG } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const AGENT_CHATS = '/service-ops/agent/api/v1/chats';

const agentHeaders = (jwt: string) => ({ 'x-org': ORG, authorization: `Bearer ${jwt}` });

const openWidget = async (page: Page, query: string) => {
  await page.addInitScript(() => window.sessionStorage.setItem('fe-webchat', 'true'));
  await page.goto(`/auth/login?${query}`);
  // ?pop-webchat opened it and left the address.
  const widget = page.getByRole('region', { name: /Chat with/ });
  await expect(widget).toBeVisible();
  await expect(page).not.toHaveURL(/pop-webchat/);
  return widget;
};

const startChat = async (page: Page, widget: ReturnType<Page['getByRole']>, email: string) => {
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByText('Required')).toHaveCount(2);
  await widget.getByLabel('Name').fill('x'.repeat(129));
  await widget.getByLabel('Email').fill('not-an-email');
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByText('Cannot be more than 128 characters')).toBeVisible();
  await expect(widget.getByText('Please enter a valid email address')).toBeVisible();
  await widget.getByLabel('Name').fill('Ada Lovelace');
  await widget.getByLabel('Email').fill(email);
  await widget.getByRole('button', { name: 'Start chat' }).click();
};

const findChat = async (request: APIRequestContext, jwt: string, email: string) => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const list = (await (await request.get(`${AGENT_CHATS}?status=WAITING`, { headers: agentHeaders(jwt) })).json()) as Array<{ uuid: string; customerEmail: string }>;
    const chat = list.find((c) => c.customerEmail === email);
    if (chat) return chat.uuid;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('chat not found');
};

test('an applicant and an agent exchange messages and files until the agent ends the chat', async ({ page, request }) => {
  const email = `chat-${Date.now()}@example.com`;
  const widget = await openWidget(page, 'pop-webchat=true&mode=twilio');
  await expect(widget.getByText(/Welcome to .* chat\. Our team is live Monday/)).toBeVisible();
  await startChat(page, widget, email);
  await expect(widget.getByText('Waiting for an agent…')).toBeVisible();
  await expectAccessible(page);

  const jwt = await logInAsAdminAgent(request);
  const chatId = await findChat(request, jwt, email);
  expect((await request.post(`${AGENT_CHATS}/${chatId}/accept`, { headers: agentHeaders(jwt) })).status()).toBe(200);
  await expect(widget.getByText('Waiting for an agent…')).toHaveCount(0);

  // Agent → applicant: a message with a file, pushed over the websocket.
  const upload = await request.post(`${AGENT_CHATS}/${chatId}/attachments`, {
    headers: agentHeaders(jwt),
    multipart: { file: { name: 'rates.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const { uuid: fileId } = (await upload.json()) as { uuid: string };
  await request.post(`${AGENT_CHATS}/${chatId}/messages`, {
    headers: agentHeaders(jwt),
    data: { text: 'Hello Ada, see https://hud.gov and https://evil.example.com', attachmentIds: [fileId] },
  });
  await expect(widget.getByText(/Hello Ada/)).toBeVisible();
  await expect(widget.getByRole('button', { name: 'rates.png' })).toBeVisible();
  // Only allow-listed links are clickable.
  await expect(widget.getByRole('link', { name: 'https://hud.gov' })).toBeVisible();
  await expect(widget.getByRole('link', { name: 'https://evil.example.com' })).toHaveCount(0);

  // Applicant → agent: text and a file; an oversize file is skipped with the spec's text.
  await widget.getByLabel('Attach files').setInputFiles([
    { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my notes') },
  ]);
  await expect(widget.getByText('Some files were not added because they exceed the 5MB size limit.')).toBeVisible();
  await widget.getByLabel('Your message').fill('Thanks, here are my notes');
  await widget.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(widget.getByRole('list', { name: 'Messages' }).getByText('Thanks, here are my notes')).toBeVisible();
  const page1 = (await (await request.get(`${AGENT_CHATS}/${chatId}/messages`, { headers: agentHeaders(jwt) })).json()) as {
    messages: Array<{ text: string; attachments: Array<{ name: string }> }>;
  };
  const last = page1.messages.at(-1);
  expect(last?.text).toBe('Thanks, here are my notes');
  expect(last?.attachments.map((a) => a.name)).toEqual(['notes.txt']);

  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('chat-live-desktop.png') });

  await request.post(`${AGENT_CHATS}/${chatId}/end`, { headers: agentHeaders(jwt) });
  await expect(widget.getByText('This chat has ended.')).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Tell us how we did' })).toBeVisible();
  await widget.getByRole('button', { name: 'Start new chat' }).click();
  await expect(widget.getByRole('button', { name: 'Start chat' })).toBeVisible();
});

test('outside hours the chatbot answers the maximum line amount, and the feedback modal validates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const widget = await openWidget(page, 'pop-webchat&mode=chatbot');
  await startChat(page, widget, 'bot@example.com');
  await widget.getByLabel('Your message').fill('what is the maximum line amount');
  await widget.getByRole('button', { name: 'Send', exact: true }).click();
  // The main brand's helocMaxLoanAmount.
  await expect(widget.getByText(/The maximum line amount with .* is \$400,000\./)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('chat-bot-mobile.png') });

  await widget.getByRole('button', { name: 'This answer did not help' }).click();
  const modal = page.getByRole('dialog', { name: 'Tell us more' });
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(modal.getByText('Please select a reason')).toBeVisible();
  await modal.getByRole('radio', { name: 'Other' }).check();
  await modal.getByLabel('Tell us more').fill('x'.repeat(141));
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(modal.getByText('Please restrict your response to 140 characters.')).toBeVisible();
  await expectAccessible(page);
  await modal.getByLabel('Tell us more').fill('I wanted the rate for my state');
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(modal).toHaveCount(0);
  await expect(widget.getByText('Thanks for your feedback.')).toBeVisible();

  // The token is kept and reused: after a reload the conversation comes back.
  await page.reload();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByText(/The maximum line amount/)).toBeVisible();
});

test('a signed-in applicant’s chat carries its nonce, renewed every 60 s, and is linked to the application on screen', async ({
  page,
  request,
  applicant,
}) => {
  const { uuid } = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ street1: '9 Chat Row' }) });
  const jwt = await logInAsAdminAgent(request);
  await moveApplicationStatus(request, jwt, { uuid, status: 'HMDA', force: true, reason: 'chat test: set up' });

  const calls: Array<{ method: string; url: string; body: Record<string, unknown> | null }> = [];
  page.on('request', (r) => {
    if (/webchat|initWebChat|chatWithAutobot/.test(r.url())) calls.push({ method: r.method(), url: r.url(), body: r.postDataJSON() as Record<string, unknown> | null });
  });
  const nonces: string[] = [];
  page.on('response', async (r) => {
    if (/webchat\/(authenticate|refresh)/.test(r.url()) && r.ok()) nonces.push(((await r.json()) as { nonce: string }).nonce);
  });
  await page.clock.install();
  await page.addInitScript((token) => {
    window.sessionStorage.setItem('fe-webchat', 'true');
    window.localStorage.setItem('jwt', token);
  }, applicant.jwt);
  await page.goto(`/account/heloc/${uuid}?pop-webchat=true&mode=twilio`);
  const widget = page.getByRole('region', { name: /Chat with/ });
  await expect(widget).toBeVisible();
  await expect.poll(() => nonces.length).toBe(1);
  // Outside production the signed-in applicant gets no test controls: agent or chatbot by the hours, either way.
  const email = `chat-nonce-${Date.now()}@example.com`;
  await widget.getByLabel('Name').fill('Grace Hopper');
  await widget.getByLabel('Email').fill(email);
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
  const init = calls.find((c) => c.url.includes('initWebChat'))?.body;
  expect(init).toMatchObject({ nonce: nonces[0], applicationUuid: uuid, welcomeMessage: expect.stringMatching(/^Welcome to /) as unknown });
  expect(init?.['identityUuid']).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));

  if (await widget.getByRole('heading', { name: 'Chat with us' }).isVisible()) {
    // A live chat: the agent sees which application it is about.
    const chats = (await (await request.get(AGENT_CHATS, { headers: agentHeaders(jwt) })).json()) as Array<{
      customerEmail: string;
      applicationUuid: string | null;
    }>;
    expect(chats.find((c) => c.customerEmail === email)?.applicationUuid).toBe(uuid);
  } else {
    // The chatbot (outside hours): each question carries the nonce and who asks.
    await widget.getByLabel('Your message').fill('What is my maximum line amount?');
    await widget.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => calls.find((c) => c.url.includes('chatWithAutobot'))?.body).toBeDefined();
    expect(calls.find((c) => c.url.includes('chatWithAutobot'))?.body).toMatchObject({
      nonce: nonces[0],
      senderId: init?.['identityUuid'],
      applicationId: uuid,
      senderType: 'APPLICANT',
    });
  }

  // A minute later the nonce is renewed with the one it replaces.
  await page.clock.fastForward('01:01');
  await expect.poll(() => calls.filter((c) => c.method === 'PUT' && c.url.includes('webchat/refresh')).length).toBe(1);
  const refresh = new URL(calls.find((c) => c.method === 'PUT')!.url);
  expect(refresh.searchParams.get('nonce')).toBe(nonces[0]);
  await expect.poll(() => nonces.length).toBe(2);
  expect(nonces[1]).not.toBe(nonces[0]);
});
