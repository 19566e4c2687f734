import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAgent, registerApplicant, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia } from '../application/application-fixtures.ts';

// The agents' console calls (decision 034): queue filters, the masked facts and their audited reveal, the
// applicant's messages, and the 404 matrix (an agent sees only its organisations).
const OPS = '/service-ops/agent/api/v1';
let t: TTestApp;
let agent: Awaited<ReturnType<typeof createAgent>>;
let otherOrgAgent: Awaited<ReturnType<typeof createAgent>>;
let admin: Awaited<ReturnType<typeof createAgent>>;
let uuid: string;

beforeAll(async () => {
  t = await buildTestApp();
  agent = await createAgent(t.app, { orgCodes: ['LINTEL'] });
  otherOrgAgent = await createAgent(t.app, { orgCodes: ['LINTEL_NY'] });
  admin = await createAgent(t.app, { admin: true });
  const applicant = await registerApplicant(t.app, { phoneNumber: '(415) 555-0199' });
  ({ uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody({ lastName: 'Consolia' })));
});
afterAll(async () => t?.close());

const get = (jwt: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(jwt) });
const post = (jwt: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(jwt), payload });

describe('the agents console calls', () => {
  it('filters the queue by brand, age and search', async () => {
    const mine = (await get(agent.jwt, `${OPS}/applications?q=Consolia&org=LINTEL`)).json<{ items: Array<{ uuid: string }>; total: number }>();
    expect(mine.items.map((i) => i.uuid)).toEqual([uuid]);
    expect((await get(agent.jwt, `${OPS}/applications?q=Consolia&org=LINTEL_NY`)).json<{ total: number }>().total).toBe(0);
    expect((await get(agent.jwt, `${OPS}/applications?q=Consolia&maxAgeDays=1`)).json<{ total: number }>().total).toBe(1);
    expect((await get(agent.jwt, `${OPS}/applications?q=Consolia&minAgeDays=1`)).json<{ total: number }>().total).toBe(0);
    // Two days on the simulated clock later it is at least a day old.
    expect((await post(admin.jwt, `${OPS}/clock/advance`, { minutes: 2 * 24 * 60 })).statusCode).toBe(200);
    expect((await get(agent.jwt, `${OPS}/applications?q=Consolia&minAgeDays=1`)).json<{ total: number }>().total).toBe(1);
    expect((await get(admin.jwt, `${OPS}/clock`)).json<{ offsetMinutes: number }>().offsetMinutes).toBeGreaterThanOrEqual(2 * 24 * 60);
    expect((await get(agent.jwt, `${OPS}/clock`)).statusCode).toBe(404);
    expect((await get(agent.jwt, `${OPS}/applications?org=lowercase`)).statusCode).toBe(400);
  });

  it('masks personal data until revealed with a reason, and writes every reveal to the audit trail', async () => {
    const detail = (await get(agent.jwt, `${OPS}/applications/${uuid}`)).json<{ maskedFacts: Record<string, string | null> }>();
    expect(detail.maskedFacts.email).toBe('a•••@example.com');
    expect(detail.maskedFacts.phoneNumber).toBe('•••-•••-0199');
    expect(detail.maskedFacts.annualIncome).toBe('$•••');
    expect(JSON.stringify(detail.maskedFacts)).not.toContain('120000');

    expect((await post(agent.jwt, `${OPS}/applications/${uuid}/reveal`, { reason: ' ' })).json()).toEqual({ errors: ['Required'] });
    const revealed = await post(agent.jwt, `${OPS}/applications/${uuid}/reveal`, { reason: 'Applicant called to confirm income' });
    expect(revealed.statusCode, revealed.body).toBe(200);
    const facts = revealed.json<{ fullName: string; annualIncome: number; email: string; phoneNumbers: Array<{ number: string }> }>();
    expect(facts.fullName).toBe('Ada Consolia');
    expect(facts.annualIncome).toBe(120_000);
    expect(facts.email).toBe('ada@example.com');

    const trail = (await get(agent.jwt, `${OPS}/applications/${uuid}`)).json<{
      auditTrail: Array<{ action: string; reason: string; actorKind: string; actorIdentityUuid: string; details: { fields: string[] } }>;
    }>().auditTrail;
    const entry = trail.find((e) => e.action === 'PERSONAL_DATA_REVEALED');
    expect(entry).toMatchObject({ reason: 'Applicant called to confirm income', actorKind: 'AGENT', actorIdentityUuid: agent.identityUuid });
    expect(entry?.details.fields).toContain('annualIncome');
  });

  it("lists the outbox messages to the applicant's addresses", async () => {
    await post(agent.jwt, `${OPS}/applications/${uuid}/conditions`, { categoryEnum: 'MISSING_PHONE_NUMBER' });
    const messages = (await get(agent.jwt, `${OPS}/applications/${uuid}/messages`)).json<Array<{ subject: string; channel: string }>>();
    expect(messages.some((m) => m.subject === 'We need something from you to continue your application')).toBe(true);
  });

  it('answers 404 for every application call of another organisation, an applicant, and a bad id', async () => {
    const applicant = await registerApplicant(t.app);
    const calls: Array<[string, string, object | undefined]> = [
      ['GET', `${OPS}/applications/${uuid}`, undefined],
      ['GET', `${OPS}/applications/${uuid}/messages`, undefined],
      ['POST', `${OPS}/applications/${uuid}/reveal`, { reason: 'curious' }],
      ['POST', `${OPS}/applications/${uuid}/status`, { status: 'CANCELLED', reason: 'x' }],
      ['POST', `${OPS}/applications/${uuid}/conditions`, { categoryEnum: 'MISSING_PHONE_NUMBER' }],
    ];
    for (const jwt of [otherOrgAgent.jwt, applicant.jwt]) {
      for (const [method, url, payload] of calls) {
        const response = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: bearer(jwt), payload });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await get(agent.jwt, `${OPS}/applications/not-a-uuid`)).statusCode).toBe(404);
    const list = (await get(otherOrgAgent.jwt, `${OPS}/applications?q=Consolia`)).json<{ total: number }>();
    expect(list.total).toBe(0);
    // The other organisation's agent left no trace in the audit trail.
    const trail = (await get(agent.jwt, `${OPS}/applications/${uuid}`)).json<{ auditTrail: Array<{ reason: string }> }>().auditTrail;
    expect(trail.some((e) => e.reason === 'curious')).toBe(false);
  });
});
