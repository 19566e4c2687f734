import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LINK_PREFILL_MESSAGES } from '@lintel/domain';
import { bearer, buildTestApp, json, registerApplicant, type TTestApp } from '../helper.ts';
import { CREATE_URL, createApplicationBody } from '../application/application-fixtures.ts';
import { applicationAudit } from '../../src/modules/application/tables.ts';
import { advanceClock } from '../../src/platform/clock.ts';

// Decision 089: create-application checks a sent offer code against the organisation's record and clock.
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const create = async (offerCode: unknown) => {
  const { jwt } = await registerApplicant(t.app);
  return t.app.inject({ method: 'POST', url: CREATE_URL, headers: bearer(jwt), payload: { ...createApplicationBody(), offerCode } });
};

describe('create-application with an offer code', () => {
  it('keeps a valid code, with the record’s own dates, on the creation’s audit entry', async () => {
    const res = await create({ code: 'lntl-7q4k-2m9p', inHomeDate: '2026-01-05', respondByDate: '2026-12-31' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await t.db
      .select({ details: applicationAudit.details })
      .from(applicationAudit)
      .where(and(eq(applicationAudit.applicationUuid, res.json().uuid), eq(applicationAudit.action, 'CREATED')));
    expect(entry?.details).toEqual({ offerCode: { code: 'LNTL-7Q4K-2M9P', inHomeDate: '2026-01-05', respondByDate: '2099-12-31' } });
  });

  it('refuses an expired code with 400 and the domain message', async () => {
    const expired = await create({ code: 'LNTL-9C1V-5B7X', inHomeDate: '2025-05-01', respondByDate: '2025-06-30' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual([LINK_PREFILL_MESSAGES.offerCodeExpired('2025-06-30')]);
  });

  it('creates the application without a code it has no record of, or an empty one, and says so on the audit entry (decision 092)', async () => {
    const auditOf = async (uuid: string) =>
      (
        await t.db
          .select({ details: applicationAudit.details })
          .from(applicationAudit)
          .where(and(eq(applicationAudit.applicationUuid, uuid), eq(applicationAudit.action, 'CREATED')))
      )[0]?.details;
    const unknown = await create({ code: 'nope-0000', inHomeDate: '2026-01-01', respondByDate: '2026-12-31' });
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(await auditOf(unknown.json().uuid)).toEqual({ offerCodeNotApplied: 'NOPE-0000' });
    const empty = await create({ code: '', inHomeDate: null, respondByDate: null });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(await auditOf(empty.json().uuid)).toBeNull();
  });

  it('answers 400 with an errors list for a malformed code or date, never 5xx', async () => {
    for (const offerCode of [
      { code: 'bad code!' },
      { code: 'X'.repeat(41) },
      { code: 'LNTL-7Q4K-2M9P', respondByDate: '31/12/2026' },
      { code: 'LNTL-7Q4K-2M9P', inHomeDate: 'x'.repeat(5000) },
      { code: 42 },
      'LNTL-7Q4K-2M9P',
    ]) {
      const res = await create(offerCode);
      expect(res.statusCode, JSON.stringify(offerCode)).toBe(400);
      expect(Array.isArray(res.json().errors)).toBe(true);
    }
  });

  it('judges expiry on the simulated clock, for the lookup and for create-application alike', async () => {
    const lookup = () => t.app.inject({ method: 'GET', url: '/service-application/external/api/v1/offercode/LNTL-7Q4K-2M9P', headers: json() });
    expect((await lookup()).json().expired).toBe(false);
    // Far past 2099-12-31 (the sample's respond-by date), whatever the real date of the run.
    await advanceClock(t.db, 60 * 24 * 366 * 80);
    expect((await lookup()).json().expired).toBe(true);
    const res = await create({ code: 'LNTL-7Q4K-2M9P', inHomeDate: '2026-01-05', respondByDate: '2099-12-31' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([LINK_PREFILL_MESSAGES.offerCodeExpired('2099-12-31')]);
  });
});
