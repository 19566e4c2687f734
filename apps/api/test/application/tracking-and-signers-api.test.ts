// Decision 076: checklistStatus, helocSigners and additionalSignerVersion on the application answer, the
// experiment-profile and session-replay calls, the application's consent-types call and the profile's wallet
// fields, as an applicant, an agent or an anonymous caller sees them.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgentApplicationDetail, THelocApplication } from '@lintel/contract';
import { TRACKING_MESSAGES } from '@lintel/domain';
import {
  bearer,
  buildTestApp,
  createAgent,
  json,
  readMailbox,
  registerApplicant,
  STRONG_PASSWORD,
  uniqueEmail,
  waitFor,
  type TMailboxMessage,
  type TTestApp,
} from '../helper.ts';
import {
  CREATE_URL,
  createApplicationBody,
  createApplicationVia,
  readStatus,
  waitForStatusOtherThan,
} from './application-fixtures.ts';

let t: TTestApp;
let admin: { jwt: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => t?.close());

const BASE = '/service-application/api/v1/application/heloc';
const PROFILE_URL = '/service-application/api/v3/application/heloc/optermizerly-profile';
const profileUrl = (identityUuid: string) =>
  `${PROFILE_URL}?identityUuid=${encodeURIComponent(identityUuid)}`;

const readApplication = async (jwt: string, uuid: string) => {
  const response = await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}`, headers: bearer(jwt) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<THelocApplication>();
};
const readList = async (jwt: string) => {
  const response = await t.app.inject({ method: 'GET', url: `${BASE}/all`, headers: bearer(jwt) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<THelocApplication[]>();
};
const readAgentDetail = async (uuid: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/service-ops/agent/api/v1/applications/${uuid}`,
    headers: bearer(admin.jwt),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAgentApplicationDetail>();
};
const forceStatus = async (uuid: string, status: string) => {
  const forced = await t.app.inject({
    method: 'POST',
    url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
    headers: bearer(admin.jwt),
    payload: { status, reason: 'test', force: true },
  });
  expect(forced.statusCode, forced.body).toBe(200);
};

describe('status.checklistStatus', () => {
  it('is the application step in the application, the list and the status call, and follows a change', async () => {
    const applicant = await registerApplicant(t.app);
    const { uuid, applicationStatus } = await createApplicationVia(
      t.app,
      applicant.jwt,
      createApplicationBody(),
    );
    expect(applicationStatus).toBe('IN_PROGRESS');
    const settled = await waitForStatusOtherThan(t.app, applicant.jwt, uuid);
    expect(settled.status.checklistStatus).toBe(settled.applicationStatus);
    const application = await readApplication(applicant.jwt, uuid);
    expect(application.status.checklistStatus).toBe(application.applicationStatus);
    expect((await readList(applicant.jwt))[0]!.status.checklistStatus).toBe(application.applicationStatus);

    await forceStatus(uuid, 'HMDA');
    const status = await readStatus(t.app, applicant.jwt, uuid);
    expect(status).toMatchObject({ applicationStatus: 'HMDA', status: { checklistStatus: 'HMDA' } });
    expect((await readApplication(applicant.jwt, uuid)).status.checklistStatus).toBe('HMDA');
    expect((await readAgentDetail(uuid)).application.status.checklistStatus).toBe('HMDA');
  });
});

