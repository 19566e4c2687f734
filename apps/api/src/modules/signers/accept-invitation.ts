import { and, eq, isNull } from 'drizzle-orm';
import type { TAcceptInvitationRequest, TSignerInvitation } from '@lintel/contract';
import { SIGNER_MESSAGES } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import { badRequest, unauthorized } from '../../platform/http-error.ts';
import type { TTokens } from '../../platform/tokens.ts';
import { findApplicationByUuid } from '../application/index.ts';
import { checkCredentials, findIdentityByEmail, grantSignerRole, registerSignerIdentity, type TLoginLockout } from '../identity/index.ts';
import { invitedByOf } from './issue-invitation.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { additionalSigners, signerInvitations, type TInvitationRow, type TSignerRow } from './tables.ts';

type TOpenInvitation = { invitation: TInvitationRow; signer: TSignerRow };

/**
 * The invitation behind a link if it can still be used in this organisation, else a 400 a person can act on:
 * expired, or not valid (unknown, used, replaced by a newer link, withdrawn, another brand's, or the application
 * is no longer active).
 */
export const findOpenInvitation = async (options: { db: Db; token: string; orgCode: string }): Promise<TOpenInvitation> => {
  const [row] = await options.db
    .select({ invitation: signerInvitations, signer: additionalSigners })
    .from(signerInvitations)
    .innerJoin(additionalSigners, eq(additionalSigners.uuid, signerInvitations.signerUuid))
    .where(eq(signerInvitations.tokenHash, hashInvitationToken(options.token)))
    .limit(1);
  if (!row || row.invitation.usedAt || row.invitation.revokedAt || row.signer.withdrawnAt || row.signer.acceptedAt) {
    throw badRequest(SIGNER_MESSAGES.invitationInvalid);
  }
  if (row.signer.organizationCode !== options.orgCode) throw badRequest(SIGNER_MESSAGES.invitationInvalid);
  const application = await findApplicationByUuid({ db: options.db, uuid: row.signer.applicationUuid });
  if (!application?.active) throw badRequest(SIGNER_MESSAGES.invitationInvalid);
  if (row.invitation.expiresAt.getTime() <= (await clockNow(options.db)).getTime()) throw badRequest(SIGNER_MESSAGES.invitationExpired);
  return row;
};

/** What the login page shows before anyone logs in. */
export const checkInvitation = async (options: { db: Db; token: string; orgCode: string }): Promise<TSignerInvitation> => {
  const { invitation, signer } = await findOpenInvitation(options);
  const application = await findApplicationByUuid({ db: options.db, uuid: signer.applicationUuid });
  const account = await findIdentityByEmail({ db: options.db, email: signer.email });
  return {
    firstName: signer.firstName,
    lastName: signer.lastName,
    email: signer.email,
    invitedBy: application ? invitedByOf(application) : '',
    accountExists: Boolean(account),
    expiresAt: invitation.expiresAt.toISOString(),
  };
};

/**
 * Accepts the invitation: REGISTER creates the signer's account with the invited email; LOGIN checks the
 * password of the existing account with that email (the login lockout applies). Either way, in one transaction,
 * the link is used up (a conditional mark: two accepts racing, one wins), the signer record names the identity,
 * the identity holds the additional-signer role, and a session starts.
 */
export const acceptInvitation = async (options: {
  db: Db;
  tokens: TTokens;
  orgCode: string;
  lockout: TLoginLockout;
  /** Refuse a new account's password on the bundled breach list (config.breachedPasswordCheck, decision 075). */
  breachedPasswordCheck: boolean;
  request: TAcceptInvitationRequest;
}): Promise<{ jwt: string; applicationUuid: string }> => {
  const { db, request } = options;
  const { invitation, signer } = await findOpenInvitation({ db, token: request.token, orgCode: options.orgCode });
  const now = await clockNow(db);
  const useUp = async (tx: Db, identityUuid: string) => {
    const used = await tx
      .update(signerInvitations)
      .set({ usedAt: now })
      .where(and(eq(signerInvitations.id, invitation.id), isNull(signerInvitations.usedAt), isNull(signerInvitations.revokedAt)))
      .returning({ id: signerInvitations.id });
    if (used.length === 0) throw badRequest(SIGNER_MESSAGES.invitationInvalid);
    const accepted = await tx
      .update(additionalSigners)
      .set({ identityUuid, acceptedAt: now })
      .where(and(eq(additionalSigners.uuid, signer.uuid), isNull(additionalSigners.acceptedAt), isNull(additionalSigners.withdrawnAt)))
      .returning({ uuid: additionalSigners.uuid });
    if (accepted.length === 0) throw badRequest(SIGNER_MESSAGES.invitationInvalid);
  };
  if (request.mode === 'REGISTER') {
    const { jwt } = await registerSignerIdentity({
      db,
      tokens: options.tokens,
      email: signer.email,
      password: request.password,
      phoneNumber: signer.phoneNumber,
      orgCode: options.orgCode,
      breachedPasswordCheck: options.breachedPasswordCheck,
      inTransaction: useUp,
    });
    return { jwt, applicationUuid: signer.applicationUuid };
  }
  const identity = await checkCredentials({
    db,
    email: signer.email,
    password: request.password,
    context: 'customer',
    lockout: options.lockout,
    orgCode: options.orgCode,
  });
  if (identity.uuid === (await findApplicationByUuid({ db, uuid: signer.applicationUuid }))?.ownerIdentityUuid) throw unauthorized(SIGNER_MESSAGES.wrongAccount);
  const { jwt } = await grantSignerRole({ db, tokens: options.tokens, identityUuid: identity.uuid, orgCode: options.orgCode, inTransaction: useUp });
  return { jwt, applicationUuid: signer.applicationUuid };
};
