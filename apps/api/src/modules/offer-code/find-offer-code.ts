import { and, eq } from 'drizzle-orm';
import type { TOfferCodeRecord } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/http-error.ts';
import { SAMPLE_OFFER_CODES } from './sample-offer-codes.ts';
import { offerCodes } from './tables.ts';

/** The record behind a mailed code in the organisation (any case); 404 when unknown. Expiry is the web's to judge from respondByDate. */
export const findOfferCode = async (options: { db: Db; organizationCode: string; code: string; seededOrgs: Set<string> }): Promise<TOfferCodeRecord> => {
  const { db, organizationCode, seededOrgs } = options;
  if (!seededOrgs.has(organizationCode)) {
    await db.insert(offerCodes).values(SAMPLE_OFFER_CODES.map((record) => ({ ...record, organizationCode }))).onConflictDoNothing();
    seededOrgs.add(organizationCode);
  }
  const [row] = await db
    .select()
    .from(offerCodes)
    .where(and(eq(offerCodes.organizationCode, organizationCode), eq(offerCodes.offerCode, options.code.trim().toUpperCase())));
  if (!row) throw notFound();
  const { organizationCode: _org, createdAt: _created, ...record } = row;
  return record;
};
