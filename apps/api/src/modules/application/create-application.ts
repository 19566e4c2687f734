import { createHash, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TCreateApplicationRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { badRequest } from '../../platform/http-error.ts';
import { applicationAudit, applications, type TApplicationRow } from './tables.ts';

export const ACTIVE_APPLICATION_EXISTS = 'Active application already exists.';

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

/** The client's Idempotency-Key header when sent, else a digest of the request itself. */
export const idempotencyKeyFor = (request: TCreateApplicationRequest, header: string | undefined): string =>
  header && header.trim() ? `key:${header.trim().slice(0, 200)}` : `body:${createHash('sha256').update(canonicalJson(request)).digest('hex')}`;

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
 * answers `created: true`; a repeat of the same request by the same caller answers the existing
 * application with `created: false`. Both rules hold under concurrent requests because they are
 * unique indexes: (owner, idempotency key), and one active application per owner and organisation.
 */
export const createApplication = async (
  options: TCreateApplicationOptions,
): Promise<{ application: TApplicationRow; created: boolean }> => {
  const { db, ownerIdentityUuid, organizationCode, request, idempotencyKey } = options;
  const findExisting = async () =>
    (
      await db
        .select()
        .from(applications)
        .where(and(eq(applications.ownerIdentityUuid, ownerIdentityUuid), eq(applications.idempotencyKey, idempotencyKey)))
    )[0];

  const existing = await findExisting();
  if (existing) return { application: existing, created: false };

  const { propertyRequest: property, profileRequest: profile, income } = request;
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        loanNumber: newLoanNumber(),
        organizationCode,
        ownerIdentityUuid,
        status: 'IN_PROGRESS',
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
        email: profile.email ?? null,
        referrerId: request.referrerId ?? null,
        referralId: request.referralId ?? null,
        utmParameters: request.utmParameters ?? null,
        isCrypto: request.utmParameters?.source === 'cloc',
        idempotencyKey,
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
      details: null,
    });
    return row;
  });
  if (inserted) return { application: inserted, created: true };

  // A unique index refused the row: either a concurrent twin of this request won, or another
  // application is active in this organisation.
  const twin = await findExisting();
  if (twin) return { application: twin, created: false };
  throw badRequest(ACTIVE_APPLICATION_EXISTS);
};
