import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chooseAutopayCall,
  chooseDisbursementAccountCall,
  completeBankLinkCall,
  confirmDisbursementAccountCall,
  getBankStateCall,
  lookUpRoutingNumberCall,
  startBankLinkCall,
} from '@lintel/contract';
import { bankNameForRoutingNumber, isValidRoutingNumber } from '@lintel/domain';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { resolveJwtSecret } from '../../platform/tokens.ts';
import { linkProviderFor } from '../../vendors/link-provider/index.ts';
import { findOwnedApplication } from '../application/index.ts';
import { findBankState } from './bank-state.ts';
import { chooseAutopay, chooseDisbursementAccount, confirmDisbursementAccount } from './choose-accounts.ts';
import { completeBankLink, startBankLink } from './links.ts';

const APPLICANT = ['APPLICANT'] as const;

/** The applicant's bank calls (issue 14 items 1-4). Bodies carry full account numbers: the logger never logs bodies. */
export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, keyring, jobs } = app;
  const link = linkProviderFor(config, resolveJwtSecret(config));
  const deps = { keyring, jobs, publicUrl: config.publicUrl };

  const scopeOf = (request: FastifyRequest<{ Params: { uuid: string } }>) => {
    if (!z.uuid().safeParse(request.params.uuid).success) throw notFound();
    return { db, uuid: request.params.uuid, ownerIdentityUuid: callerOf(request).identityUuid, organizationCode: request.orgCode };
  };
  const preHandler = requireCaller(APPLICANT);

  registerCall(app, getBankStateCall, { preHandler }, async (request) =>
    findBankState({ db, keyring, application: await findOwnedApplication(scopeOf(request)) }),
  );

  registerCall(app, lookUpRoutingNumberCall, { preHandler, config: { rateLimit: perMinute(60) } }, async (request) => {
    await findOwnedApplication(scopeOf(request));
    const { routingNumber } = request.params;
    const valid = isValidRoutingNumber(routingNumber);
    return { routingNumber, valid, bankName: valid ? (bankNameForRoutingNumber(routingNumber) ?? null) : null };
  });

  registerCall(app, startBankLinkCall, { preHandler, config: { rateLimit: perMinute(30) } }, async (request) =>
    startBankLink({ ...scopeOf(request), provider: link.provider }),
  );

  registerCall(app, completeBankLinkCall, { preHandler, config: { rateLimit: perMinute(30) } }, async (request) =>
    completeBankLink({ ...scopeOf(request), ...deps, provider: link.provider, publicToken: request.body.publicToken, state: request.body.state }),
  );

  registerCall(app, chooseDisbursementAccountCall, { preHandler }, async (request) =>
    chooseDisbursementAccount({ ...scopeOf(request), ...deps, request: request.body }),
  );

  registerCall(app, confirmDisbursementAccountCall, { preHandler }, async (request) => confirmDisbursementAccount({ ...scopeOf(request), ...deps }));

  registerCall(app, chooseAutopayCall, { preHandler }, async (request) => chooseAutopay({ ...scopeOf(request), ...deps, request: request.body }));
};
