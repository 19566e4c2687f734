import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findLoanOriginatorCall,
  findReferralCall,
  listLoanOriginatorLicensedStatesCall,
} from '@lintel/contract';
import { badRequest, notFound } from '../../platform/http-error.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findLoanOriginator, findReferral } from './find-lead.ts';

export const INVALID_LO_ID = 'The loan originator id is not a valid uuid';
export const INVALID_REFERRAL_ID = 'The referral id is not a valid uuid';

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

  registerCall(app, findLoanOriginatorCall, {}, async (request) => {
    const uuid = uuidOr400(request.params.loanOriginatorUuid, INVALID_LO_ID);
    checkOrganization(request.query.organization, request.orgCode);
    return findLoanOriginator({ db, organizationCode: request.orgCode, uuid, seededOrgs });
  });

  registerCall(app, listLoanOriginatorLicensedStatesCall, {}, async (request) => {
    const uuid = uuidOr400(request.params.loanOriginatorUuid, INVALID_LO_ID);
    checkOrganization(request.query.organization, request.orgCode);
    const { licensedStates, enforceLicensedStatesForReferral } = await findLoanOriginator({
      db,
      organizationCode: request.orgCode,
      uuid,
      seededOrgs,
    });
    return { licensedStates, enforceLicensedStatesForReferral };
  });

  registerCall(app, findReferralCall, {}, async (request) =>
    findReferral({
      db,
      organizationCode: request.orgCode,
      uuid: uuidOr400(request.params.referralUuid, INVALID_REFERRAL_ID),
      seededOrgs,
    }),
  );
};
