import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import { SANDBOX_ADDRESSES, createSandboxAddressProvider } from '../../src/modules/address/index.ts';
import { buildTestApp, json, type TTestApp } from '../helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type TSuggestion = { fullAddress: string; street1: string; street2: string; city: string; state: string; zip: string };
const typeahead = (q: string) => t.app.inject({ method: 'GET', url: `/service-address/external/api/v1/typeahead?q=${encodeURIComponent(q)}`, headers: json() });

describe('address typeahead', () => {
  it('answers at most 8 suggestions, prefix matches first', async () => {
    const res = await typeahead('Broadway');
    expect(res.statusCode).toBe(200);
    const list = res.json<TSuggestion[]>();
    expect(list.length).toBe(8);
    expect(list.every((item) => item.street1.includes('Broadway'))).toBe(true);
  });

  it('finds the sandbox trigger addresses in several states', async () => {
    const list = (await typeahead('1 Nowhere')).json<TSuggestion[]>();
    expect(list.map((item) => item.state).sort()).toEqual(['CA', 'CO', 'TX']);
    expect(list[0]).toMatchObject({ street1: '1 Nowhere Ln', street2: '' });
    expect((await typeahead('3 Noavm Ct')).json<TSuggestion[]>().some((item) => item.state === 'AL')).toBe(true);
    expect((await typeahead('2 Multiple')).json<TSuggestion[]>()).toHaveLength(3);
  });

  it('ranks a full-address prefix above a match inside the address', async () => {
    const [first] = SANDBOX_ADDRESSES.filter((address) => address.city === 'Honolulu');
    const list = (await typeahead(first!.street1)).json<TSuggestion[]>();
    expect(list[0]?.fullAddress).toBe(first!.fullAddress);
    expect(list[0]?.fullAddress).toMatch(/, Honolulu, HI 968\d\d$/);
  });

  it('offers a complete typed address the list lacks as the first suggestion', async () => {
    const list = (await typeahead('77 Sunset Ter, Albany, NY 12210')).json<TSuggestion[]>();
    expect(list[0]).toEqual({ fullAddress: '77 Sunset Ter, Albany, NY 12210', street1: '77 Sunset Ter', street2: '', city: 'Albany', state: 'NY', zip: '12210' });
    const withUnit = (await typeahead('9 Elm St, Apt 2, Dallas, tx 75201')).json<TSuggestion[]>();
    expect(withUnit[0]).toMatchObject({ street1: '9 Elm St', street2: 'Apt 2', state: 'TX' });
  });

  it('answers an empty list for text nothing matches', async () => {
    expect((await typeahead('zzzz qqqq')).json()).toEqual([]);
  });

  it('needs at least 3 characters', async () => {
    const res = await typeahead('12');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Type at least 3 characters of the address']);
  });
});

describe('sandbox address list', () => {
  it('holds a few hundred valid addresses across many states, NY, TX, AL and HI among them', () => {
    expect(SANDBOX_ADDRESSES.length).toBeGreaterThanOrEqual(300);
    const states = new Set(SANDBOX_ADDRESSES.map((address) => address.state));
    expect(states.size).toBeGreaterThanOrEqual(45);
    for (const state of ['NY', 'TX', 'AL', 'HI']) expect(states.has(state)).toBe(true);
    expect(SANDBOX_ADDRESSES.every((address) => /^\d{5}$/.test(address.zip) && /^\d+ \S/.test(address.street1))).toBe(true);
    expect(new Set(SANDBOX_ADDRESSES.map((address) => address.fullAddress)).size).toBe(SANDBOX_ADDRESSES.length);
  });

  it('is a provider another implementation can replace', async () => {
    const provider = createSandboxAddressProvider([{ fullAddress: '5 Test Rd, Boise, ID 83702', street1: '5 Test Rd', street2: '', city: 'Boise', state: 'ID', zip: '83702' }]);
    expect(await provider.suggest({ query: '5 te', limit: 8 })).toHaveLength(1);
  });
});
