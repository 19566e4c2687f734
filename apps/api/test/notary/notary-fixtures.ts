import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TKbaQuiz } from '@lintel/contract';
import { ESIGN_CONSENT_VERSION, PRIMARY_SIGNER } from '@lintel/domain';
import { bearer, json, registerApplicant, STRONG_PASSWORD, uniqueEmail } from '../helper.ts';
import { chooseVerifiedOffer, createApplicationBody, createApplicationVia, waitForStatusOtherThan } from '../application/application-fixtures.ts';
import { findApplicationByUuid } from '../../src/modules/application/index.ts';
import { generateClosingPackage } from '../../src/modules/signing/generate-package.ts';
import { recordConsent } from '../../src/modules/signing/index.ts';


export const NOTARY_BASE = '/service-notary/api/v1';
export const NOTARY_AGENT_BASE = '/service-notary/agent/api/v1';

const STATE_ZIPS: Record<string, string> = { SC: '29201' };

/**
 * An applicant whose application sits in `status` (put there by an admin), with the property in `state`. With
 * `deed`, the verified offer is chosen first and the closing package generated (the deed of trust with its
 * owners' places and the notary acknowledgement place), as the signing module does on GEN_NOTE_SIGNING.
 */
export const applicationIn = async (app: FastifyInstance, adminJwt: string, status: string, state = 'CO', options: { deed?: boolean } = {}) => {
  const applicant = await registerApplicant(app);
  const body = createApplicationBody({ state, firstName: 'Ada', lastName: 'Lovelace' });
  const zip = STATE_ZIPS[state] ?? body.propertyRequest.zip;
  const { uuid } = await createApplicationVia(app, applicant.jwt, { ...body, propertyRequest: { ...body.propertyRequest, zip } });
  await waitForStatusOtherThan(app, applicant.jwt, uuid);
  if (options.deed) await generateDeed(app, applicant, uuid);
  const forced = await app.inject({
    method: 'POST',
    url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
    headers: bearer(adminJwt),
    payload: { status, reason: 'test', force: true },
  });
  expect(forced.statusCode, forced.body).toBe(200);
  return { ...applicant, uuid };
};

const generateDeed = async (app: FastifyInstance, applicant: { jwt: string; identityUuid: string }, uuid: string) => {
  await chooseVerifiedOffer(app, applicant.jwt, uuid);
  const application = await findApplicationByUuid({ db: app.db, uuid });
  // The applicant's E-SIGN consent comes first, as on the signing pages: without it the closing documents are
  // not shown to the applicant (decision 079).
  await recordConsent({
    db: app.db,
    applicationUuid: uuid,
    signerKey: PRIMARY_SIGNER,
    identityUuid: applicant.identityUuid,
    version: ESIGN_CONSENT_VERSION,
    givenAt: new Date(),
    ipAddress: null,
    userAgent: null,
  });
  await generateClosingPackage({ db: app.db, files: app.files, application: application!, date: new Date() });
};

/** An agent with the NOTARY role and a commission, logged in. */
export const createNotary = async (app: FastifyInstance, adminJwt: string, name = 'Nora Notary') => {
  const email = uniqueEmail('notary');
  const created = await app.inject({
    method: 'POST',
    url: `${NOTARY_AGENT_BASE}/notaries`,
    headers: bearer(adminJwt),
    payload: { email, password: STRONG_PASSWORD, commission: { name, number: 'CO-20261234', expiresOn: '2029-06-30', county: 'Denver', state: 'CO' } },
  });
  expect(created.statusCode, created.body).toBe(201);
  const login = await app.inject({ method: 'POST', url: '/identity-broker/agent/api/v3/login', headers: json(), payload: { email, password: STRONG_PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  return { jwt: login.json<{ jwt: string }>().jwt, email, identityUuid: created.json<{ identityUuid: string }>().identityUuid };
};

// A 1x1 PNG: signatures and the seal are PNG data URLs like this one, only larger.
export const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const typedSignature = (typedName: string) => ({ signature: { method: 'TYPED', typedName, image: PNG } });

/** Answers the questions the way the applicant of createApplicationBody knows them (the lender is a guess). */
export const knownAnswers = (quiz: TKbaQuiz, right = true) =>
  quiz.questions.map((question) => {
    const known: Record<string, string> = { street: '12 Main St', city: 'Denver', county: 'Denver County', zip: '80202' };
    const index = question.choices.indexOf(known[question.id] ?? '');
    if (!right) return index === 0 ? 1 : 0;
    return index >= 0 ? index : 0;
  });
