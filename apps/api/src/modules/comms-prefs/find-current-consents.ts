import { and, desc, eq } from 'drizzle-orm';
import type { TCurrentUserConsents } from '@lintel/contract';
import type { TConsentOpt, TConsentPromptType } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { userConsents } from './tables.ts';

/** The caller's opt-in or opt-out that holds now, per prompt type, in this organisation: the latest record of each. */
export const findCurrentConsents = async (options: {
  db: Db;
  organizationCode: string;
  identityUuid: string;
}): Promise<TCurrentUserConsents> => {
  const rows = await options.db
    .selectDistinctOn([userConsents.consentType], {
      consentType: userConsents.consentType,
      optInOut: userConsents.optInOut,
      createdAt: userConsents.createdAt,
    })
    .from(userConsents)
    .where(
      and(
        eq(userConsents.identityUuid, options.identityUuid),
        eq(userConsents.organizationCode, options.organizationCode),
      ),
    )
    .orderBy(userConsents.consentType, desc(userConsents.createdAt), desc(userConsents.uuid));
  return {
    consents: rows.map((row) => ({
      consentType: row.consentType as TConsentPromptType,
      optInOut: row.optInOut as TConsentOpt,
      createdAt: row.createdAt.toISOString(),
    })),
  };
};
