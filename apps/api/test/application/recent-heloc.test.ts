import { eq } from 'drizzle-orm';
import { REGISTRATION_MESSAGES } from '@lintel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/application/tables.ts';
import { fundingTimelines } from '../../src/modules/funding/tables.ts';
import { advanceClock, clockNow } from '../../src/platform/clock.ts';
import { bearer, buildTestApp, registerApplicant, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia, CREATE_URL } from './application-fixtures.ts';

// Spec 01 sections 2 and 9, decision 088: a HELOC funded within 45 days refuses a new start, judged by when the
// money was sent and the server's (simulated) clock, not by when the application was created or the browser's clock.

const VERIFY_URL = '/service-search/api/v1/profiles/actions/verify-ability-to-start-application';
const DAY_MINUTES = 24 * 60;

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** An application of the applicant's, made now and marked funded `daysAgo` days ago on the server's clock. */
const fundedApplication = async (jwt: string, daysAgo: number | null) => {
  const { uuid } = await createApplicationVia(t.app, jwt, createApplicationBody());
  await t.db.update(applications).set({ status: 'COMPLETE', active: false }).where(eq(applications.uuid, uuid));
  if (daysAgo !== null) {
    const fundedAt = new Date((await clockNow(t.db)).getTime() - daysAgo * DAY_MINUTES * 60_000);
    await t.db.insert(fundingTimelines).values({ applicationUuid: uuid, signedAt: fundedAt, timeZone: 'America/Denver', rightToCancel: true, fundedAt });
  }
  return uuid;
};

const verify = async (jwt: string) => {
  const response = await t.app.inject({ method: 'GET', url: VERIFY_URL, headers: bearer(jwt) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ canStartApplication: boolean; recentHeloc: boolean }>();
};

const create = (jwt: string) => t.app.inject({ method: 'POST', url: CREATE_URL, headers: bearer(jwt), payload: createApplicationBody() });

describe('the recent-HELOC waiting period', () => {
  it('an applicant without a funded HELOC may start', async () => {
    const { jwt } = await registerApplicant(t.app);
    expect(await verify(jwt)).toMatchObject({ canStartApplication: true, recentHeloc: false });
  });

  it('counts from the funding on the server clock: refused at 44 days, open once the clock passes 45 (the application was created minutes ago)', async () => {
    const { jwt } = await registerApplicant(t.app);
    await fundedApplication(jwt, 44);
    expect(await verify(jwt)).toMatchObject({ canStartApplication: true, recentHeloc: true });
    const refused = await create(jwt);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: string[] }>().errors).toEqual([REGISTRATION_MESSAGES.recentHeloc]);

    await advanceClock(t.db, 2 * DAY_MINUTES);
    expect(await verify(jwt)).toMatchObject({ canStartApplication: true, recentHeloc: false });
    expect((await create(jwt)).statusCode).toBe(200);
  });

  it('a HELOC funded long ago does not count, however recently its application was created', async () => {
    const { jwt } = await registerApplicant(t.app);
    await fundedApplication(jwt, 90);
    expect((await verify(jwt)).recentHeloc).toBe(false);
  });

  it('an application moved to COMPLETE without a funding timeline counts from entering COMPLETE', async () => {
    const { jwt } = await registerApplicant(t.app);
    await fundedApplication(jwt, null);
    expect((await verify(jwt)).recentHeloc).toBe(true);
  });
});
