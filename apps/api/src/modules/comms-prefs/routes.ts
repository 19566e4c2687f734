import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findConsentPromptCall, getCurrentUserConsentsCall, saveUserConsentsCall } from '@lintel/contract';
import type { TConsentOpt, TConsentPromptType } from '@lintel/domain';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findConsentPrompt, toConsentPrompt } from './find-consent-prompt.ts';
import { findCurrentConsents } from './find-current-consents.ts';
import { saveUserConsents } from './save-user-consents.ts';

export const commsPrefsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerCall(app, findConsentPromptCall, {}, async (request) =>
    toConsentPrompt(
      await findConsentPrompt({
        db,
        organizationCode: request.orgCode,
        consentType: request.params.consentType,
      }),
    ),
  );

  // The settings page reads what holds now before offering to change it.
  registerCall(app, getCurrentUserConsentsCall, { preHandler: requireCaller() }, async (request) =>
    findCurrentConsents({
      db,
      organizationCode: request.orgCode,
      identityUuid: callerOf(request).identityUuid,
    }),
  );

  registerCall(app, saveUserConsentsCall, { preHandler: requireCaller() }, async (request) => {
    const rows = await saveUserConsents({
      db,
      organizationCode: request.orgCode,
      identityUuid: callerOf(request).identityUuid,
      request: request.body,
    });
    return {
      consents: rows.map((row) => ({
        uuid: row.uuid,
        consentPromptUuid: row.consentPromptUuid,
        consentType: row.consentType as TConsentPromptType,
        optInOut: row.optInOut as TConsentOpt,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });
};
