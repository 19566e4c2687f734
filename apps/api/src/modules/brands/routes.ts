import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORGANIZATION_PATH,
  STATE_LICENSES_PATH,
  ZErrorBody,
  ZOrganizationInfo,
  ZOrganizationQuery,
  ZStateLicensesQuery,
  ZStateLicensesResponse,
} from '@lintel/contract';
import { describeOrganization } from './describe-organization.ts';
import { listStateLicenses } from './list-state-licenses.ts';

/** Brand facts for the footer and the page: public (no login), read-only, from the in-memory registry. */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STATE_LICENSES_PATH,
    { schema: { querystring: ZStateLicensesQuery, response: { 200: ZStateLicensesResponse, 400: ZErrorBody } } },
    async (request) => listStateLicenses({ orgCode: request.query.orgCode }),
  );

  app.get(
    ORGANIZATION_PATH,
    { schema: { querystring: ZOrganizationQuery, response: { 200: ZOrganizationInfo, 400: ZErrorBody } } },
    async (request) => describeOrganization({ orgCode: request.query.orgCode ?? request.orgCode }),
  );
};
