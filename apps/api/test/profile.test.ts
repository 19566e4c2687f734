import { eq } from 'drizzle-orm';
import { MSG } from '@lintel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAgent, json, registerApplicant, type TTestApp } from './helper.ts';
import { createApplicationBody, createApplicationVia } from './application/application-fixtures.ts';
import { applications } from '../src/modules/application/tables.ts';
import { profiles } from '../src/modules/profile/tables.ts';

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

  it('keeps the birthdate step\'s date of birth on the profile, sealed, answered to its owner only (decision 090)', async () => {
    const dob = '1980-05-04';
    const { jwt, identityUuid } = await registerApplicant(t.app);
    const body = createApplicationBody({ lastName: 'Birthday' });
    const first = await createApplicationVia(t.app, jwt, { ...body, profileRequest: { ...body.profileRequest, dob } });
    expect((await getProfile(jwt)).json().dob).toBe(dob);
    // Sealed at rest: the column holds no readable date.
    const [row] = await t.app.db.select({ dob: profiles.dob }).from(profiles).where(eq(profiles.identityUuid, identityUuid));
    expect(row!.dob).toMatch(/^v2\./);
    expect(row!.dob).not.toContain('1980');

    // A later application with another date keeps the one the profile has.
    await t.app.db.update(applications).set({ active: false, status: 'CANCELLED' }).where(eq(applications.uuid, first.uuid));
    await createApplicationVia(t.app, jwt, { ...body, profileRequest: { ...body.profileRequest, dob: '1970-01-02' } });
    expect((await getProfile(jwt)).json().dob).toBe(dob);

    // Nobody else's answers carry it: another applicant's profile, the owner's application, an agent's list.
    const other = await registerApplicant(t.app);
    expect((await getProfile(other.jwt)).body).not.toContain(dob);
    expect((await getProfile(other.jwt)).json().dob).toBeNull();
    const application = await t.app.inject({ method: 'GET', url: `/service-application/api/v1/application/heloc/${first.uuid}`, headers: bearer(jwt) });
    expect(application.statusCode).toBe(200);
    expect(application.body).not.toContain(dob);
    const agent = await createAgent(t.app, { admin: true });
    const list = await t.app.inject({ method: 'GET', url: '/service-ops/agent/api/v1/applications?q=Birthday', headers: bearer(agent.jwt) });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(first.uuid);
    expect(list.body).not.toContain(dob);
    // The agent's audited reveal opens it (decision 034).
    const revealed = await t.app.inject({
      method: 'POST',
      url: `/service-ops/agent/api/v1/applications/${first.uuid}/reveal`,
      headers: bearer(agent.jwt),
      payload: { reason: 'Applicant called to confirm the date of birth' },
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().dateOfBirth).toBe(dob);
  });

  it('refuses a date of birth the birthdate step refuses, before creating anything', async () => {
    const { jwt } = await registerApplicant(t.app);
    const body = createApplicationBody();
    const create = (dob: string, state?: string) => {
      const base = state ? createApplicationBody({ state }) : body;
      return t.app.inject({
        method: 'POST',
        url: '/service-application/api/v1/application/heloc/create-application?state=CO',
        headers: bearer(jwt),
        payload: { ...base, profileRequest: { ...base.profileRequest, dob } },
      });
    };
    const thisYear = new Date().getUTCFullYear();
    for (const [dob, message] of [
      ['1980-02-30', MSG.dobInvalid],
      ['05/04/1980', MSG.dobInvalid],
      ['1899-12-31', MSG.dobInvalid],
      [`${thisYear - 10}-01-01`, MSG.dobMinAge18],
    ] as const) {
      const refused = await create(dob);
      expect(refused.statusCode, dob).toBe(400);
      expect(refused.json().errors, dob).toEqual([message]);
    }
    // Alabama's age of majority is 19.
    const alabama = await create(`${thisYear - 19}-12-31`, 'AL');
    expect(alabama.statusCode).toBe(400);
    expect(alabama.json().errors).toEqual([MSG.dobMinAge19]);
    const list = await t.app.inject({ method: 'GET', url: '/service-application/api/v1/application/heloc/all', headers: bearer(jwt) });
    expect(list.json()).toEqual([]);
    expect((await getProfile(jwt)).json().dob).toBeNull();
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
