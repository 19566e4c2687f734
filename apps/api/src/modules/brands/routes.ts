import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeOrganizationCall, listStateLicensesCall } from '@lintel/contract';
import { registerCall } from '../../platform/register-call.ts';
import { describeOrganization } from './describe-organization.ts';
import { listStateLicenses } from './list-state-licenses.ts';

/** Brand facts for the footer and the page: public (no login), read-only, from the in-memory registry. */
export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, listStateLicensesCall, {}, async (request) =>
    listStateLicenses({ orgCode: request.query.orgCode }),
  );

  registerCall(app, describeOrganizationCall, {}, async (request) =>
    describeOrganization({ orgCode: request.query.orgCode ?? request.orgCode }),
  );
};
