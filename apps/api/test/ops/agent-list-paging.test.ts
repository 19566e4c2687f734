import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAgent, registerApplicant, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia } from '../application/application-fixtures.ts';

// The agent's list over more rows than it counts (decision 044): keyset paging walks every row once in the
// list's order (ties on the creation time broken by uuid, times exact to the microsecond), the total is
// capped with a flag, offset paging still works, and the search's trigram condition keeps today's matches.
const OPS = '/service-ops/agent/api/v1';
const COPIES = 1050;
let t: TTestApp;
let agent: Awaited<ReturnType<typeof createAgent>>;

type TList = {
  items: Array<{ uuid: string; firstName: string; lastName: string; loanNumber: string }>;
  total: number;
  totalIsLowerBound: boolean;
  nextCursor: string | null;
  page: number;
};

beforeAll(async () => {
  t = await buildTestApp();
  agent = await createAgent(t.app, { orgCodes: ['LINTEL'] });
  const applicant = await registerApplicant(t.app);
  const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody({ lastName: 'Original' }));
  // Copies of the real row made in SQL, finished (no jobs): pairs share a creation time, neighbours differ
  // by one microsecond, so a cursor that kept only milliseconds would skip or repeat rows.
  await t.db.execute(sql`
    insert into applications
    select (jsonb_populate_record(null::applications, to_jsonb(a) || jsonb_build_object(
      'uuid', gen_random_uuid(),
      'owner_identity_uuid', gen_random_uuid(),
      'loan_number', 'PG' || lpad(g::text, 8, '0'),
      'first_name', 'Pager' || g,
      'last_name', case when g % 7 = 0 then 'Septimus' else 'Smith' end,
      'email', 'pager' || g || '@example.org',
      'status', 'CANCELLED',
      'active', false,
      'created_at', timestamptz '2026-01-01T00:00:00Z' + (g / 2) * interval '1 microsecond'
    ))).*
    from applications a, generate_series(1, ${COPIES}) g
    where a.uuid = ${uuid}`);
});
afterAll(async () => t?.close());

const list = async (query: string): Promise<TList> => {
  const response = await t.app.inject({ method: 'GET', url: `${OPS}/applications?${query}`, headers: bearer(agent.jwt) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TList>();
};

describe('the agent list over many applications', () => {
  it('walks every application once with the cursor, in the order of creation time then uuid', async () => {
    const ordered = await t.database.executeSql(`select uuid from applications where organization_code = 'LINTEL' order by created_at desc, uuid desc`);
    const expected = (ordered.rows as Array<{ uuid: string }>).map((r) => r.uuid);
    expect(expected.length).toBe(COPIES + 1);
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 20; pages += 1) {
      const page: TList = await list(`size=100${after ? `&after=${after}` : ''}`);
      seen.push(...page.items.map((i) => i.uuid));
      after = page.nextCursor;
      if (!after) break;
    }
    expect(after).toBeNull();
    expect(seen).toEqual(expected);
  });

  it('caps the total with a flag, and counts exactly below the cap or up to the page asked for', async () => {
    const first = await list('size=20');
    expect(first.total).toBe(1000);
    expect(first.totalIsLowerBound).toBe(true);
    expect(first.nextCursor).not.toBeNull();
    // Page 52 of 20 reaches past the cap: the count goes that far and finds the end.
    const deep = await list('size=20&page=52');
    expect(deep).toMatchObject({ total: COPIES + 1, totalIsLowerBound: false, page: 52, nextCursor: null });
    expect(deep.items.length).toBe(COPIES + 1 - 52 * 20);
    const septimus = await list('q=septimus&size=100');
    expect(septimus).toMatchObject({ total: Math.floor(COPIES / 7), totalIsLowerBound: false });
    expect(septimus.items.length).toBe(100);
  });

  it('keeps offset paging in step with the cursor', async () => {
    const byCursor = await list(`size=20&after=${(await list('size=20')).nextCursor!}`);
    const byPage = await list('size=20&page=1');
    expect(byPage.items.map((i) => i.uuid)).toEqual(byCursor.items.map((i) => i.uuid));
  });

  it('finds by part of a name, an email, a loan number, and first then last name', async () => {
    expect((await list('q=pager1049')).items.map((i) => i.firstName)).toEqual(['Pager1049']);
    expect((await list('q=PAGER1049@EXAMPLE')).items.map((i) => i.firstName)).toEqual(['Pager1049']);
    expect((await list('q=pg00001049')).items.map((i) => i.loanNumber)).toEqual(['PG00001049']);
    const both = await list('q=ger1049 smi');
    expect(both.items.map((i) => `${i.firstName} ${i.lastName}`)).toEqual(['Pager1049 Smith']);
    // The words in the other order are not a match (first name, then last name), as before.
    expect((await list('q=smi ger1049')).total).toBe(0);
    // LIKE's wildcards in the search are plain characters.
    expect((await list('q=pager_049')).total).toBe(0);
    expect((await list('q=pager%25')).total).toBe(0);
  });

  it('refuses a cursor it did not give', async () => {
    for (const after of ['abc', '123.not-a-uuid', `${'9'.repeat(18)}.00000000-0000-0000-0000-000000000000`]) {
      const response = await t.app.inject({ method: 'GET', url: `${OPS}/applications?after=${encodeURIComponent(after)}`, headers: bearer(agent.jwt) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('answers the last page it allows (50,000) and refuses a deeper one: deep walks use the cursor', async () => {
    const last = await list('size=100&page=50000');
    expect(last.items).toEqual([]);
    expect(last.page).toBe(50_000);
    for (const page of ['50001', '1000000']) {
      const response = await t.app.inject({ method: 'GET', url: `${OPS}/applications?page=${page}`, headers: bearer(agent.jwt) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
  });
});
