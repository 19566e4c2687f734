import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TLoanOriginator, TReferral } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/http-error.ts';
import { SAMPLE_LOAN_ORIGINATORS, SAMPLE_REFERRALS } from './sample-lead-data.ts';
import { loanOriginators, referrals } from './tables.ts';

/** Writes the sample originators and referrals into an organisation the first time it is asked about. */
export const seedSampleLeads = async (options: { db: Db; organizationCode: string; seededOrgs: Set<string> }) => {
  const { db, organizationCode, seededOrgs } = options;
  if (seededOrgs.has(organizationCode)) return;
  await db.insert(loanOriginators).values(SAMPLE_LOAN_ORIGINATORS.map((lo) => ({ ...lo, organizationCode }))).onConflictDoNothing();
  await db.insert(referrals).values(SAMPLE_REFERRALS.map((referral) => ({ ...referral, organizationCode }))).onConflictDoNothing();
  seededOrgs.add(organizationCode);
};

export const findLoanOriginator = async (options: { db: Db; organizationCode: string; uuid: string; seededOrgs: Set<string> }): Promise<TLoanOriginator> => {
  await seedSampleLeads(options);
  const [row] = await options.db
    .select()
    .from(loanOriginators)
    .where(and(eq(loanOriginators.organizationCode, options.organizationCode), eq(loanOriginators.uuid, options.uuid)));
  if (!row) throw notFound();
  return {
    userInfo: { uuid: row.uuid, firstName: row.firstName, lastName: row.lastName, nmls: row.nmls, wholesaleBrokerNmls: row.wholesaleBrokerNmls },
    originatorDisplayInfo: row.displayInfo,
    licensedStates: row.licensedStates,
    enforceLicensedStatesForReferral: row.enforceLicensedStatesForReferral,
  };
};

export const findReferral = async (options: { db: Db; organizationCode: string; uuid: string; seededOrgs: Set<string> }): Promise<TReferral> => {
  await seedSampleLeads(options);
  const [row] = await options.db
    .select()
    .from(referrals)
    .where(and(eq(referrals.organizationCode, options.organizationCode), eq(referrals.uuid, options.uuid)));
  if (!row) throw notFound();
  const { organizationCode: _org, createdAt: _created, ...referral } = row;
  return referral;
};

/** Organisations seeded per database, for calls from other modules (the routes keep their own set). */
const seededByDb = new WeakMap<Db, Set<string>>();

/**
 * The wholesale broker NMLS of the loan officer `referrerId` names in the organisation, or null: no such loan
 * officer, not a broker's, or not a uuid at all (the create request's referrerId is free text). Decision 085.
 */
export const findWholesaleBrokerNmls = async (options: { db: Db; organizationCode: string; referrerId: string | null | undefined }): Promise<string | null> => {
  const { db, organizationCode, referrerId } = options;
  if (!referrerId || !z.uuid().safeParse(referrerId).success) return null;
  let seededOrgs = seededByDb.get(db);
  if (!seededOrgs) seededByDb.set(db, (seededOrgs = new Set()));
  await seedSampleLeads({ db, organizationCode, seededOrgs });
  const [row] = await db
    .select({ wholesaleBrokerNmls: loanOriginators.wholesaleBrokerNmls })
    .from(loanOriginators)
    .where(and(eq(loanOriginators.organizationCode, organizationCode), eq(loanOriginators.uuid, referrerId.toLowerCase())));
  return row?.wholesaleBrokerNmls ?? null;
};
