import { toPhoneDigits } from '@lintel/domain';
import type { TSaveUserConsentsRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { badRequest } from '../../platform/http-error.ts';
import { findConsentPromptByUuid } from './find-consent-prompt.ts';
import { userConsents } from './tables.ts';

export const UNKNOWN_PROMPT = 'Unknown consent prompt';
export const ORG_MISMATCH = 'org must be the organization of the x-org header';

/** Records the caller's opt-ins and opt-outs, each against a prompt of the organisation. */
export const saveUserConsents = async (options: { db: Db; organizationCode: string; identityUuid: string; request: TSaveUserConsentsRequest }) => {
  const { db, organizationCode, identityUuid, request } = options;
  if (request.org.trim().toUpperCase() !== organizationCode) throw badRequest(ORG_MISMATCH);
  const prompts = await Promise.all(request.consents.map((consent) => findConsentPromptByUuid({ db, organizationCode, uuid: consent.consentPromptUuid })));
  const values = request.consents.map((consent, index) => {
    const prompt = prompts[index];
    if (!prompt) throw badRequest(UNKNOWN_PROMPT);
    return {
      organizationCode,
      identityUuid,
      consentPromptUuid: prompt.uuid,
      consentType: prompt.consentType,
      optInOut: consent.optInOut,
      source: request.source,
      productType: request.productType,
      phone: toPhoneDigits(request.phone),
      email: request.email.toLowerCase(),
    };
  });
  return db.insert(userConsents).values(values).returning();
};
