// 500 open chat websockets on one server process (issue 17): 25 live chats with 20 sockets each (tabs), an agent
// sends messages through the agent API, and every socket of the chat must receive each one. Reports messages
// delivered per second, the p99 delivery latency (agent call sent -> socket received) and the server's memory
// (resident set of its process tree) before and with the sockets open.
// Run alone with `npx tsx bench/chat-websockets.ts`; figures are in docs/decisions/029-chat.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { startServer } from './start-server.ts';

const ORG = 'LINTEL';
const CHATS = 25;
const SOCKETS_PER_CHAT = 20;
const MESSAGES_PER_CHAT = 20;
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Harbor-42!x' };
const MB = 1024 * 1024;

const treeRssBytes = (rootPid: number): number => {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // ended meanwhile
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
};

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-org': ORG, ...headers }, body: JSON.stringify(body ?? {}) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export const runChatWebsockets = async (repoRoot: string) => {
  const server = await startServer({
    repoRoot,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' },
  });
  try {
    const base = server.baseUrl;
    const { jwt } = (await post(`${base}/identity-broker/agent/api/v3/login`, ADMIN)) as { jwt: string };
    const agent = { authorization: `Bearer ${jwt}` };
    const rssBefore = treeRssBytes(server.pid);

    const latencies: number[] = [];
    const sockets: WebSocket[] = [];
    const chats: string[] = [];
    let received = 0;
    for (let c = 0; c < CHATS; c += 1) {
      const session = (await post(`${base}/service-csp/external/api/v1/twilio/initWebChat`, { name: `Bench ${c}`, email: `bench-${c}@example.com` })) as {
        token: string;
        conversationSid: string;
      };
      chats.push(session.conversationSid);
      await post(`${base}/service-ops/agent/api/v1/chats/${session.conversationSid}/accept`, {}, agent);
      for (let s = 0; s < SOCKETS_PER_CHAT; s += 1) {
        const socket = new WebSocket(`${base.replace('http', 'ws')}/service-omni-proxy/insecure/api/v1/ws?org=${ORG}&token=${encodeURIComponent(session.token)}`);
        socket.on('message', (data) => {
          const event = JSON.parse(String(data)) as { type: string; message?: { text: string } };
          if (event.type !== 'message' || !event.message) return;
          const sentAt = Number(event.message.text.split(' ')[1]);
          latencies.push(performance.timeOrigin + performance.now() - sentAt);
          received += 1;
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        sockets.push(socket);
      }
    }
    // Every socket pings with its channel id, as the widget does every 10 s.
    const pings = setInterval(() => {
      sockets.forEach((socket, index) => socket.send(JSON.stringify({ type: 'ping', channelId: chats[Math.floor(index / SOCKETS_PER_CHAT)] })));
    }, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rssOpen = treeRssBytes(server.pid);

    const expected = CHATS * MESSAGES_PER_CHAT * SOCKETS_PER_CHAT;
    const started = performance.now();
    // All chats at once, each chat's messages in order.
    await Promise.all(
      chats.map(async (chat) => {
        for (let m = 0; m < MESSAGES_PER_CHAT; m += 1)
          await post(`${base}/service-ops/agent/api/v1/chats/${chat}/messages`, { text: `t ${Date.now()} ${m}` }, agent);
      }),
    );
    while (received < expected && performance.now() - started < 60_000) await new Promise((resolve) => setTimeout(resolve, 20));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(pings);
    const rssAfter = treeRssBytes(server.pid);
    for (const socket of sockets) socket.close();

    const figures = {
      openSockets: sockets.length,
      messagesSent: CHATS * MESSAGES_PER_CHAT,
      deliveries: received,
      deliveriesExpected: expected,
      agentMessagesPerSecond: Math.round((CHATS * MESSAGES_PER_CHAT) / seconds),
      deliveriesPerSecond: Math.round(received / seconds),
      p50LatencyMs: Math.round(percentile(latencies, 50)),
      p99LatencyMs: Math.round(percentile(latencies, 99)),
      rssBeforeMb: Math.round(rssBefore / MB),
      rssWith500SocketsMb: Math.round(rssOpen / MB),
      rssAfterRunMb: Math.round(rssAfter / MB),
    };
    return figures;
  } finally {
    await server.stop();
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  runChatWebsockets(repoRoot)
    .then((figures) => {
      console.log(JSON.stringify(figures, null, 2));
      if (figures.deliveries !== figures.deliveriesExpected) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
