import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinWaitListCall, makeJoinWaitListRequestSchema } from '@lintel/contract';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { joinWaitList, sealPlainDatesOfBirth } from './join-wait-list.ts';

export const waitListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, keyring } = app;
  app.addHook('onReady', async () => {
    const sealed = await sealPlainDatesOfBirth({ db, keyring });
    if (sealed > 0) app.log.info({ sealed }, 'sealed wait-list dates of birth stored in plain text');
  });
  // Test data carries digits in last names outside production, as the profile module allows.
  const allowDigitsInLastName = config.nodeEnv !== 'production';
  // The minimum age is judged against the day of each request.
  const body = makeJoinWaitListRequestSchema({ today: () => new Date(), allowDigitsInLastName });

  registerCall(app, joinWaitListCall, { body, config: { rateLimit: perMinute(60) } }, async (request, reply) =>
    reply.status(201).send(await joinWaitList({ db, keyring, organizationCode: request.orgCode, request: request.body })),
  );
};