describe('the experiment-service profile (optermizerly-profile)', () => {
  it('answers null before any is stored, stores the signed-in identity’s own and answers it', async () => {
    const applicant = await registerApplicant(t.app);
    const before = await t.app.inject({
      method: 'GET',
      url: profileUrl(applicant.identityUuid),
      headers: bearer(applicant.jwt),
    });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ optimizelyProfileUuid: null });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: profileUrl(applicant.identityUuid),
      headers: bearer(applicant.jwt),
      payload: { optimizelyProfileUuid: 'oeu1700000000000r0.123_abc-X' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({ optimizelyProfileUuid: 'oeu1700000000000r0.123_abc-X' });
    // A uuid in capitals names the same identity.
    const after = await t.app.inject({
      method: 'GET',
      url: profileUrl(applicant.identityUuid.toUpperCase()),
      headers: bearer(applicant.jwt),
    });
    expect(after.json()).toEqual({ optimizelyProfileUuid: 'oeu1700000000000r0.123_abc-X' });

    const replaced = await t.app.inject({
      method: 'PATCH',
      url: profileUrl(applicant.identityUuid),
      headers: bearer(applicant.jwt),
      payload: { optimizelyProfileUuid: 'second' },
    });
    expect(replaced.json()).toEqual({ optimizelyProfileUuid: 'second' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: profileUrl(applicant.identityUuid),
          headers: bearer(applicant.jwt),
        })
      ).json(),
    ).toEqual({
      optimizelyProfileUuid: 'second',
    });
  });

  it('answers 404 for another identity’s, whether it exists or not, and 401 without a session', async () => {
    const owner = await registerApplicant(t.app);
    const stranger = await registerApplicant(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: profileUrl(owner.identityUuid),
      headers: bearer(owner.jwt),
      payload: { optimizelyProfileUuid: 'owners' },
    });
    for (const identityUuid of [owner.identityUuid, '00000000-0000-4000-8000-000000000000']) {
      const read = await t.app.inject({
        method: 'GET',
        url: profileUrl(identityUuid),
        headers: bearer(stranger.jwt),
      });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ errors: ['Not found'] });
      const write = await t.app.inject({
        method: 'PATCH',
        url: profileUrl(identityUuid),
        headers: bearer(stranger.jwt),
        payload: { optimizelyProfileUuid: 'theirs' },
      });
      expect(write.statusCode).toBe(404);
      expect(write.json()).toEqual({ errors: ['Not found'] });
    }
    expect(
      (
        await t.app.inject({ method: 'GET', url: profileUrl(owner.identityUuid), headers: bearer(owner.jwt) })
      ).json(),
    ).toEqual({ optimizelyProfileUuid: 'owners' });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: profileUrl(owner.identityUuid),
      headers: json(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a query without a uuid and a profile id that is not 1 to 100 letters, digits, dashes, underscores or dots', async () => {
    const applicant = await registerApplicant(t.app);
    for (const url of [
      PROFILE_URL,
      `${PROFILE_URL}?identityUuid=not-a-uuid`,
      `${PROFILE_URL}?identityUuid=`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(applicant.jwt) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ errors: [TRACKING_MESSAGES.identityUuid] });
    }
    for (const optimizelyProfileUuid of ['', 'x'.repeat(101), 'has space', '<script>', 'a/b', 42, null]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: profileUrl(applicant.identityUuid),
        headers: bearer(applicant.jwt),
        payload: { optimizelyProfileUuid },
      });
      expect(response.statusCode, String(optimizelyProfileUuid)).toBe(400);
      expect(response.json()).toEqual({ errors: [TRACKING_MESSAGES.optimizelyProfileUuid] });
    }
    const noBody = await t.app.inject({
      method: 'PATCH',
      url: profileUrl(applicant.identityUuid),
      headers: bearer(applicant.jwt),
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().errors.length).toBeGreaterThan(0);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: profileUrl(applicant.identityUuid),
          headers: bearer(applicant.jwt),
        })
      ).json(),
    ).toEqual({ optimizelyProfileUuid: null });
  });

  it('is stored from create-application’s optimizelyProfileRequest, and a bad one refuses the application', async () => {
    const applicant = await registerApplicant(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: CREATE_URL,
      headers: bearer(applicant.jwt),
      payload: {
        ...createApplicationBody(),
        optimizelyProfileRequest: { optimizelyProfileUuid: 'not allowed!' },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: [TRACKING_MESSAGES.optimizelyProfileUuid] });
    expect(await readList(applicant.jwt)).toEqual([]);

    await createApplicationVia(t.app, applicant.jwt, {
      ...createApplicationBody(),
      optimizelyProfileRequest: { optimizelyProfileUuid: 'from-create' },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: profileUrl(applicant.identityUuid),
      headers: bearer(applicant.jwt),
    });
    expect(read.json()).toEqual({ optimizelyProfileUuid: 'from-create' });

    // Without one (or with an empty request) nothing is stored.
    const other = await registerApplicant(t.app);
    await createApplicationVia(t.app, other.jwt, {
      ...createApplicationBody(),
      optimizelyProfileRequest: {},
    });
    expect(
      (
        await t.app.inject({ method: 'GET', url: profileUrl(other.identityUuid), headers: bearer(other.jwt) })
      ).json(),
    ).toEqual({ optimizelyProfileUuid: null });
  });
});

