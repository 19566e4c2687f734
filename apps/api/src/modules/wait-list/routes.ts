import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZErrorBody, ZJoinWaitListResponse, makeJoinWaitListRequestSchema } from '@lintel/contract';
import { badRequest } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { joinWaitList, sealPlainDatesOfBirth } from './join-wait-list.ts';

// Zod's own wording is an internal; the schema's messages (from @lintel/domain) are what people read.
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)\b/;
const toPlainMessages = (error: z.ZodError): string[] => [
  ...new Set(
    error.issues.map((issue) =>
      issue.code !== 'custom' && ZOD_DEFAULT_MESSAGE.test(issue.message) ? `Please check the ${issue.path.join('.') || 'request'} field` : issue.message,
    ),
  ),
];

export const waitListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, keyring } = app;
  app.addHook('onReady', async () => {
    const sealed = await sealPlainDatesOfBirth({ db, keyring });
    if (sealed > 0) app.log.info({ sealed }, 'sealed wait-list dates of birth stored in plain text');
  });
  // Test data carries digits in last names outside production, as the profile module allows.
  const allowDigitsInLastName = config.nodeEnv !== 'production';

  app.post(
    '/service-wait-list/api/v1/home-equity-loan-plus',
    { config: { rateLimit: perMinute(60) }, schema: { response: { 201: ZJoinWaitListResponse, 400: ZErrorBody } } },
    async (request, reply) => {
      // The schema is made per request: the minimum age is judged against today.
      const parsed = makeJoinWaitListRequestSchema({ today: new Date(), allowDigitsInLastName }).safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest(...toPlainMessages(parsed.error));
      return reply.status(201).send(await joinWaitList({ db, keyring, organizationCode: request.orgCode, request: parsed.data }));
    },
  );
};
