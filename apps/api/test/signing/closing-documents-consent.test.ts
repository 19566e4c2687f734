import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSING_DOCUMENT_KINDS, ESIGN_CONSENT_VERSION } from '@lintel/domain';
import { bearer, buildTestApp, createAgent, waitFor, type TTestApp } from '../helper.ts';
import { applicantAtFinalOffer, readStatus } from '../application/application-fixtures.ts';

// Spec 04 section 9.4: the E-SIGN consent is taken before the first electronic document is shown (decision 079).
const SIGNING = '/service-signing/api/v1/applications';
const listUrl = (uuid: string) => `/service-document/api/v1/applications/${uuid}/documents`;
const documentUrl = (uuid: string) => `/service-document/api/v1/documents/${uuid}`;
const CLOSING: readonly string[] = CLOSING_DOCUMENT_KINDS;

type TWireDocument = { uuid: string; type: string };

let t: TTestApp;
let admin: { jwt: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => t?.close());

describe('closing documents and the E-SIGN consent', () => {
  it('hides the closing package from the primary until the consent is current, and again once it is withdrawn; agents always see it', async () => {
    const { applicant, headers, uuid } = await applicantAtFinalOffer(t.app);
    // The package made without the applicant's consent (an admin moved the application on).
    const forced = await t.app.inject({
      method: 'POST',
      url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
      headers: bearer(admin.jwt),
      payload: { status: 'GEN_NOTE_SIGNING', reason: 'closing documents test', force: true },
    });
    expect(forced.statusCode, forced.body).toBe(200);
    await waitFor(
      async () =>
        (await readStatus(t.app, applicant.jwt, uuid)).applicationStatus === 'NOTE_SIGNING'
          ? true
          : undefined,
      30_000,
    );

    const agentList = (
      await t.app.inject({ method: 'GET', url: listUrl(uuid), headers: bearer(admin.jwt) })
    ).json<TWireDocument[]>();
    const closing = agentList.filter((d) => CLOSING.includes(d.type));
    expect(closing.map((d) => d.type)).toEqual(
      expect.arrayContaining([
        'HELOC_AGREEMENT',
        'HELOC_FINAL_DISCLOSURE',
        'RIGHT_TO_CANCEL',
        'DEED_OF_TRUST',
      ]),
    );
    const agreement = closing.find((d) => d.type === 'HELOC_AGREEMENT')!;
    expect(
      (await t.app.inject({ method: 'GET', url: documentUrl(agreement.uuid), headers: bearer(admin.jwt) }))
        .statusCode,
    ).toBe(200);

    const beforeConsent = (await t.app.inject({ method: 'GET', url: listUrl(uuid), headers })).json<
      TWireDocument[]
    >();
    expect(beforeConsent.filter((d) => CLOSING.includes(d.type))).toEqual([]);
    // What came before the closing package is still the applicant's to see.
    expect(beforeConsent.length).toBe(agentList.length - closing.length);
    for (const document of closing) {
      expect(
        (await t.app.inject({ method: 'GET', url: documentUrl(document.uuid), headers })).statusCode,
        document.type,
      ).toBe(404);
    }
    const pkg = (await t.app.inject({ method: 'GET', url: `${SIGNING}/${uuid}/package`, headers })).json<{
      documents: unknown[];
    }>();
    expect(pkg.documents).toEqual([]);

    const consented = await t.app.inject({
      method: 'POST',
      url: `${SIGNING}/${uuid}/consent`,
      headers,
      payload: { version: ESIGN_CONSENT_VERSION, accepted: true },
    });
    expect(consented.statusCode, consented.body).toBe(200);
    const afterConsent = (await t.app.inject({ method: 'GET', url: listUrl(uuid), headers })).json<
      TWireDocument[]
    >();
    expect(afterConsent.map((d) => d.uuid).sort()).toEqual(agentList.map((d) => d.uuid).sort());
    const opened = await t.app.inject({ method: 'GET', url: documentUrl(agreement.uuid), headers });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');

    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `${SIGNING}/${uuid}/consent/withdraw`,
      headers,
      payload: { confirmed: true },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const afterWithdrawal = (await t.app.inject({ method: 'GET', url: listUrl(uuid), headers })).json<
      TWireDocument[]
    >();
    expect(afterWithdrawal.filter((d) => CLOSING.includes(d.type))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: documentUrl(agreement.uuid), headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: listUrl(uuid), headers: bearer(admin.jwt) })).json<
        TWireDocument[]
      >(),
    ).toHaveLength(agentList.length);
  }, 120_000);
});
