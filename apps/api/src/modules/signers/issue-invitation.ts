import { and, eq, isNull } from 'drizzle-orm';
import { getBrand } from '@lintel/brands';
import { SIGNER_INVITATION_DAYS, SIGNER_LOGIN_PAGE } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TJobs } from '../../platform/jobs.ts';
import type { TApplicationRow } from '../application/index.ts';
import { buildAppLink, queueMessage } from '../outbox/index.ts';
import { invitationEmail, invitationText } from './invitation-message.ts';
import { hashInvitationToken, newInvitationToken } from './invitation-token.ts';
import { signerInvitations, type TSignerRow } from './tables.ts';

const DAY_MS = 86_400_000;

/** "Alex R." : enough for the signer to know who invited them, no more. */
export const invitedByOf = (application: Pick<TApplicationRow, 'firstName' | 'lastName'>): string =>
  `${application.firstName} ${application.lastName.slice(0, 1)}.`;

export const propertyLineOf = (application: Pick<TApplicationRow, 'propertyStreet1' | 'propertyCity' | 'propertyState'>): string =>
  `${application.propertyStreet1}, ${application.propertyCity}, ${application.propertyState}`;

/** Earlier open links of the signer stop working (inside the caller's transaction). */
export const revokeOpenInvitations = async (tx: Db, signerUuid: string, now: Date): Promise<void> => {
  await tx
    .update(signerInvitations)
    .set({ revokedAt: now })
    .where(and(eq(signerInvitations.signerUuid, signerUuid), isNull(signerInvitations.usedAt), isNull(signerInvitations.revokedAt)));
};

/**
 * A new invitation link for the signer, inside the caller's transaction: earlier open links stop working, the
 * new one's hash is stored, and the email and the text message are queued in the outbox (sent only if the
 * transaction commits). The token goes in the link's fragment, so it reaches no server log.
 */
export const issueInvitation = async (options: {
  tx: Db;
  jobs: TJobs;
  publicUrl: string;
  now: Date;
  application: TApplicationRow;
  signer: TSignerRow;
}): Promise<void> => {
  const { tx, now, application, signer } = options;
  const brand = getBrand(signer.organizationCode);
  if (!brand) throw new Error(`signers: unknown organisation ${signer.organizationCode}`);
  await revokeOpenInvitations(tx, signer.uuid, now);
  const token = newInvitationToken();
  await tx.insert(signerInvitations).values({
    signerUuid: signer.uuid,
    tokenHash: hashInvitationToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGNER_INVITATION_DAYS * DAY_MS),
  });
  const url = buildAppLink({ publicUrl: options.publicUrl, path: SIGNER_LOGIN_PAGE, orgCode: signer.organizationCode, fragment: { token } });
  const facts = { brand, signerFirstName: signer.firstName, invitedBy: invitedByOf(application), propertyLine: propertyLineOf(application), url };
  const common = { tx, jobs: options.jobs, publicUrl: options.publicUrl, now };
  await queueMessage({
    ...common,
    message: { channel: 'EMAIL', kind: 'signer-invitation', orgCode: signer.organizationCode, to: signer.email, content: invitationEmail(facts) },
  });
  await queueMessage({
    ...common,
    message: { channel: 'SMS', kind: 'signer-invitation', orgCode: signer.organizationCode, to: signer.phoneNumber, text: invitationText(facts), url },
  });
};
