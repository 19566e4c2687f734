import { eq } from 'drizzle-orm';
import { MSG } from '@lintel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, registerApplicant, type TTestApp } from './helper.ts';
import { createApplicationBody, createApplicationVia } from './application/application-fixtures.ts';
import { applications } from '../src/modules/application/tables.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getProfile = (jwt: string, org = 'LINTEL') =>
  t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(jwt, { 'x-org': org }) });
const putName = (jwt: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/service-profile/api/v1/profile/name', headers: bearer(jwt), payload });

describe('profile', () => {
  it('answers the profile made at registration', async () => {
    const { jwt, email } = await registerApplicant(t.app, { phoneNumber: '(555) 555-1234' });
    const res = await getProfile(jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email,
      organizationCode: 'LINTEL',
      phoneNumbers: [{ type: 'MOBILE', number: '5555551234' }],
      name: { firstName: null, lastName: null },
      addresses: [],
    });
  });

  it('saves the legal name', async () => {
    const { jwt } = await registerApplicant(t.app);
    const res = await putName(jwt, { firstName: ' Ana-María ', middleName: 'J.', lastName: "O'Neil", suffix: 'JR' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toEqual({ firstName: 'Ana-María', middleName: 'J.', lastName: "O'Neil", suffix: 'JR' });
    expect((await getProfile(jwt)).json().name.firstName).toBe('Ana-María');
  });

  it('learns the legal name from the first application, and keeps a name it already has', async () => {
    const { jwt } = await registerApplicant(t.app);
    await createApplicationVia(t.app, jwt, createApplicationBody());
    const named = (await getProfile(jwt)).json().name;
    expect(named.firstName).toBeTruthy();
    await putName(jwt, { firstName: 'Kept', lastName: 'Name' });
    await createApplicationVia(t.app, jwt, createApplicationBody());
    expect((await getProfile(jwt)).json().name).toMatchObject({ firstName: 'Kept', lastName: 'Name' });
  });

  it('learns the HOME address from the first application (the body\'s home address, else the home it borrows on), and keeps it', async () => {
    const { jwt } = await registerApplicant(t.app);
    const first = await createApplicationVia(t.app, jwt, createApplicationBody());
    const [home] = (await getProfile(jwt)).json().addresses;
    expect(home).toMatchObject({ type: 'HOME', street1: '12 Main St', street2: null, city: 'Denver', state: 'CO', zip: '80202' });
    expect(home.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // A later application (the first one finished) on another home keeps the profile's address.
    await t.app.db.update(applications).set({ active: false, status: 'CANCELLED' }).where(eq(applications.uuid, first.uuid));
    await createApplicationVia(t.app, jwt, createApplicationBody({ street1: '99 Other Rd' }));
    expect((await getProfile(jwt)).json().addresses).toEqual([home]);

    // An investment property is not where the applicant lives: the body's homeAddress is taken instead.
    const investor = await registerApplicant(t.app);
    const body = createApplicationBody({ street1: '7 Rental Ct' });
    const homeAddress = { street1: '40 Elm St', street2: 'Apt 2', city: 'Boulder', state: 'CO', zip: '80302' };
    await createApplicationVia(t.app, investor.jwt, {
      ...body,
      profileRequest: { ...body.profileRequest, homeAddress },
      propertyRequest: { ...body.propertyRequest, type: 'INVESTMENT' },
    });
    expect((await getProfile(investor.jwt)).json().addresses).toEqual([expect.objectContaining({ type: 'HOME', ...homeAddress })]);
  });

  it('refuses a bad name with the spec messages', async () => {
    const { jwt } = await registerApplicant(t.app);
    const res = await putName(jwt, { firstName: 'A', lastName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([MSG.firstNameMinLength, MSG.lastNameRequired]);
    const chars = await putName(jwt, { firstName: 'Ann<script>', lastName: 'Smith' });
    expect(chars.json().errors).toEqual([MSG.nameUnsupportedCharacters]);
  });

  it("shows each applicant only their own profile, and none in another organisation", async () => {
    const a = await registerApplicant(t.app);
    const b = await registerApplicant(t.app);
    await putName(a.jwt, { firstName: 'Alice', lastName: 'Private' });
    const seenByB = await getProfile(b.jwt);
    expect(seenByB.json().email).toBe(b.email);
    expect(seenByB.body).not.toContain(a.email);
    expect(seenByB.body).not.toContain('Private');
    const otherOrg = await getProfile(a.jwt, 'HARBOR_CU');
    expect(otherOrg.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: json() });
    expect(res.statusCode).toBe(401);
  });

  it('lists the consent types with versions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile/consent-types', headers: json() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'TERMS_PRIVACY', version: expect.any(String) })]));
  });
});
