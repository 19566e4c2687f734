import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, buildTestApp, json, uniqueEmail, type TTestApp } from './helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitLoginPerMinute: 3, rateLimitRegisterPerMinute: 2 });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('answers 429 with a plain message after too many logins from one address', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/identity-broker/customer/api/v3/login', headers: json(), payload: { email: uniqueEmail(), password: 'Nope-Nope-123!' } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const blocked = await attempt();
    expect(blocked.json()).toEqual({ errors: ['Too many attempts. Please wait a minute and try again.'] });
    // Once over its limit the address is refused from memory until its window ends (decision 049): the shared
    // count stopped at the first refusal, however many more attempts come.
    const counted = async () =>
      Number(((await t.database.executeSql('select max(count) as count from request_counters')).rows as Array<{ count: number }>)[0]?.count);
    const before = await counted();
    expect(before).toBe(4);
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(429);
    expect(await counted()).toBe(before);
  });

  it('limits registrations too', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/identity/api/v1/registration/register',
        headers: json(),
        payload: { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: '5555551234' },
      });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});
