import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAgent, registerApplicant, uniqueEmail, type TTestApp } from '../helper.ts';
import { applications } from '../../src/modules/application/tables.ts';
import { createApplicationBody, createApplicationVia } from './application-fixtures.ts';

// Decision 082: an application always carries an email an agent can search by (spec 04 section 7, `q`: name,
// email, loan number) and the signing certificate can print: the body's, else the owner's sign-in email, and
// from the contact step on the email the applicant confirmed there.
const OPS = '/service-ops/agent/api/v1';
const BASE = '/service-application/api/v1/application/heloc';
let t: TTestApp;
let agentJwt: string;

beforeAll(async () => {
  t = await buildTestApp();
  agentJwt = (await createAgent(t.app, { orgCodes: ['LINTEL'] })).jwt;
});
afterAll(async () => t?.close());

const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${OPS}/applications?q=${encodeURIComponent(q)}`, headers: bearer(agentJwt) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Array<{ uuid: string }> }>().items.map((item) => item.uuid);
};

describe('the application email', () => {
  it('is the sign-in email when the create body has none, and the confirmed one after the contact step', async () => {
    const applicant = await registerApplicant(t.app);
    const { profileRequest, ...rest } = createApplicationBody({ lastName: 'Mailless' });
    const { uuid } = await createApplicationVia(t.app, applicant.jwt, { ...rest, profileRequest: { name: profileRequest.name } });
    expect(await search(applicant.email)).toEqual([uuid]);

    // At the contact step the applicant confirms another address: the agent finds the application by it.
    await t.app.db.update(applications).set({ status: 'COLLECT_ADDITIONAL_INFO' }).where(eq(applications.uuid, uuid));
    const confirmed = uniqueEmail('confirmed');
    const contact = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${uuid}/contact`,
      headers: bearer(applicant.jwt),
      payload: { email: confirmed, phoneNumber: '(555) 555-1234', maritalStatus: 'MARRIED' },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(await search(confirmed)).toEqual([uuid]);
    expect(await search(applicant.email)).toEqual([]);
  });

  it('keeps the email the create body gives', async () => {
    const applicant = await registerApplicant(t.app);
    const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody({ lastName: 'Bodymail' }));
    const detail = await t.app.inject({ method: 'GET', url: `${OPS}/applications/${uuid}`, headers: bearer(agentJwt) });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(await search('ada@example.com')).toContain(uuid);
    expect(await search(applicant.email)).toEqual([]);
  });
});
