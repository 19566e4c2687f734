import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateApplicationQuery,
  makeCreateApplicationRequestSchema,
  DISASTER_ZIPS_PATH,
  ZDisasterZips,
  ZEligibilityQuery,
  ZErrorBody,
  ZHelocApplication,
  ZHelocApplicationList,
  ZStatesEligibility,
  ZVerifyAbilityToStartApplication,
  ZZipEligibility,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { createApplication, idempotencyKeyFor } from './create-application.ts';
import { rememberProfileName } from './remember-profile-name.ts';
import { findEligibleStates, findIneligibleZips } from './eligibility.ts';
import { vendorsFor } from '../../vendors/index.ts';
import { getBrand } from '@lintel/brands';
import { findApplicationsOfOwner, findOwnedApplication } from './find-applications.ts';
import { toHelocApplication } from './to-heloc-application.ts';
import { verifyAbilityToStartApplication } from './verify-ability-to-start.ts';

const errorResponses = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };
const ZUuidParams = z.object({ uuid: z.string() });
const APPLICANT = ['APPLICANT'] as const;
// A uuid that is not one answers 404 like any application that is not the caller's.
const isUuid = (value: string) => z.uuid().safeParse(value).success;

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // Test data carries digits in last names outside production (spec 02 section 5).
  const ZCreateApplicationRequest = makeCreateApplicationRequestSchema({
    allowDigitsInLastName: config.nodeEnv !== 'production',
  });

  app.post(
    '/service-application/api/v1/application/heloc/create-application',
    {
      preHandler: requireCaller(APPLICANT),
      schema: {
        querystring: ZCreateApplicationQuery,
        body: ZCreateApplicationRequest,
        response: { 200: ZHelocApplication, ...errorResponses, 422: ZErrorBody },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const header = request.headers['idempotency-key'];
      const { application, created } = await createApplication({
        db,
        ownerIdentityUuid: caller.identityUuid,
        organizationCode: request.orgCode,
        request: request.body,
        idempotencyKey: idempotencyKeyFor(request.body, Array.isArray(header) ? header[0] : header),
      });
      if (created)
        await rememberProfileName({
          db,
          identityUuid: caller.identityUuid,
          organizationCode: request.orgCode,
          name: request.body.profileRequest.name,
        });
      return toHelocApplication(application);
    },
  );

  app.get(
    '/service-application/api/v1/application/heloc/all',
    {
      preHandler: requireCaller(APPLICANT),
      schema: { response: { 200: ZHelocApplicationList, ...errorResponses } },
    },
    async (request) => {
      const rows = await findApplicationsOfOwner({
        db,
        ownerIdentityUuid: callerOf(request).identityUuid,
        organizationCode: request.orgCode,
      });
      return rows.map(toHelocApplication);
    },
  );

  app.get(
    '/service-application/api/v1/application/heloc/:uuid',
    {
      preHandler: requireCaller(APPLICANT),
      schema: { params: ZUuidParams, response: { 200: ZHelocApplication, ...errorResponses } },
    },
    async (request) => {
      if (!isUuid(request.params.uuid)) throw notFound();
      const row = await findOwnedApplication({
        db,
        uuid: request.params.uuid,
        ownerIdentityUuid: callerOf(request).identityUuid,
        organizationCode: request.orgCode,
      });
      return toHelocApplication(row);
    },
  );

  app.get(
    '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
    {
      preHandler: requireCaller(),
      schema: { response: { 200: ZVerifyAbilityToStartApplication, ...errorResponses } },
    },
    async (request) =>
      verifyAbilityToStartApplication({
        db,
        ownerIdentityUuid: callerOf(request).identityUuid,
        organizationCode: request.orgCode,
      }),
  );

  // Public: the registration form checks eligibility before an account exists.
  app.get(
    '/service-application/external/api/v2/heloc/states-eligibility',
    { schema: { querystring: ZEligibilityQuery, response: { 200: ZStatesEligibility } } },
    async (request) => findEligibleStates(request.query.orgCode ?? request.orgCode),
  );

  app.get(
    '/service-application/external/api/v1/heloc/zip-eligibility',
    { schema: { querystring: ZEligibilityQuery, response: { 200: ZZipEligibility } } },
    async (request) => findIneligibleZips(request.query.orgCode ?? request.orgCode),
  );

  // Public as well: the property step warns about a disaster-area zip before an account exists.
  const { propertyRecords } = vendorsFor(config);
  app.get(
    DISASTER_ZIPS_PATH,
    { schema: { querystring: ZEligibilityQuery, response: { 200: ZDisasterZips } } },
    async (request) =>
      getBrand(request.query.orgCode ?? request.orgCode) ? propertyRecords.listDisasterZips() : [],
  );
};
