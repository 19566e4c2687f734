import { and, eq } from 'drizzle-orm';
import type { TOfferCodeRecord } from '@lintel/contract';
import { isOfferExpired, LINK_PREFILL_MESSAGES, type TRegisterOfferCode } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { clockNow } from '../../platform/clock.ts';
import { badRequest, notFound } from '../../platform/http-error.ts';
import { SAMPLE_OFFER_CODES } from './sample-offer-codes.ts';
import { offerCodes } from './tables.ts';

// The organisations whose sample codes are in, per database handle: seeded on first use by either call.
const seededByDb = new WeakMap<Db, Set<string>>();

const readOfferCode = async (db: Db, organizationCode: string, code: string) => {
  let seeded = seededByDb.get(db);
  if (!seeded) seededByDb.set(db, (seeded = new Set()));
  if (!seeded.has(organizationCode)) {
    await db.insert(offerCodes).values(SAMPLE_OFFER_CODES.map((record) => ({ ...record, organizationCode }))).onConflictDoNothing();
    seeded.add(organizationCode);
  }
  const [row] = await db
    .select()
    .from(offerCodes)
    .where(and(eq(offerCodes.organizationCode, organizationCode), eq(offerCodes.offerCode, code.trim().toUpperCase())));
  return row;
};

/**
 * The record behind a mailed code in the organisation (any case); 404 when unknown. `expired` is judged here, on
 * the simulated clock the web cannot read, so the web and create-application agree (decision 089).
 */
export const findOfferCode = async (options: { db: Db; organizationCode: string; code: string }): Promise<TOfferCodeRecord> => {
  const { db, organizationCode, code } = options;
  const row = await readOfferCode(db, organizationCode, code);
  if (!row) throw notFound();
  const { organizationCode: _org, createdAt: _created, ...record } = row;
  return { ...record, expired: isOfferExpired(record.respondByDate, await clockNow(db)) };
};

/**
 * The offer code create-application stores: the organisation's record for the sent code, with the record's own
 * dates. An expired code answers 400 with the domain's message: a mailed offer never passes past its date. A code
 * with no record here is not applied (undefined) and the application goes ahead: the lender's mailing lists are
 * not all loaded here, and an applicant is never turned away for a code we do not know (decision 092).
 */
export const checkOfferCodeForApplication = async (options: {
  db: Db;
  organizationCode: string;
  code: string;
}): Promise<TRegisterOfferCode | undefined> => {
  const { db, organizationCode, code } = options;
  const row = await readOfferCode(db, organizationCode, code);
  if (!row) return undefined;
  if (isOfferExpired(row.respondByDate, await clockNow(db))) throw badRequest(LINK_PREFILL_MESSAGES.offerCodeExpired(row.respondByDate));
  return { code: row.offerCode, inHomeDate: row.inHomeDate, respondByDate: row.respondByDate };
};
