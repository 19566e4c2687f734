import { and, desc, eq } from 'drizzle-orm';
import { getBrand } from '@lintel/brands';
import type { TConsentPromptType } from '@lintel/domain';
import type { TConsentPrompt } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { DEFAULT_PROMPT_TEXTS } from './default-prompts.ts';
import { consentPrompts, type TConsentPromptRow } from './tables.ts';

export const toConsentPrompt = (row: TConsentPromptRow): TConsentPrompt => ({
  uuid: row.uuid,
  consentType: row.consentType as TConsentPromptType,
  text: row.text,
  version: row.version,
});

/** The organisation's current prompt of a type (highest version); version 1 is written from the standard wording on first use. */
export const findConsentPrompt = async (options: { db: Db; organizationCode: string; consentType: TConsentPromptType }): Promise<TConsentPromptRow> => {
  const { db, organizationCode, consentType } = options;
  const latest = () =>
    db
      .select()
      .from(consentPrompts)
      .where(and(eq(consentPrompts.organizationCode, organizationCode), eq(consentPrompts.consentType, consentType)))
      .orderBy(desc(consentPrompts.version))
      .limit(1);
  const [found] = await latest();
  if (found) return found;
  const companyName = getBrand(organizationCode)?.companyName ?? organizationCode;
  await db
    .insert(consentPrompts)
    .values({ organizationCode, consentType, version: 1, text: DEFAULT_PROMPT_TEXTS[consentType].replaceAll('{companyName}', companyName) })
    .onConflictDoNothing();
  const [seeded] = await latest();
  if (!seeded) throw new Error('consent prompt missing after seeding');
  return seeded;
};

/** Any prompt of the organisation by uuid (an older version stays valid for what was agreed to). */
export const findConsentPromptByUuid = async (options: { db: Db; organizationCode: string; uuid: string }) =>
  (
    await options.db
      .select()
      .from(consentPrompts)
      .where(and(eq(consentPrompts.uuid, options.uuid), eq(consentPrompts.organizationCode, options.organizationCode)))
  )[0];
