import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TTestApp } from '../helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (code: string, org = 'LINTEL') =>
  t.app.inject({ method: 'GET', url: `/service-application/external/api/v1/offercode/${encodeURIComponent(code)}`, headers: json({ 'x-org': org }) });

describe('offer codes', () => {
  it('answers the record behind a seeded code, in any case', async () => {
    const res = await get('lntl-7q4k-2m9p');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      offerCode: 'LNTL-7Q4K-2M9P',
      firstName: 'Morgan',
      lastName: 'Castillo',
      inHomeDate: '2026-01-05',
      respondByDate: '2099-12-31',
      street1: '412 Pearl St',
      street2: '',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      expired: false,
    });
    expect((await get('LNTL-3H8D-6R2T', 'HARBOR_CU')).json().street2).toBe('Apt 3');
  });

  it('answers 404 for an unknown code and 400 for one with other characters', async () => {
    expect((await get('NOPE-0000')).statusCode).toBe(404);
    expect((await get('bad code!')).statusCode).toBe(400);
  });

  it('says a code is expired once its respond-by date is past', async () => {
    expect((await get('LNTL-9C1V-5B7X')).json()).toMatchObject({ respondByDate: '2025-06-30', expired: true });
  });
});
