import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TAdditionalSigner, TAdditionalSignersResponse } from '@lintel/contract';
import { formatUsPhone, MAX_ADDITIONAL_SIGNERS, SIGNER_INVITE_STATUSES, signerProgressOf } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TApplicationRow } from '../application/index.ts';
import { additionalSigners, signerInvitations, type TInvitationRow, type TSignerRow } from './tables.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The live (not withdrawn) signers of an application, in the order they were named. */
export const findLiveSigners = (db: Db, applicationUuid: string): Promise<TSignerRow[]> =>
  db
    .select()
    .from(additionalSigners)
    .where(and(eq(additionalSigners.applicationUuid, applicationUuid), isNull(additionalSigners.withdrawnAt)))
    .orderBy(additionalSigners.createdAt);

/**
 * The live signers of several applications in one query (the application answer's helocSigners, decision 076):
 * each with the identity that accepted its invitation, null until then; in the order they were named.
 */
export const findSignerIdentities = async (options: {
  db: Db;
  applicationUuids: readonly string[];
}): Promise<{ applicationUuid: string; identityUuid: string | null }[]> => {
  if (options.applicationUuids.length === 0) return [];
  return options.db
    .select({ applicationUuid: additionalSigners.applicationUuid, identityUuid: additionalSigners.identityUuid })
    .from(additionalSigners)
    .where(and(inArray(additionalSigners.applicationUuid, [...options.applicationUuids]), isNull(additionalSigners.withdrawnAt)))
    .orderBy(additionalSigners.createdAt);
};

const latestInvitationOf = async (db: Db, signerUuid: string): Promise<TInvitationRow | undefined> =>
  (await db.select().from(signerInvitations).where(eq(signerInvitations.signerUuid, signerUuid)).orderBy(desc(signerInvitations.createdAt)).limit(1))[0];

const toWireSigner = (signer: TSignerRow, invitation: TInvitationRow | undefined, now: Date): TAdditionalSigner => {
  const open = !signer.acceptedAt && invitation && !invitation.usedAt && !invitation.revokedAt;
  return {
    uuid: signer.uuid,
    firstName: signer.firstName,
    lastName: signer.lastName,
    email: signer.email,
    phoneNumber: formatUsPhone(signer.phoneNumber),
    progress: signerProgressOf(signer),
    invitedAt: signer.invitedAt.toISOString(),
    invitationExpiresAt: open ? invitation.expiresAt.toISOString() : null,
    invitationExpired: Boolean(open && invitation.expiresAt.getTime() <= now.getTime()),
    acceptedAt: iso(signer.acceptedAt),
    identityVerifiedAt: iso(signer.identityVerifiedAt),
    signedAt: iso(signer.signedAt),
    notarizedAt: iso(signer.notarizedAt),
  };
};

/** What signing/additional shows: each live signer with its progress, and whether the primary may invite now. */
export const additionalSignersOf = async (options: { db: Db; application: TApplicationRow; now: Date }): Promise<TAdditionalSignersResponse> => {
  const { db, application, now } = options;
  const signers = await findLiveSigners(db, application.uuid);
  const wire = await Promise.all(signers.map(async (signer) => toWireSigner(signer, await latestInvitationOf(db, signer.uuid), now)));
  return {
    uuid: application.uuid,
    applicationStatus: application.status,
    canInvite: SIGNER_INVITE_STATUSES.includes(application.status),
    maxSigners: MAX_ADDITIONAL_SIGNERS,
    signers: wire,
  };
};