describe('PUT .../heloc/{uuid}/full-story-link', () => {
  it('stores the owner’s session-replay link (204) and shows it to agents', async () => {
    const applicant = await registerApplicant(t.app);
    const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody());
    expect((await readAgentDetail(uuid)).fullStoryLink).toBeNull();
    const link = 'https://app.fullstory.com/ui/ABC/session/123%3A456';
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${uuid}/full-story-link`,
      headers: bearer(applicant.jwt),
      payload: { link },
    });
    expect(saved.statusCode, saved.body).toBe(204);
    expect(saved.body).toBe('');
    expect((await readAgentDetail(uuid)).fullStoryLink).toBe(link);
    const longest = `http://replay.example.com/${'a'.repeat(2_048 - 'http://replay.example.com/'.length)}`;
    expect(longest).toHaveLength(2_048);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${BASE}/${uuid}/full-story-link`,
          headers: bearer(applicant.jwt),
          payload: { link: longest },
        })
      ).statusCode,
    ).toBe(204);
    expect((await readAgentDetail(uuid)).fullStoryLink).toBe(longest);
    // The applicant's own answers do not carry it.
    expect(await readApplication(applicant.jwt, uuid)).not.toHaveProperty('fullStoryLink');
  });

  it('answers 404 for someone else’s, an unknown or a malformed uuid, and 401 without a session', async () => {
    const owner = await registerApplicant(t.app);
    const stranger = await registerApplicant(t.app);
    const { uuid } = await createApplicationVia(t.app, owner.jwt, createApplicationBody());
    const payload = { link: 'https://replay.example.com/s/1' };
    for (const target of [uuid, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `${BASE}/${target}/full-story-link`,
        headers: bearer(stranger.jwt),
        payload,
      });
      expect(response.statusCode, target).toBe(404);
      expect(response.json()).toEqual({ errors: ['Not found'] });
    }
    const otherBrand = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${uuid}/full-story-link`,
      headers: bearer(owner.jwt, { 'x-org': 'HARBOR_CU' }),
      payload,
    });
    expect([400, 404]).toContain(otherBrand.statusCode);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${BASE}/${uuid}/full-story-link`,
          headers: json(),
          payload,
        })
      ).statusCode,
    ).toBe(401);
    expect((await readAgentDetail(uuid)).fullStoryLink).toBeNull();
  });

  it('refuses a link that is not an http(s) address of at most 2,048 characters', async () => {
    const applicant = await registerApplicant(t.app);
    const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody());
    const tooLong = `https://replay.example.com/${'a'.repeat(2_049 - 'https://replay.example.com/'.length)}`;
    for (const link of [
      'javascript:alert(1)',
      'ftp://replay.example.com/1',
      '/relative/path',
      'not a link',
      '',
      tooLong,
      7,
      null,
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `${BASE}/${uuid}/full-story-link`,
        headers: bearer(applicant.jwt),
        payload: { link },
      });
      expect(response.statusCode, String(link).slice(0, 40)).toBe(400);
      expect(response.json()).toEqual({ errors: [TRACKING_MESSAGES.link] });
    }
    const noBody = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${uuid}/full-story-link`,
      headers: bearer(applicant.jwt),
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().errors.length).toBeGreaterThan(0);
    expect((await readAgentDetail(uuid)).fullStoryLink).toBeNull();
  });
});

describe('GET .../heloc/consent-types', () => {
  it('answers the profile service’s list, signed in or not', async () => {
    const profileList = await t.app.inject({
      method: 'GET',
      url: '/service-profile/api/v1/profile/consent-types',
      headers: json(),
    });
    expect(profileList.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: `${BASE}/consent-types`, headers: json() });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(anonymous.json()).toEqual(profileList.json());
    expect(anonymous.json().length).toBeGreaterThan(0);
    const applicant = await registerApplicant(t.app);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `${BASE}/consent-types`,
      headers: bearer(applicant.jwt),
    });
    expect(signedIn.json()).toEqual(profileList.json());
  });
});

describe('the profile’s wallet and legacy organisations', () => {
  it('answers no wallet and no legacy customer organisations', async () => {
    const applicant = await registerApplicant(t.app);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/service-profile/api/v1/profile',
      headers: bearer(applicant.jwt),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ wallet: null, activeLegacyCustomerOrgs: [] });
  });
});

describe('helocSigners and additionalSignerVersion', () => {
  it('name no signer at first, v1 once a co-owner is invited, and the co-owner’s identity once they accept', async () => {
    const primary = await registerApplicant(t.app);
    const { uuid } = await createApplicationVia(
      t.app,
      primary.jwt,
      createApplicationBody({ firstName: 'Alex', lastName: 'Rivera' }),
    );
    expect(await readApplication(primary.jwt, uuid)).toMatchObject({
      helocSigners: [],
      additionalSignerVersion: null,
    });
    await waitForStatusOtherThan(t.app, primary.jwt, uuid);
    await forceStatus(uuid, 'CO_DEED_REQ');

    const email = uniqueEmail('coowner');
    const invited = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${uuid}/co-deed/signers`,
      headers: bearer(primary.jwt),
      payload: { firstName: 'Jordan', lastName: 'Rivera', email, phoneNumber: '(303) 555-0142' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    // Named but without an account yet: the version says signers exist, none has an identity.
    expect(await readApplication(primary.jwt, uuid)).toMatchObject({
      helocSigners: [],
      additionalSignerVersion: 'v1',
    });

    const messages = await waitFor(async () => {
      const list = (await readMailbox(t.app, admin.jwt, email)).json<TMailboxMessage[]>();
      return list.length > 0 ? list : undefined;
    });
    const link = messages[0]!.links.find((l) => l.includes('/heloc-signer/login'))!;
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `${BASE}/co-deed/invitation/accept`,
      headers: json(),
      payload: { token, mode: 'REGISTER', password: STRONG_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const signerIdentity = String(decodeJwt(accepted.json<{ jwt: string }>().jwt).sub);

    const expected = { helocSigners: [{ identityUuid: signerIdentity }], additionalSignerVersion: 'v1' };
    expect(await readApplication(primary.jwt, uuid)).toMatchObject(expected);
    expect((await readList(primary.jwt)).find((a) => a.uuid === uuid)).toMatchObject(expected);
    expect((await readAgentDetail(uuid)).application).toMatchObject(expected);
  });
});
