import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZLeadPortalQuery, ZLicensedStates, ZLoanOriginator, ZReferral } from '@lintel/contract';
import { badRequest, notFound } from '../../platform/http-error.ts';
import { findLoanOriginator, findReferral } from './find-lead.ts';

export const INVALID_LO_ID = 'The loan originator id is not a valid uuid';
export const INVALID_REFERRAL_ID = 'The referral id is not a valid uuid';
const errorResponses = { 400: ZErrorBody, 404: ZErrorBody };

const uuidOr400 = (value: string, message: string) => {
  if (!z.uuid().safeParse(value).success) throw badRequest(message);
  return value.toLowerCase();
};

/** The organization query, when sent, must be the x-org organisation: the originator is looked up only there. */
const checkOrganization = (organization: string | undefined, orgCode: string) => {
  if (organization && organization.toUpperCase() !== orgCode) throw notFound();
};

export const leadPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const seededOrgs = new Set<string>();
  const ZLoParams = z.object({ loanOriginatorUuid: z.string() });

  app.get(
    '/service-lead-portal/api/lo/:loanOriginatorUuid',
    { schema: { params: ZLoParams, querystring: ZLeadPortalQuery, response: { 200: ZLoanOriginator, ...errorResponses } } },
    async (request) => {
      const uuid = uuidOr400(request.params.loanOriginatorUuid, INVALID_LO_ID);
      checkOrganization(request.query.organization, request.orgCode);
      return findLoanOriginator({ db, organizationCode: request.orgCode, uuid, seededOrgs });
    },
  );

  app.get(
    '/service-lead-portal/api/lo/:loanOriginatorUuid/licensed-states',
    { schema: { params: ZLoParams, querystring: ZLeadPortalQuery, response: { 200: ZLicensedStates, ...errorResponses } } },
    async (request) => {
      const uuid = uuidOr400(request.params.loanOriginatorUuid, INVALID_LO_ID);
      checkOrganization(request.query.organization, request.orgCode);
      const { licensedStates, enforceLicensedStatesForReferral } = await findLoanOriginator({ db, organizationCode: request.orgCode, uuid, seededOrgs });
      return { licensedStates, enforceLicensedStatesForReferral };
    },
  );

  app.get(
    '/service-lead-portal/api/referrals/:referralUuid',
    { schema: { params: z.object({ referralUuid: z.string() }), response: { 200: ZReferral, ...errorResponses } } },
    async (request) =>
      findReferral({ db, organizationCode: request.orgCode, uuid: uuidOr400(request.params.referralUuid, INVALID_REFERRAL_ID), seededOrgs }),
  );
};
