import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TDocumentType } from '@lintel/domain';
import type { TKbaQuiz } from '@lintel/contract';
import { bearer, json, registerApplicant, STRONG_PASSWORD, uniqueEmail } from '../helper.ts';
import { createApplicationBody, createApplicationVia, waitForStatusOtherThan } from '../application/application-fixtures.ts';
import { storeGeneratedDocument } from '../../src/modules/documents/index.ts';

export const NOTARY_BASE = '/service-notary/api/v1';
export const NOTARY_AGENT_BASE = '/service-notary/agent/api/v1';

const STATE_ZIPS: Record<string, string> = { SC: '29201' };

/** An applicant whose application sits in `status` (put there by an admin), with the property in `state`. */
export const applicationIn = async (app: FastifyInstance, adminJwt: string, status: string, state = 'CO') => {
  const applicant = await registerApplicant(app);
  const body = createApplicationBody({ state });
  const zip = STATE_ZIPS[state] ?? body.propertyRequest.zip;
  const { uuid } = await createApplicationVia(app, applicant.jwt, { ...body, propertyRequest: { ...body.propertyRequest, zip } });
  await waitForStatusOtherThan(app, applicant.jwt, uuid);
  const forced = await app.inject({
    method: 'POST',
    url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
    headers: bearer(adminJwt),
    payload: { status, reason: 'test', force: true },
  });
  expect(forced.statusCode, forced.body).toBe(200);
  return { ...applicant, uuid };
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

/** The unsigned deed, as the signing module stores it with the closing package. */
export const storeUnsignedDeed = async (app: FastifyInstance, applicationUuid: string) => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText('DEED OF TRUST (test)', { x: 60, y: 720, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return storeGeneratedDocument({
    db: app.db,
    files: app.files,
    application: { uuid: applicationUuid, organizationCode: 'LINTEL' },
    type: 'DEED_OF_TRUST' as TDocumentType,
    name: 'Deed of trust.pdf',
    bytes: await pdf.save(),
  });
};

/** Answers the questions the way the applicant of createApplicationBody knows them (the lender is a guess). */
export const knownAnswers = (quiz: TKbaQuiz, right = true) =>
  quiz.questions.map((question) => {
    const known: Record<string, string> = { street: '12 Main St', city: 'Denver', county: 'Denver County', zip: '80202' };
    const index = question.choices.indexOf(known[question.id] ?? '');
    if (!right) return index === 0 ? 1 : 0;
    return index >= 0 ? index : 0;
  });
