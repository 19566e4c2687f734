import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { TCreateApplicationRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { findIdentity } from '../identity/index.ts';
import { findWholesaleBrokerNmls } from '../lead-portal/index.ts';
import { checkOfferCodeForApplication } from '../offer-code/index.ts';
import { badRequest, HttpError } from '../../platform/http-error.ts';
import { announceStatusChange, runStatusEntryHooks } from './status-events.ts';
import { applicationAudit, applications, type TApplicationRow } from './tables.ts';

export const ACTIVE_APPLICATION_EXISTS = 'Active application already exists.';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request: send a new key for a new request';
/** How long a repeat of a create answers the application it made (issue 19 item 6). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** The canonical form of a request body, so that the same request always gives the same key. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

/** A digest of the request body: the same request always gives the same digest. */
export const requestDigestOf = (request: TCreateApplicationRequest): string => createHash('sha256').update(canonicalJson(request)).digest('hex');

/** The client's Idempotency-Key header when sent, else a digest of the request itself. */
export const idempotencyKeyFor = (request: TCreateApplicationRequest, header: string | undefined): string =>
  header && header.trim() ? `key:${header.trim().slice(0, 200)}` : `body:${requestDigestOf(request)}`;

const newLoanNumber = (): string => `HE${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}${randomInt(0, 10)}`;

export type TCreateApplicationOptions = {
  db: Db;
  ownerIdentityUuid: string;
  organizationCode: string;
  request: TCreateApplicationRequest;
  idempotencyKey: string;
};

/**
 * Creates the application in IN_PROGRESS (the pre-qualification jobs take it from there) and
 * answers `created: true`; a repeat of the same request by the same caller in the same organisation,
 * within 24 hours and while that application is still active, answers it with `created: false`. The same
 * key with another body answers 422. Concurrent twins are settled by the unique index of one active
 * application per owner and organisation: the loser finds the winner by its key.
 */
export const createApplication = async (
  options: TCreateApplicationOptions,
): Promise<{ application: TApplicationRow; created: boolean }> => {
  const { db, ownerIdentityUuid, organizationCode, request, idempotencyKey } = options;
  const requestDigest = requestDigestOf(request);
  const findExisting = async () => {
    const [row] = await db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.ownerIdentityUuid, ownerIdentityUuid),
          eq(applications.organizationCode, organizationCode),
          eq(applications.idempotencyKey, idempotencyKey),
          eq(applications.active, true),
          gt(applications.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`),
        ),
      )
      .orderBy(desc(applications.createdAt))
      .limit(1);
    // Rows from before digests were stored cannot be compared: they count as the same request.
    if (row && row.requestDigest !== null && row.requestDigest !== requestDigest) throw new HttpError(422, [IDEMPOTENCY_KEY_REUSED]);
    return row;
  };

  const existing = await findExisting();
  if (existing) return { application: existing, created: false };

  const { propertyRequest: property, profileRequest: profile, income } = request;
  // The body's email is optional (spec 01 section 7): without it the application carries the owner's sign-in
  // email, so an agent's search by email and the signing certificate find the applicant (decision 082).
  const email = profile.email ?? (await findIdentity({ db, identityUuid: ownerIdentityUuid }))?.email ?? null;
  // A broker's loan officer referred the applicant: the broker's NMLS goes on the application (spec 01 section 3).
  const wholesaleBrokerNmls = await findWholesaleBrokerNmls({ db, organizationCode, referrerId: request.referrerId });
  // A mailed offer code past its respond-by date is refused (400, decision 089); one with no record here is not
  // applied, and the creation's audit entry says so (decision 092). An empty code is no code.
  const sentCode = request.offerCode?.code.trim() || null;
  const offerCode = sentCode ? await checkOfferCodeForApplication({ db, organizationCode, code: sentCode }) : undefined;
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        loanNumber: newLoanNumber(),
        organizationCode,
        ownerIdentityUuid,
        status: 'IN_PROGRESS',
        statusEnteredAt: new Date(),
        propertyStreet1: property.street1,
        propertyStreet2: property.street2 ?? null,
        propertyCity: property.city,
        propertyState: property.state,
        propertyZip: property.zip,
        occupancyType: property.type,
        propertyListedForSale: request.propertyListedForSale ?? null,
        homeAddress: profile.homeAddress ?? null,
        annualIncome: Math.round(income.incomePrimary),
        otherIncome: Math.round(income.incomeOther),
        employmentType: request.employmentType,
        firstName: profile.name.firstName,
        middleName: profile.name.middleName ?? null,
        lastName: profile.name.lastName,
        suffix: profile.name.suffix ?? null,
        email,
        referrerId: request.referrerId ?? null,
        referralId: request.referralId ?? null,
        wholesaleBrokerNmls,
        utmParameters: request.utmParameters ?? null,
        isCrypto: request.utmParameters?.source === 'cloc',
        idempotencyKey,
        requestDigest,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await tx.insert(applicationAudit).values({
      applicationUuid: row.uuid,
      actorKind: 'APPLICANT',
      actorIdentityUuid: ownerIdentityUuid,
      action: 'CREATED',
      fromStatus: null,
      toStatus: row.status,
      reason: 'Application created',
      // No column holds the offer code yet (no migration in decision 089): the creation's audit entry keeps it.
      details: offerCode ? { offerCode } : sentCode ? { offerCodeNotApplied: sentCode.toUpperCase() } : null,
    });
    // Entering IN_PROGRESS queues pre-qualification in this transaction (the workflow engine, decision 016).
    await runStatusEntryHooks(db, tx, row);
    return row;
  });
  if (inserted) {
    // Committed: the job workers of this process look for the new application's job at once.
    announceStatusChange(db, inserted.uuid, inserted.status);
    return { application: inserted, created: true };
  }

  // A unique index refused the row: either a concurrent twin of this request won, or another
  // application is active in this organisation.
  const twin = await findExisting();
  if (twin) return { application: twin, created: false };
  throw badRequest(ACTIVE_APPLICATION_EXISTS);
};
